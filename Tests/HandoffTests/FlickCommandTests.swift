import Foundation
import Testing

/// `handoff flick` from the command line: a session on standard output that replays, and one-line
/// usage errors for values out of range.
@Suite("handoff flick")
struct FlickCommandTests {
    @Test("writes a session that replays; bad values are one line and exit 64")
    func command() throws {
        let made = try CommandRunner.run(["flick", "--v", "2000", "--device", "touch", "--release", "mid-frame"])
        #expect(made.status == 0, "\(made.stderr)")
        let lines = made.stdout.split(separator: "\n")
        #expect(lines.first?.contains(#""handoff":1"#) == true)
        #expect(lines.last?.contains(#""phase":"end""#) == true)
        let dir = try CommandRunner.temporaryDirectory()
        let path = dir + "/flick.jsonl"
        try made.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let replay = try CommandRunner.run(["replay", path, "--headless", "--summary"])
        #expect(replay.status == 0, "\(replay.stderr)")
        for bad in [["--v", "-5"], ["--hold", "-1"], ["--v", "100", "--duration", "50"], ["--at", "1,2,3"], ["--release", "soon"]] {
            let result = try CommandRunner.run(["flick"] + bad)
            #expect(result.status == 64, "\(bad): \(result.status)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(bad): \(result.stderr)")
        }
    }
}
