import Foundation
import Testing

/// `--scale` on the command line: only supported scales, and a replay's picture grows with it.
@Suite("--scale on the command line", .serialized)
struct ScaleCommandTests {
    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    @Test("an unsupported scale is a usage error", arguments: ["1.3", "0", "two"])
    func badScale(value: String) throws {
        let session = CommandRunner.asset("assets/sessions/tabs.jsonl")
        let result = try CommandRunner.run(["replay", session, "--headless", "--scale", value])
        #expect(result.status == 64)
        #expect(result.stderr.contains("scale"))
        #expect(try CommandRunner.run(["run", "--scale", value]).status == 64)
    }

    @Test("replay --scale 2 writes a 2560×1600 picture of the same final state")
    func replayAtScale() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = CommandRunner.asset("assets/sessions/fling-seam-down.jsonl")
        var finals: [String] = []
        for scale in ["1", "2"] {
            let png = "\(folder)/\(scale).png"
            let result = try CommandRunner.run(["replay", session, "--headless", "--scale", scale, "--summary", "--screenshot", png])
            #expect(result.status == 0)
            let size = try Self.pngSize(png)
            #expect(size == (scale == "1" ? (1280, 800) : (2560, 1600)))
            // Keys are sorted: `final` runs up to `frames`.
            let final = result.stdout.range(of: "\"final\":").map { start in
                String(result.stdout[start.lowerBound..<(result.stdout.range(of: ",\"frames\"")?.lowerBound ?? start.upperBound)])
            }
            finals.append(final ?? "")
            #expect(result.stdout.contains("\"scale\":\(scale)"), "the summary's settings name the scale")
        }
        #expect(!finals[0].isEmpty && finals[0] == finals[1])
    }
}
