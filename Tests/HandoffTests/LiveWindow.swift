import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `handoff run` on an Xvfb display, followed through the window's own signals rather than fixed
/// sleeps: the `live:` line on standard error (input is read from then on) and its recording,
/// which the window writes an event at a time as it handles them — every input, and a `frame`
/// event for every frame it presents (none while nothing changes).
final class LiveWindow {
    let display: XvfbDisplay
    /// The folder holding the recording, the standard error and whatever else the run writes.
    let directory: String
    let process: ChildProcess

    /// Starts `handoff run ARGUMENTS --record DIR/rec.jsonl` with standard error in DIR/stderr.txt
    /// (and standard output in DIR/stdout.txt), and waits for its `live:` line. An argument
    /// `@NAME` stands for DIR/NAME (`--trace @trace.jsonl`).
    init(_ display: XvfbDisplay, _ arguments: [String]) throws {
        self.display = display
        let directory = try CommandRunner.temporaryDirectory()
        self.directory = directory
        let resolved = arguments.map { $0.hasPrefix("@") ? directory + "/" + $0.dropFirst() : $0 }
        process = try ChildProcess(CommandRunner.handoff, ["run"] + resolved + ["--record", directory + "/rec.jsonl"],
                                   environment: ["DISPLAY": display.name],
                                   stdout: directory + "/stdout.txt", stderr: directory + "/stderr.txt")
        try waitFor("its live line on standard error", timeout: 30) { self.stderr.contains("live: ") }
    }

    deinit { process.stop() }

    /// A file the run wrote, as text ("" if there is none).
    func text(_ name: String) -> String {
        (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
    }

    var stderr: String { text("stderr.txt") }

    /// The recording's lines so far (read from the file being written, before `finish` renames it).
    var recorded: [Substring] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard let partial = names.first(where: { $0.hasPrefix(".rec.jsonl.partial-") }) ?? names.first(where: { $0 == "rec.jsonl" })
        else { return [] }
        return text(partial).split(separator: "\n")
    }

    /// Presented frames so far.
    var framesPresented: Int { recorded.count { $0.contains(#""type":"frame""#) } }

    /// Waits (up to `timeout` s) until `done` holds, polling what the window wrote; fails the test
    /// with `what` when it never does or the window exits first.
    func waitFor(_ what: String, timeout: TimeInterval = 20, _ done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !done() {
            guard process.isRunning else { throw TestFailure("the window exited before \(what); stderr: \(stderr)") }
            guard Date() < deadline else { throw TestFailure("no \(what) within \(Int(timeout)) s; stderr: \(stderr)") }
            usleep(10_000)
        }
    }

    /// Waits until the window has recorded `count` more lines holding `fragment` than `before`
    /// (the input xdotool sent, handled).
    func waitForRecorded(_ fragment: String, count: Int = 1, after before: Int = 0) throws {
        try waitFor("\(count) recorded \(fragment)") { recorded.count { $0.contains(fragment) } >= before + count }
    }

    /// Waits until the window's last recorded line is a frame (the frame that shows the input
    /// before it: the window records a frame after the input it shows) and nothing more comes for
    /// `quiet` frames' time at the run's rate: what it shows has settled (an animation ended).
    func waitUntilSettled(hz: Double = 60, quiet: Int = 6) throws {
        var count = -1
        var since = Date()
        try waitFor("rest after the input (frames kept coming)", timeout: 30) {
            let lines = recorded
            if lines.count != count { (count, since) = (lines.count, Date()) }
            return lines.last?.contains(#""type":"frame""#) == true && Date().timeIntervalSince(since) > Double(quiet) / hz
        }
    }

    /// Sends `q` and returns the exit status.
    func quit() throws -> Int32 {
        try display.xdotool(["key", "q"])
        return process.wait(timeout: 20)
    }
}

/// Window suites need an X server: without Xvfb they are skipped, saying why.
extension Trait where Self == ConditionTrait {
    static var needsXServer: Self {
        .enabled(if: XvfbDisplay.executable != nil, "needs Xvfb (apt-get install xvfb, or scripts/setup.sh test)")
    }
}
