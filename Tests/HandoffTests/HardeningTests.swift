import Diagnostics
import Foundation
import Testing

/// Hostile and odd input as a user would give it: the documented limits, a day-long session,
/// Ctrl-C during a replay, `--size` out of range, the help text and the JSON of `bench`.
@Suite("Hardening: limits, long replays, SIGINT, help, bench JSON", .serialized)
struct HardeningTests {
    static let header = #"{"handoff":1,"scene":"profile","physics":"ios","size":[64,48],"hz":1000}"#

    /// Each breaks one limit on the given line.
    static let hostile: [(name: String, lines: [String], line: Int, words: String)] = [
        ("huge size", [#"{"handoff":1,"scene":"profile","physics":"ios","size":[100000,100000],"hz":60}"#, #"{"t":0,"type":"end"}"#],
         1, "at most 16384 on each side"),
        ("too many pixels", [#"{"handoff":1,"scene":"feed","physics":"ios","size":[16384,8192],"hz":60}"#], 1, "at most 67108864 pixels"),
        ("huge resize", [header, #"{"t":5,"type":"resize","w":100000,"h":100000}"#], 2, "at most 16384 on each side"),
        ("far-future end", [header, #"{"t":1e12,"type":"end"}"#], 2, "beyond 24 hours"),
        ("huge wheel count", [header, #"{"t":5,"type":"wheel","x":10,"y":10,"dx":0,"dy":1000000}"#], 2, "within ±100"),
        ("coordinate out of range", [header, #"{"t":5,"type":"move","x":1e300,"y":10}"#], 2, "within ±1000000"),
        ("negative coordinate out of range", [header, #"{"t":5,"type":"down","x":5,"y":-1000001,"button":1}"#], 2, "within ±1000000"),
    ]

    @Test("a session beyond the limits exits 65 with one line naming FILE:LINE", arguments: hostile.indices)
    func hostileSessionIsRejected(index: Int) throws {
        let (name, lines, line, words) = Self.hostile[index]
        let path = try CommandRunner.temporaryDirectory() + "/hostile.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", path, "--headless", "--summary"], timeout: 30)
        #expect(result.status == 65, "\(name)")
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 1, "\(name): \(result.stderr)")
        #expect(errors.first?.contains("\(path):\(line):") == true, "\(name): \(result.stderr)")
        #expect(errors.first?.contains(words) == true, "\(name): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("odd input within the limits replays: taps far outside, zero-length drags, the largest values")
    func oddInputInRangeReplays() throws {
        let path = try CommandRunner.temporaryDirectory() + "/odd.jsonl"
        try """
        \(Self.header)
        {"t":0,"type":"down","x":-1000000,"y":1000000,"button":1}
        {"t":0,"type":"up","x":-1000000,"y":1000000,"button":1}
        {"t":10,"type":"down","x":30,"y":30,"button":1}
        {"t":10,"type":"move","x":30,"y":30}
        {"t":10,"type":"up","x":30,"y":30,"button":1}
        {"t":20,"type":"wheel","x":30,"y":30,"dx":-100,"dy":100}
        {"t":30,"type":"resize","w":1,"h":1}
        {"t":40,"type":"resize","w":16384,"h":1}
        {"t":50,"type":"down","x":0,"y":0,"button":1}
        {"t":60,"type":"move","x":0,"y":-1000000}
        {"t":70,"type":"up","x":0,"y":-1000000,"button":1}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", path, "--headless", "--summary"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"frames\":"))
    }

    /// 86 400 001 frames at 1000 Hz, nearly all idle: replay jumps over them and still reports
    /// every one (the replay rule: the first frame at or after `end`'s t is the last).
    @Test("an end 24 hours away at 1000 Hz finishes, with every frame counted")
    func dayLongSessionFinishes() throws {
        let path = try CommandRunner.temporaryDirectory() + "/day.jsonl"
        try """
        \(Self.header)
        {"t":100,"type":"down","x":30,"y":40,"button":1}
        {"t":120,"type":"move","x":30,"y":10}
        {"t":130,"type":"up","x":30,"y":5,"button":1}
        {"t":43200000,"type":"key","key":"2"}
        {"t":86400000,"type":"end"}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", path, "--headless", "--summary"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(summary?["frames"] as? Int == 86_400_001)
        let final = summary?["final"] as? [String: Any]
        #expect((final?["f"] as? NSNumber)?.intValue == 86_400_000)
        #expect((final?["t"] as? NSNumber)?.doubleValue == 86_400_000)
        #expect((final?["tab"] as? NSNumber)?.intValue == 1)  // the key at 12 h was delivered
        let drawn = try #require(summary?["drawn_frames"] as? Int)
        #expect(drawn > 0 && drawn < 10_000)
        #expect(summary?["idle_frames"] as? Int == 86_400_001 - drawn)
    }

    @Test("SIGINT stops a long replay with exit 130 and the trace so far whole")
    func sigintKeepsTheTrace() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = dir + "/day.jsonl", trace = dir + "/trace.jsonl"
        try "\(Self.header)\n{\"t\":86400000,\"type\":\"end\"}\n".write(toFile: session, atomically: true, encoding: .utf8)
        let child = try ChildProcess(CommandRunner.handoff, ["replay", session, "--headless", "--trace", trace, "--summary"],
                                     stdout: dir + "/out", stderr: dir + "/err")
        // 86.4 M trace lines take minutes: wait until some are out (in the temporary file the
        // trace is written to until it is complete), then interrupt.
        let deadline = Date().addingTimeInterval(30)
        while CommandRunner.bytesWritten(in: dir, prefix: ".trace.jsonl.partial-") < 1_000_000, Date() < deadline, child.isRunning {
            usleep(20_000)
        }
        kill(child.pid, SIGINT)
        let status = child.wait(timeout: 30)
        #expect(status == 130)
        let stderr = try String(contentsOfFile: dir + "/err", encoding: .utf8)
        #expect(stderr.contains("interrupted at frame"), "\(stderr)")
        #expect(try String(contentsOfFile: dir + "/out", encoding: .utf8).isEmpty)  // no summary of half a replay
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let frames = try TraceFrame.decode(trace: text)
        #expect(frames.count > 1000)
        #expect(frames.map(\.f) == Array(0..<frames.count))
    }

    @Test("--size beyond the limits is a usage error")
    func sizeBeyondLimits() throws {
        for args in [["run", "--size", "16385x10"], ["run", "--size", "16384x16384"], ["bench", "--size", "100000x100000"]] {
            let result = try CommandRunner.run(args, environment: ["DISPLAY": ":93"], timeout: 30)
            #expect(result.status == 64, "\(args)")
            #expect(result.stderr.contains("--size must be at most"), "\(args): \(result.stderr)")
        }
    }

    @Test("help lists scenes, presets and policies by name; run --help shows the default preset as ios")
    func helpReadsPlainly() throws {
        let help = try CommandRunner.run(["help"])
        #expect(help.status == 0)
        for name in ["profile", "sections", "feed", "chat", "ios", "android", "chromium", "firefox", "gtk", "qtquick",
                     "nested", "inner-first", "latch", "none"] {
            #expect(help.stdout.contains(name), "\(name)")
        }
        let run = try CommandRunner.run(["run", "--help"])
        let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Default: ios."))
        #expect(!run.stdout.contains("PhysicsPreset("))
    }

    /// Allocation counts are a release-build figure (debug builds allocate in unspecialised
    /// generics), so this checks only that they are reported; docs/performance.md gives the release numbers.
    @Test("bench --json has the documented keys and per-workload idle frames")
    func benchJSONKeys() throws {
        let result = try CommandRunner.run(["bench", CommandRunner.asset("assets/sessions/wheel.jsonl"),
                                            "--size", "320x200", "--frames", "30", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(report.keys) == ["size", "frames", "phases", "allocs_per_frame", "core", "rows", "overlay", "workloads"])
        #expect(report["size"] as? [Int] == [320, 200])
        #expect(report["frames"] as? Int == 30)
        let phases = try #require(report["phases"] as? [String: [String: Any]])
        #expect(Set(phases.keys) == ["engine", "raster", "present"])
        for (_, percentiles) in phases { #expect(Set(percentiles.keys) == ["p50", "p99", "max"]) }
        let workloads = try #require(report["workloads"] as? [[String: Any]])
        #expect(workloads.count == 3)   // the sweep, the session, the slide sweep (last)
        #expect((workloads.last?["name"] as? String)?.hasPrefix("slide sweep") == true)
        let redrawKeys: Set<String> = ["redraw", "core", "compose", "pixels_per_frame", "bytes_per_frame"]
        #expect(Set(workloads[0].keys) == Set<String>(["name", "frames", "idle_frames", "phases", "allocs_per_frame", "full"]).union(redrawKeys))
        let session = workloads[1]
        #expect(session["name"] as? String == "wheel.jsonl")
        #expect(Set(session.keys) == Set<String>(["name", "frames", "idle_frames", "phases", "allocs_per_frame",
                                                  "allocs_per_event_read", "full"]).union(redrawKeys))
        // Damage first, the same workload drawn in full beside it: a full frame rasterises every pixel.
        #expect(session["redraw"] as? String == "damage")
        let full = try #require((session["full"] as? [[String: Any]])?.first)
        #expect(full["redraw"] as? String == "full")
        // The session runs at its own size (1280×800); a wheel notch moves the list, so damage draws less.
        let fullPixels = try #require((full["pixels_per_frame"] as? NSNumber)?.doubleValue)
        let damagePixels = try #require((session["pixels_per_frame"] as? NSNumber)?.doubleValue)
        #expect(fullPixels == 1_024_000)
        #expect(damagePixels < fullPixels)
        #expect((session["idle_frames"] as? Int ?? 0) > 0)  // wheel.jsonl rests between notches
        #expect((session["allocs_per_frame"] as? Double).map { $0 >= 0 } == true)
        #expect((session["frames"] as? Int ?? 0) > 0)
    }
}
