import Diagnostics
import Foundation
import Sessions
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26 as a user meets it: every output checked (one line with the OS reason, exit 1),
/// a closed pipe ends quietly (141), outputs never replace inputs (64), signals end waiting
/// loops with whole files (130, 129), preset and option errors that say what is wrong.
@Suite("Honest failures: outputs, pipes, inputs, signals, presets, options", .serialized)
struct HonestFailureTests {
    static let header = #"{"handoff":1,"scene":"profile","physics":"ios","size":[64,48],"hz":1000}"#

    /// A session of `seconds` at 1000 Hz with one drag: `seconds * 1000` trace lines.
    static func session(in dir: String, seconds: Int = 2, name: String = "s.jsonl") throws -> String {
        let path = dir + "/" + name
        try """
        \(header)
        {"t":10,"type":"down","x":30,"y":40,"button":1}
        {"t":30,"type":"move","x":30,"y":20}
        {"t":40,"type":"up","x":30,"y":20,"button":1}
        {"t":\(seconds * 1000),"type":"end"}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `handoff args…` with standard output going to `stdout` (a path: /dev/full, a file).
    static func run(_ arguments: [String], stdout: String, timeout: TimeInterval = 60) throws -> (status: Int32, stderr: String) {
        let err = try CommandRunner.temporaryDirectory() + "/err"
        let child = try ChildProcess(CommandRunner.handoff, arguments, stdout: stdout, stderr: err)
        let status = child.wait(timeout: timeout)
        return (status, (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    // MARK: - Checked outputs

    @Test("a trace to /dev/full: exit 1, one line with the OS reason")
    func traceToFullDevice() throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory())
        let result = try CommandRunner.run(["replay", session, "--headless", "--trace", "/dev/full"])
        #expect(result.status == 1)
        #expect(Self.lines(result.stderr) == ["handoff: /dev/full: cannot write: No space left on device"])
    }

    @Test("standard output on /dev/full fails loudly for every command that prints", arguments: [
        ["replay", "SESSION", "--headless", "--summary"],
        ["replay", "SESSION", "--headless", "--trace", "-"],
        ["compare", "SESSION"],
        ["compare", "SESSION", "--json"],
        ["physics", "list"],
        ["physics", "show", "gtk"],
        ["bench", "SESSION", "--frames", "1", "--size", "64x48", "--json"],
        ["bench", "SESSION", "--frames", "1", "--size", "64x48"],
    ])
    func standardOutputOnFullDevice(arguments: [String]) throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory())
        let result = try Self.run(arguments.map { $0 == "SESSION" ? session : $0 }, stdout: "/dev/full")
        #expect(result.status == 1, "\(arguments)")
        #expect(Self.lines(result.stderr) == ["handoff: standard output: cannot write: No space left on device"], "\(arguments)")
    }

    @Test("a closed pipe ends the trace at once and quietly, exit 141, even with SIGPIPE ignored")
    func brokenPipeEndsQuietly() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = try Self.session(in: dir, seconds: 600)  // 600 000 trace lines, far beyond a pipe's buffer
        let script = #"trap "" PIPE; "$0" replay "$1" --headless --trace - 2>"$2" | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}""#
        let started = Date()
        let result = try CommandRunner.run(executable: "/bin/bash", ["-c", script, CommandRunner.handoff, session, dir + "/err"], timeout: 60)
        #expect(result.stdout == "141\n")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(try String(contentsOfFile: dir + "/err", encoding: .utf8) == "")
    }

    @Test("a PNG that cannot be created is one readable line, exit 1")
    func pngErrorIsReadable() throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory())
        let result = try CommandRunner.run(["replay", session, "--headless", "--screenshot", "/nonexistent-dir/x.png"])
        #expect(result.status == 1)
        #expect(Self.lines(result.stderr) == ["handoff: /nonexistent-dir/x.png: cannot create PNG: No such file or directory"])
    }

    /// A small tmpfs (root only: mount(8)); unmounted at the end.
    final class SmallDisk {
        let path: String
        init(kilobytes: Int) throws {
            path = try CommandRunner.temporaryDirectory()
            let mount = try CommandRunner.run(executable: "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path], timeout: 20)
            guard mount.status == 0 else { throw TestFailure("mount: \(mount.stderr)") }
        }
        var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? [] }
        deinit { _ = try? CommandRunner.run(executable: "/bin/umount", [path], timeout: 20) }
    }

    static var canMount: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    @Test("a full disk: trace and PNG fail with exit 1 and leave no file at all", .enabled(if: canMount))
    func fullDiskLeavesNothing() throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory(), seconds: 30)
        let disk = try SmallDisk(kilobytes: 256)
        let trace = try CommandRunner.run(["replay", session, "--headless", "--trace", disk.path + "/t.jsonl"])
        #expect(trace.status == 1)
        #expect(Self.lines(trace.stderr) == ["handoff: \(disk.path)/t.jsonl: cannot write: No space left on device"])
        #expect(disk.files == [])
        // Fill the disk (dd stops at ENOSPC): the PNG cannot fit.
        let fill = try CommandRunner.run(executable: "/bin/dd", ["if=/dev/zero", "of=\(disk.path)/fill", "bs=4096"], timeout: 20)
        #expect(fill.stderr.contains("No space left on device"))
        let png = try CommandRunner.run(["replay", session, "--headless", "--screenshot", disk.path + "/x.png"])
        #expect(png.status == 1)
        #expect(Self.lines(png.stderr).count == 1)
        #expect(png.stderr.contains("x.png: cannot write PNG: No space left on device"), "\(png.stderr)")
        #expect(disk.files == ["fill"])
    }

    @Test("a recording on a disk that fills: the error says how many events are safe, and those replay", .enabled(if: canMount))
    func recordingOnFullDisk() throws {
        let disk = try SmallDisk(kilobytes: 64)
        let path = disk.path + "/rec.jsonl"
        let header = SessionHeader(scene: .profile, physics: "ios", width: 64, height: 48, hz: 60)
        let recorder = try SessionRecorder(path: path, header: header)
        var failure: SessionError?
        for index in 0..<100_000 {
            do { try recorder.record(.move(x: Double(index % 64), y: 12.5), at: Double(index)) } catch {
                failure = error
                break
            }
        }
        let error = try #require(failure)
        #expect(error.kind == .io)
        let saved = recorder.eventCount
        #expect(saved > 1000)
        #expect(error.description == "\(path):\(saved + 2): cannot write: No space left on device; the \(saved) events before it are saved (lines 1-\(saved + 1), no end: replay runs until the scene rests)")
        #expect(disk.files == ["rec.jsonl"])
        #expect(try SessionReader.readAll(path: path).events.count == saved)
        #expect(throws: SessionError.self) { try recorder.finish(endAt: 1e6) }
    }

    // MARK: - Outputs never overwrite inputs

    @Test("an output naming an input (itself, a symlink, a preset file) is refused with 64 and the input untouched")
    func outputsNeverReplaceInputs() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = try Self.session(in: dir)
        let original = try String(contentsOfFile: session, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.jsonl", withDestinationPath: session)
        let preset = dir + "/p.json"
        try #"{"base":"gtk"}"#.write(toFile: preset, atomically: true, encoding: .utf8)
        let cases: [[String]] = [
            ["replay", session, "--headless", "--trace", session],
            ["replay", session, "--headless", "--trace", dir + "/link.jsonl"],
            ["replay", session, "--headless", "--screenshot", session],
            ["replay", session, "--headless", "--physics", preset, "--screenshot", preset],
            ["compare", session, "--plot", session],
        ]
        for arguments in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(Self.lines(result.stderr).count == 1 && result.stderr.contains("refusing to overwrite"), "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: session, encoding: .utf8) == original)
        #expect(try String(contentsOfFile: preset, encoding: .utf8) == #"{"base":"gtk"}"#)
    }

    @Test("two outputs naming one file, or run writing over its preset file, are refused with 64 before anything is written")
    func sharedOutputsAreRefused() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = try Self.session(in: dir)
        let preset = dir + "/p.json"
        try #"{"base":"gtk"}"#.write(toFile: preset, atomically: true, encoding: .utf8)
        let out = dir + "/out.jsonl"
        let cases: [([String], String)] = [
            (["replay", session, "--headless", "--trace", out, "--screenshot", out], "both name"),
            (["replay", session, "--headless", "--trace", out, "--screenshot", dir + "/./sub/../out.jsonl"], "both name"),
            (["run", "--record", out, "--trace", out], "both name"),
            (["run", "--physics", preset, "--record", preset], "refusing to overwrite"),
        ]
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        for (arguments, words) in cases {
            // DISPLAY is unset: the refusal must come before any window is asked for.
            let result = try CommandRunner.run(arguments, environment: ["DISPLAY": ""])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(Self.lines(result.stderr).count == 1 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try String(contentsOfFile: preset, encoding: .utf8) == #"{"base":"gtk"}"#)
    }

    // MARK: - Signals

    @Test("SIGHUP during replay --trace: exit 129, the trace whole lines up to that frame")
    func hangupKeepsWholeLines() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = try Self.session(in: dir, seconds: 86_000)
        let trace = dir + "/trace.jsonl"
        let child = try ChildProcess(CommandRunner.handoff, ["replay", session, "--headless", "--trace", trace],
                                     stdout: dir + "/out", stderr: dir + "/err")
        let deadline = Date().addingTimeInterval(30)
        while CommandRunner.bytesWritten(in: dir, prefix: ".trace.jsonl.partial-") < 300_000, Date() < deadline, child.isRunning {
            usleep(5_000)
        }
        kill(child.pid, SIGHUP)
        #expect(child.wait(timeout: 30) == 129)
        let stderr = try String(contentsOfFile: dir + "/err", encoding: .utf8)
        #expect(stderr.hasPrefix("handoff: hung up at frame"), "\(stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let frames = try TraceFrame.decode(trace: text)
        #expect(frames.count > 1000)
        #expect(frames.map(\.f) == Array(0..<frames.count))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["err", "out", "s.jsonl", "trace.jsonl"])
    }

    // MARK: - Preset files

    static let presetCases: [(name: String, text: String, status: Int32, words: String)] = [
        ("invalid JSON with its position", "{\n  \"base\": \"ios\",\n  \"touch_slop\": 4,,\n}", 65, "p.json:3:19: not valid JSON: unexpected character ','"),
        ("a number that overflows", "{\"base\":\"ios\",\n\"touch_slop\":1e400}", 65, "p.json:2:1: \"touch_slop\": number out of range"),
        ("the valid handoff values", #"{"base":"ios","handoff":"yolo"}"#, 65, #"p.json:1:15: "handoff": unknown value "yolo" (expected one of nested, inner-first, latch, none, apz, coordinator, press, outermost)"#),
        ("duplicate keys", #"{"base":"ios","base":"gtk"}"#, 65, #"p.json:1:15: not valid JSON: duplicate key "base""#),
        ("min above max", #"{"base":"ios","min_fling_velocity":9000,"max_fling_velocity":10}"#, 65, #"p.json:1:15: "min_fling_velocity": must be <= max_fling_velocity (9000 > 10)"#),
        ("a fling that never settles", #"{"base":"ios","fling":{"rate":0.9999999999}}"#, 65, #"p.json:1:15: "fling": a fling at max_fling_velocity"#),
        ("a name with a newline", #"{"base":"ios","name":"a\nb"}"#, 65, #"p.json:1:15: "name": holds U+000A, not a printable character"#),
        ("a name with ESC", #"{"base":"ios","name":"\u001b[31m"}"#, 65, #""name": holds U+001B"#),
        ("a byte order mark", "\u{FEFF}{\"base\":\"ios\"}", 65, "p.json:1:1: byte order mark (EF BB BF)"),
        ("an unknown key lists the known ones", #"{"base":"ios","touch_slopp":4}"#, 65, #"p.json:1:15: "touch_slopp": unknown key (expected one of base, "#),
        ("a wrong kind", #"{"base":"ios","touch_slop":"4"}"#, 65, #""touch_slop": expected a number, got a string"#),
    ]

    @Test("a bad preset file: exit 65, one line FILE:LINE:COLUMN naming the key", arguments: presetCases.indices)
    func badPresetFile(index: Int) throws {
        let (name, text, status, words) = Self.presetCases[index]
        let dir = try CommandRunner.temporaryDirectory()
        let preset = dir + "/p.json"
        try text.write(toFile: preset, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["physics", "show", preset])
        #expect(result.status == status, "\(name)")
        #expect(Self.lines(result.stderr).count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(words), "\(name): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a missing preset file or a directory: exit 1 with the OS reason, as for sessions")
    func unreadablePresetFile() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let missing = try CommandRunner.run(["physics", "show", dir + "/none.json"])
        #expect(missing.status == 1)
        #expect(Self.lines(missing.stderr) == ["handoff: \(dir)/none.json: cannot open: No such file or directory"])
        try FileManager.default.createDirectory(atPath: dir + "/d.json", withIntermediateDirectories: false)
        let directory = try CommandRunner.run(["physics", "show", dir + "/d.json"])
        #expect(directory.status == 1)
        #expect(Self.lines(directory.stderr) == ["handoff: \(dir)/d.json: cannot read: Is a directory"])
        let session = try CommandRunner.run(["replay", dir + "/none.jsonl", "--headless"])
        #expect(session.status == 1)
    }

    @Test("a session with a byte order mark is refused in the same words as a preset")
    func sessionByteOrderMark() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = dir + "/bom.jsonl"
        try ("\u{FEFF}" + Self.header + "\n").write(toFile: session, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", session, "--headless"])
        #expect(result.status == 65)
        #expect(Self.lines(result.stderr) == ["handoff: \(session):1: byte order mark (EF BB BF): save the file as UTF-8 without one"])
    }

    // MARK: - Options

    @Test("numeric options state their real range; negative values parse as values", arguments: [
        (["replay", "SESSION", "--headless", "--load-latency", "86400001"], "--load-latency must be >= 0 and <= 86400000 ms, got 86400001"),
        (["replay", "SESSION", "--headless", "--speed", "inf"], "--speed must be >= 0.0001 and <= 10000, got inf"),
        (["replay", "SESSION", "--headless", "--hz", "-60"], "--hz must be > 0 and <= 1000, got -60"),
        (["run", "--hz", "-60"], "--hz must be > 0 and <= 1000, got -60"),
        (["bench", "--size", "-5x5"], "--size must be at least 1×1, got -5×5"),
        (["bench", "--frames", "-1"], "--frames must be >= 1 and <= 10000000, got -1"),
        (["compare", "SESSION", "--physics", "ios,warp"], "unknown preset 'warp'"),
    ])
    func optionRanges(arguments: [String], words: String) throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory())
        let result = try CommandRunner.run(arguments.map { $0 == "SESSION" ? session : $0 }, environment: ["DISPLAY": ":93"])
        #expect(result.status == 64, "\(arguments)")
        #expect(Self.lines(result.stderr).count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
    }

    @Test("the header holds load_latency_ms to the option's range")
    func headerSharesTheLimit() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = dir + "/chat.jsonl"
        try #"{"handoff":1,"scene":"chat","physics":"ios","size":[64,48],"hz":60,"load_latency_ms":1e300}"#.appending("\n")
            .write(toFile: session, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", session, "--headless"])
        #expect(result.status == 65)
        #expect(result.stderr.contains(#"chat.jsonl:1: expected "load_latency_ms" to be a finite number >= 0 and <= 86400000 (ms)"#), "\(result.stderr)")
    }

    @Test("the old comma forms and the repeated forms of the list options give the same runs")
    func listOptionForms() throws {
        let session = try Self.session(in: try CommandRunner.temporaryDirectory())
        let comma = try CommandRunner.run(["compare", session, "--physics", "ios,gtk", "--handoff", "nested,latch", "--json"])
        let repeated = try CommandRunner.run(["compare", session, "--physics", "ios", "--physics", "gtk",
                                              "--handoff", "nested", "--handoff", "latch", "--json"])
        #expect(comma.status == 0, "\(comma.stderr)")
        #expect(Self.lines(comma.stdout).count == 4)
        #expect(comma.stdout == repeated.stdout)
    }
}
