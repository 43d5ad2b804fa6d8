import Foundation
import Testing

/// A private Xvfb server for one test; always killed, even when the test fails.
final class XvfbDisplay {
    let number: Int
    private let process: ChildProcess

    init(extraArguments: [String] = []) throws {
        let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xvfb else { throw TraceError("Xvfb is not installed (apt-get install xvfb): .ci/run installs it") }
        var chosen = 0
        for candidate in 180..<260 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock") {
            chosen = candidate
            break
        }
        guard chosen != 0 else { throw TraceError("no free X display number") }
        number = chosen
        // -noreset: Xvfb otherwise resets when its last client leaves and refuses the next one meanwhile.
        process = try ChildProcess(xvfb, [":\(chosen)", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
                                   + extraArguments)
        for _ in 0..<100 {
            if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(chosen)"),
               (try? xdotool(["getmouselocation"]))?.status == 0 { return }
            usleep(50_000)
        }
        process.stop()
        throw TraceError("Xvfb :\(chosen) did not start")
    }

    var name: String { ":\(number)" }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(executable: "/usr/bin/xdotool", arguments, environment: ["DISPLAY": name], timeout: 20)
    }

    /// The colour of one screen pixel as `#RRGGBB` (xwd + ImageMagick, as a person would check).
    func pixel(x: Int, y: Int) throws -> String {
        let shell = "xwd -root -silent -display \(name) | convert xwd:- -crop 1x1+\(x)+\(y) txt:-"
        let result = try CommandRunner.run(executable: "/bin/sh", ["-c", shell], timeout: 30)
        // The line after ImageMagick's "# ImageMagick pixel enumeration" header: "0,0: (r,g,b)  #RRGGBB  srgb(…)".
        guard let hash = result.stdout.range(of: "#[0-9A-Fa-f]{6}", options: .regularExpression) else {
            throw TraceError("no pixel from xwd: \(result.stdout) \(result.stderr)")
        }
        return String(result.stdout[hash])
    }

    deinit { process.stop() }
}
