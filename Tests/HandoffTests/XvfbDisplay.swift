import Foundation
import Testing

/// A private Xvfb server for one test; always killed, even when the test fails.
final class XvfbDisplay {
    let number: Int
    private let process: ChildProcess

    /// Xvfb's path, nil when it is not installed (window suites are then skipped: ``needsXServer``).
    static let executable = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }

    init(extraArguments: [String] = []) throws {
        guard let xvfb = Self.executable else { throw TestFailure("Xvfb is not installed (apt-get install xvfb): .ci/run installs it") }
        // -displayfd: Xvfb picks a free display itself and writes its number once it accepts
        // connections, so suites running in parallel (and other worktrees' tests) never race for one.
        // -noreset: Xvfb otherwise resets when its last client leaves and refuses the next one meanwhile.
        let numberFile = try CommandRunner.temporaryDirectory() + "/display"
        let child = try ChildProcess(xvfb, ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
                                   + extraArguments, stdout: numberFile)
        var chosen: Int?
        for _ in 0..<300 {
            let text = (try? String(contentsOfFile: numberFile, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n"), let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                chosen = value
                break
            }
            usleep(50_000)
        }
        guard let chosen else {
            child.stop()
            throw TestFailure("Xvfb did not report a display within 15 s")
        }
        process = child
        number = chosen
    }

    var name: String { ":\(number)" }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(executable: "/usr/bin/xdotool", arguments, environment: ["DISPLAY": name], timeout: 20)
    }

    /// The id of the first window titled `name`, waiting up to 5 s for it to appear ("" if none).
    func window(named name: String) -> String {
        for _ in 0..<100 {
            let found = (try? xdotool(["search", "--name", name]))?.stdout.split(separator: "\n").first.map(String.init)
            if let found, !found.isEmpty { return found }
            usleep(50_000)
        }
        return ""
    }

    /// The colour of one screen pixel as `#RRGGBB` (xwd + ImageMagick, as a person would check).
    func pixel(x: Int, y: Int) throws -> String {
        let shell = "xwd -root -silent -display \(name) | convert xwd:- -crop 1x1+\(x)+\(y) txt:-"
        let result = try CommandRunner.run(executable: "/bin/sh", ["-c", shell], timeout: 30)
        // The line after ImageMagick's "# ImageMagick pixel enumeration" header: "0,0: (r,g,b)  #RRGGBB  srgb(…)".
        guard let hash = result.stdout.range(of: "#[0-9A-Fa-f]{6}", options: .regularExpression) else {
            throw TestFailure("no pixel from xwd: \(result.stdout) \(result.stderr)")
        }
        return String(result.stdout[hash])
    }

    deinit { process.stop() }
}
