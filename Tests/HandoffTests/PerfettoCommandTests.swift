import Foundation
import Testing

/// `--perfetto FILE`: Chrome's JSON trace event format, checked against the format's rules and
/// against the replay's own trace.
@Suite("--perfetto")
struct PerfettoCommandTests {
    static let session = CommandRunner.asset("assets/sessions/fling-seam-up.jsonl")

    /// The events of a file, after checking the format's rules: one object with a `traceEvents`
    /// array; every event has `ph`, `name` and an integer `pid`; timed events a number `ts` ≥ 0;
    /// complete events a `dur` ≥ 0; instants a scope; counters numeric args; slices on one thread
    /// never overlap.
    static func events(_ path: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                  as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        var lastEnd: [String: Double] = [:]
        for event in events {
            let ph = try #require(event["ph"] as? String)
            #expect(["M", "C", "i", "X"].contains(ph), "\(event)")
            #expect(event["name"] is String && event["pid"] is Int, "\(event)")
            if ph == "M" { continue }
            let ts = try #require(event["ts"] as? Double)
            #expect(ts >= 0)
            switch ph {
            case "X":
                let dur = try #require(event["dur"] as? Double)
                #expect(dur >= 0)
                let thread = "\(event["pid"]!)/\(event["tid"]!)"
                #expect(ts >= (lastEnd[thread] ?? 0) - 1e-6, "overlapping slice \(event)")
                lastEnd[thread] = ts + dur
            case "i":
                #expect(event["s"] as? String == "t" && event["tid"] is Int)
            case "C":
                let args = try #require(event["args"] as? [String: Any])
                #expect(!args.isEmpty && args.values.allSatisfy { $0 is Double }, "\(event)")
            default: break
            }
        }
        return events
    }

    @Test("replay --perfetto: counters equal the trace, the last offsets are the final ones; release and seam as instants")
    func replayMatchesTrace() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandRunner.run(["replay", Self.session, "--headless", "--perfetto", folder + "/t.json",
                                            "--trace", folder + "/t.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try Self.events(folder + "/t.json")
        let trace = try String(contentsOfFile: folder + "/t.jsonl", encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // Trace lines by their time in µs.
        var lines: [Double: [String: Any]] = [:]
        for line in trace { lines[(line["t"] as! Double) * 1000] = line }
        func offsets(_ line: [String: Any]) -> [String: Double] {
            Dictionary(uniqueKeysWithValues: (line["nodes"] as! [[String: Any]]).map { ($0["id"] as! String, $0["o"] as! Double) })
        }
        let offsetCounters = events.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "offset" }
        #expect(offsetCounters.count > 10)
        for counter in offsetCounters {
            let line = try #require(lines[counter["ts"] as! Double], "no trace line at \(counter["ts"]!)")
            #expect(counter["args"] as? [String: Double] == offsets(line))
        }
        for counter in events where counter["name"] as? String == "velocity" {
            let line = try #require(lines[counter["ts"] as! Double])
            #expect((counter["args"] as? [String: Double])?["v"] == line["v"] as? Double)
        }
        #expect(offsetCounters.last?["args"] as? [String: Double] == offsets(try #require(trace.last)))

        let process = events.first { $0["name"] as? String == "process_name" }
        #expect((process?["args"] as? [String: Any])?["name"] as? String == "ios · nested")
        let release = try #require(trace.compactMap { $0["release"] as? [String: Any] }.last)
        let instant = try #require(events.last { $0["name"] as? String == "release" })
        let args = try #require(instant["args"] as? [String: Any])
        #expect(instant["ts"] as? Double == (release["t"] as! Double) * 1000)
        for key in ["lift_v", "v"] { #expect(args[key] as? Double == release[key] as? Double) }
        for key in ["estimator", "curve"] { #expect(args[key] as? String == release[key] as? String) }
        #expect(events.contains { ($0["name"] as? String)?.hasPrefix("seam outer→inner") == true })
        #expect(events.contains { $0["name"] as? String == "input down" })
        #expect(events.contains { $0["ph"] as? String == "X" && $0["name"] as? String == "raster" })
    }

    @Test("compare --perfetto: one process per run, named PRESET · POLICY, in run order")
    func compareProcesses() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandRunner.run(["compare", Self.session, "--physics", "ios,chromium:latch",
                                            "--perfetto", folder + "/c.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try Self.events(folder + "/c.json")
        let names = events.filter { $0["name"] as? String == "process_name" }.map {
            "\($0["pid"]!) \(($0["args"] as? [String: Any])?["name"] as? String ?? "")"
        }
        #expect(names == ["1 ios · nested", "2 chromium · latch"])
        #expect(Set(events.compactMap { $0["pid"] as? Int }) == [1, 2])
    }
}
