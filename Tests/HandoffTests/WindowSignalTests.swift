import Diagnostics
import Foundation
import Sessions
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals end a waiting window with whole files (130, 129): the window lane of the honest
/// failures (HonestFailureTests holds the rest).
@Suite("Signals stop a window: replay asleep between frames, the live window", .serialized, .needsXServer)
struct WindowSignalTests {
    /// Whether process `pid` is asleep (its main thread waits: state `S` in /proc/PID/stat).
    static func asleep(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("S")
    }

    @Test("a slow windowed replay wakes at once on SIGINT, SIGTERM (130) and SIGHUP (129)",
          arguments: [[SIGINT, 130], [SIGTERM, 130], [SIGHUP, 129]] as [[Int32]])
    func windowedReplayStopsOnSignals(pair: [Int32]) throws {
        let (signal, status) = (pair[0], pair[1])
        let display = try XvfbDisplay()
        let dir = try CommandRunner.temporaryDirectory()
        let session = try HonestFailureTests.session(in: dir, seconds: 60)
        let child = try ChildProcess(CommandRunner.handoff, ["replay", session, "--speed", "0.0001", "--trace", dir + "/t.jsonl"],
                                     environment: ["DISPLAY": display.name], stdout: dir + "/out", stderr: dir + "/err")
        // Running, its first frame traced, and asleep until the second (10 s away at this speed).
        let ready = Date().addingTimeInterval(20)
        while CommandRunner.bytesWritten(in: dir, prefix: ".t.jsonl.partial-") == 0 || !Self.asleep(child.pid),
              Date() < ready, child.isRunning { usleep(10_000) }
        #expect(child.isRunning)
        let sent = Date()
        kill(child.pid, signal)
        #expect(child.wait(timeout: 20) == status)
        #expect(Date().timeIntervalSince(sent) < 5)
        // The trace so far is in place and whole.
        let text = try String(contentsOfFile: dir + "/t.jsonl", encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        #expect(try TraceFrame.decode(trace: text).first?.f == 0)
    }

    @Test("the live window stops on SIGHUP with 129: the recording and the trace in place and whole")
    func liveWindowStopsOnHangup() throws {
        let display = try XvfbDisplay()
        let window = try LiveWindow(display, ["--size", "320x240", "--trace", "@trace.jsonl"])
        try window.waitFor("a presented frame") { window.framesPresented > 0 }
        #expect(window.process.isRunning)
        kill(window.process.pid, SIGHUP)
        #expect(window.process.wait(timeout: 20) == 129)
        let dir = window.directory
        let recording = try SessionReader.readAll(path: dir + "/rec.jsonl")
        #expect(recording.events.last?.event == .end)
        #expect(recording.warnings.isEmpty)
        let trace = try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8)
        #expect(trace.hasSuffix("\n"))
        #expect(window.stderr.contains("recorded \(dir)/rec.jsonl"), "\(window.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["rec.jsonl", "stderr.txt", "stdout.txt", "trace.jsonl"])
    }
}
