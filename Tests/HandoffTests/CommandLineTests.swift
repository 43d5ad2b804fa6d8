import Diagnostics
import Foundation
import Sessions
import Testing

@Suite("The command line: usage, bad input, exit codes", .serialized)
struct CommandLineTests {
    @Test("--version and --help")
    func versionAndHelp() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        for word in ["run", "replay", "bench"] { #expect(help.stdout.contains(word)) }
    }

    @Test("bad usage exits 64")
    func badUsage() throws {
        #expect(try CommandRunner.run(["run", "--size", "0x5"]).status == 64)
        #expect(try CommandRunner.run(["run", "--scene", "nowhere"]).status == 64)
        #expect(try CommandRunner.run(["replay"]).status == 64)
        #expect(try CommandRunner.run(["replay", "x.jsonl", "--speed", "-1"]).status == 64)
    }

    @Test("a session that does not validate exits 65 with one line FILE:LINE: problem")
    func badSession() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let path = dir + "/bad.jsonl"
        try """
        {"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}
        {"t":0,"type":"down","x":640,"y":500,"button":1}
        {"t":-1,"type":"move","x":640,"y":480}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", path, "--headless", "--summary"])
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\(path):3:") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test("a torn last line is a warning, not a failure")
    func tornLastLine() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let path = dir + "/torn.jsonl"
        try """
        {"handoff":1,"scene":"profile","physics":"ios","size":[640,480],"hz":60}
        {"t":0,"type":"down","x":320,"y":400,"button":1}
        {"t":100,"type":"move","x":320,"y":300}
        {"t":200,"type":"up","x":320,"y":30
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", path, "--headless", "--summary"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning"))
        #expect(result.stdout.contains("\"frames\":"))
    }

    @Test("a missing session file exits 1")
    func missingFile() throws {
        let result = try CommandRunner.run(["replay", "/nonexistent/session.jsonl", "--headless"])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("no X display exits 69 with one line")
    func noDisplay() throws {
        for args in [["run"], [], ["replay", CommandRunner.asset("assets/sessions/wheel.jsonl")]] {
            let result = try CommandRunner.run(args, environment: ["DISPLAY": ":93"], timeout: 30)
            #expect(result.status == 69, "\(args)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("display"))
        }
    }

    @Test("headless replay writes a trace in the documented shape, a summary matching its last line, and a PNG")
    func traceSummaryScreenshot() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let session = dir + "/s.jsonl"
        try """
        {"handoff":1,"scene":"profile","physics":"ios","size":[800,600],"hz":60,"future_key":true}
        {"t":0,"type":"down","x":400,"y":500,"button":1}
        {"t":8.3,"type":"move","x":400,"y":480}
        {"t":16.6,"type":"move","x":400,"y":400}
        {"t":33.2,"type":"move","x":400,"y":300}
        {"t":50,"type":"up","x":400,"y":290,"button":1}
        {"t":2000,"type":"end"}
        """.write(toFile: session, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["replay", session, "--headless", "--trace", dir + "/t.jsonl",
                                            "--summary", "--screenshot", dir + "/last.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try String(contentsOfFile: dir + "/t.jsonl", encoding: .utf8)
        let frames = try TraceFrame.decode(trace: trace)
        // end at t = 2000: the first frame at or after it is frame 120 (t = 2000.0), the last.
        #expect(frames.count == 121)
        #expect(frames.last?.t == 2000)
        // The documented fields in its order, then the seam inspector (profile: nodes outer and inner).
        let firstLine = JSONValue(parsing: String(trace.prefix { $0 != "\n" }))
        #expect(Self.keys(firstLine) == ["f", "t", "scene", "tab", "outer", "inner", "phase", "v",
                                         "nodes", "id", "axis", "o", "d", "max", "id", "axis", "o", "d", "max", "left"])
        #expect(frames.map(\.f) == Array(0...120))
        #expect(frames[1].outer == 100 && frames[1].phase == .drag)   // down + two moves by t = 16.67
        #expect(frames.contains { $0.phase == .fling })
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(summary?["frames"] as? Int == 121)
        #expect((summary?["hash"] as? String)?.count == 16)
        let final = summary?["final"] as? [String: Any]
        #expect((final?["f"] as? NSNumber)?.intValue == 120)
        #expect((final?["outer"] as? NSNumber)?.doubleValue == frames.last?.outer)
        let core = summary?["core_ms"] as? [String: Any]
        #expect(core?["p50"] != nil && core?["p99"] != nil && core?["max"] != nil)
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/last.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("--trace - writes the trace to standard output")
    func traceToStdout() throws {
        let result = try CommandRunner.run(["replay", CommandRunner.asset("assets/sessions/wheel.jsonl"), "--headless", "--trace", "-"])
        #expect(result.status == 0)
        let frames = try TraceFrame.decode(trace: result.stdout)
        #expect(frames.count > 30)
    }

    /// Every object key of `value` in the order written, nested objects' keys where they stand.
    static func keys(_ value: JSONValue?) -> [String] {
        switch value {
        case .object(let object)?: zip(object.keys, object.values).flatMap { [$0] + keys($1) }
        case .array(let items)?: items.flatMap { keys($0) }
        default: []
        }
    }
}
