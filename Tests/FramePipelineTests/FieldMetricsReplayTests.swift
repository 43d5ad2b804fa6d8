import CAllocationCounter
import Foundation
import Diagnostics
import Replay
import Sessions
import Testing

/// The field metrics of whole replays: sessions written here, answers worked out by hand.
@Suite("Field metrics of a replay")
struct FieldMetricsReplayTests {
    static let vsync = 1000.0 / 60

    /// A live-recording-style session at 60 Hz: a pointer drag up 4 px every 8 ms (the down at
    /// 3 ms, moves at 11, 19, … ms: never at a frame's time), and `frame` events at `presents`.
    static func session(presents: [Double], lastInputMs: Double) -> [UInt8] {
        var timed: [(Double, Int, String)] = []
        var y = 600.0
        var t = 3.0
        timed.append((t, 0, #""type":"down","x":640,"y":600,"button":1"#))
        while t + 8 <= lastInputMs {
            t += 8
            y -= 4
            timed.append((t, 0, "\"type\":\"move\",\"x\":640,\"y\":\(y)"))
        }
        timed.append((t + 0.5, 0, "\"type\":\"up\",\"x\":640,\"y\":\(y),\"button\":1"))
        // A frame event at the same time as an input comes after it (order 1 after 0).
        for present in presents { timed.append((present, 1, #""type":"frame""#)) }
        timed.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var text = #"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"# + "\n"
        for (t, _, body) in timed { text += "{\"t\":\(t),\(body)}\n" }
        return Array(text.utf8)
    }

    static func replay(_ bytes: [UInt8]) throws -> ReplaySummary {
        let replay = try Replay(reader: SessionReader(bytes: bytes, name: "s.jsonl"))
        return try replay.run()
    }

    /// Frames at 0, 1, 2, 3 V, then 100 ms (3 V after 50) and 133.333 ms (2 V after 100), then
    /// every V to 300 ms; the finger moves every 8 ms until 283 ms.
    /// - 100 ms: ΔP = 50 000 µs > 1.5 V (25 000 µs; V = 16 667 µs). Its first input, 51 ms, came
    ///   8 ms after the 50 ms frame's last (43 ms) < 1.5 V: input was waiting. Janky, and
    ///   ⌊(50 000 + 8 333) / 16 667⌋ − 1 = 3 − 1 = 2 vsyncs missed.
    /// - 133.333 ms: ΔP = 33 333 µs > 25 000; first input 107 ms, the previous frame's last 99 ms:
    ///   janky, ⌊(33 333 + 8 333) / 16 667⌋ − 1 = 2 − 1 = 1 missed.
    /// - Every other frame is one V after the previous one: not janky.
    /// So 2 janky frames and 3 missed vsyncs.
    @Test("input every 8 ms and two late presents (gaps of 3 and 2 vsyncs): 2 janky frames, 3 missed vsyncs")
    func twoLatePresents() throws {
        let presents = (0...3).map { Double($0) * Self.vsync } + [100, 400.0 / 3] + (9...18).map { Double($0) * Self.vsync }
        let summary = try Self.replay(Self.session(presents: presents, lastInputMs: 283))
        #expect(summary.field.jankV3Frames == 2)
        #expect(summary.field.jankV3MissedVsyncs == 3)
        #expect(summary.field.scrollFrames > 10)
        #expect(summary.field.averageLagPx > 0)
    }

    /// The same drag presented every vsync has no delayed frame.
    @Test("the same drag presented every vsync: no jank")
    func steady() throws {
        let summary = try Self.replay(Self.session(presents: (0...18).map { Double($0) * Self.vsync }, lastInputMs: 283))
        #expect(summary.field.jankV3Frames == 0)
        #expect(summary.field.scrollFrames > 10)
    }

    /// The summary's JSON carries the keys flat, beside `frames`.
    @Test("replay --summary's JSON has the field metrics' keys")
    func summaryKeys() throws {
        let summary = try Self.replay(Self.session(presents: (0...18).map { Double($0) * Self.vsync }, lastInputMs: 283))
        let object = try JSONSerialization.jsonObject(with: Data(summary.json.utf8)) as? [String: Any]
        for key in ["jank_v3_frames", "jank_v3_missed_vsyncs", "jank_v3_pct", "scroll_frames", "predictor_jank_pct",
                    "average_lag_px"] {
            #expect(object?[key] is NSNumber, "\(key)")
        }
    }

    /// Measuring a replay's frames allocates nothing per frame: an observer fed every frame of a
    /// drag and its fling (after the first few, which size its buffer) makes no heap allocation.
    @Test("the field metrics allocate nothing per frame")
    func noAllocations() throws {
        let replay = try Replay(reader: SessionReader(bytes: Self.session(presents: (0...60).map { Double($0) * Self.vsync },
                                                                          lastInputMs: 283), name: "s.jsonl"))
        var observer = FieldMetricsObserver(hz: 60)
        var allocations: UInt64 = 0
        var frames = 0
        _ = try replay.run(afterFrame: { _, time, state in
            let events = replay.frameEvents
            let before = handoff_thread_allocation_count()
            observer.frame(atMs: time, events: events, state: state)
            if frames >= 5 { allocations += handoff_thread_allocation_count() - before }
            frames += 1
        })
        #expect(frames > 50)
        #expect(allocations == 0, "\(allocations) allocations in \(frames) frames")
        #expect(observer.metrics == replay.field.metrics)
    }

    /// The Perfetto recorder marks the same two frames janky, at 100 and 133.333 ms, missing 2 and
    /// 1 vsyncs.
    @Test("the janky frames are instants in the Perfetto events")
    func jankyInstants() throws {
        let presents = (0...3).map { Double($0) * Self.vsync } + [100, 400.0 / 3] + (9...18).map { Double($0) * Self.vsync }
        let replay = try Replay(reader: SessionReader(bytes: Self.session(presents: presents, lastInputMs: 283), name: "s.jsonl"))
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        var recorder = PerfettoRecorder(pid: 1, name: "ios · nested") { lines.all.append($0) }
        _ = try replay.run(afterFrame: { _, time, state in
            recorder.frame(timeMs: time, events: replay.frameEvents, state: state, timing: nil, jank: replay.field.lastFrameJank)
        })
        let janky = try lines.all.filter { $0.contains("\"janky frame\"") }.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(janky.map { $0["ts"] as? Double } == [100_000, 400_000.0 / 3])
        #expect(janky.map { ($0["args"] as? [String: Any])?["missed_vsyncs"] as? Int } == [2, 1])
    }
}
