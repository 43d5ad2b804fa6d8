import CAllocationCounter
import Testing
import ScrollMetrics

/// The meter over hand-built frames whose answers are worked out below.
@Suite("Field metrics meter")
struct FieldMetricsMeterTests {
    static let vsyncMs = 1000.0 / 60

    /// A finger moving up 4 px every 8 ms from t = 0 (the down at 0), frames presented at
    /// `presents`; each frame delivers the inputs after the previous frame, up to its own time,
    /// and shows what they moved.
    static func drag(presents: [Double]) -> FieldMetricsMeter {
        var meter = FieldMetricsMeter(vsyncMs: vsyncMs)
        var nextInput = 0.0
        for present in presents {
            meter.beginFrame(presentedMs: present)
            var shown = 0.0
            while nextInput <= present {
                meter.input(timeMs: nextInput, startsScroll: nextInput == 0, fingerMove: nextInput == 0 ? nil : (0, -4))
                if nextInput > 0 { shown += 4 }
                nextInput += 8
            }
            meter.endFrame(shownX: 0, shownY: shown)
        }
        meter.finish()
        return meter
    }

    /// 60 Hz (V = 16 667 µs as upstream counts it), input every 8 ms. Frames at 1, 2, 3 V, then at
    /// 100 ms (a gap of 3 V) and 133.333 ms (2 V), then every V again.
    /// - 100 ms: ΔP = 50 000 µs > 1.5 V = 25 000; its first input (56) is 8 ms after the last one
    ///   the 50 ms frame showed (48) < 25 ms: janky; ⌊(50 000 + 8 333) / 16 667⌋ − 1 = 3 − 1 = 2.
    /// - 133.333 ms: ΔP = 33 333 µs > 25 000; first input 104, previous last 96: janky;
    ///   ⌊(33 333 + 8 333) / 16 667⌋ − 1 = 2 − 1 = 1.
    /// So 2 janky frames and 3 missed vsyncs, out of 3 + 2 + 6 = 11 frames that moved.
    @Test("input every 8 ms and two late presents (gaps of 3 and 2 vsyncs): 2 janky frames, 3 missed vsyncs")
    func twoLatePresents() {
        let presents = [1, 2, 3].map { Double($0) * Self.vsyncMs } + [100, 400.0 / 3]
            + (9...14).map { Double($0) * Self.vsyncMs }
        let metrics = Self.drag(presents: presents).metrics(axis: .y)
        #expect(metrics.jankV3Frames == 2)
        #expect(metrics.jankV3MissedVsyncs == 3)
        #expect(metrics.scrollFrames == 11)
        #expect(abs(metrics.jankV3Pct - 200.0 / 11) < 1e-9)
    }

    /// The same drag presented every vsync: no jank. The shown deltas alternate 8 and 12 px (two
    /// inputs, then three … as 8 ms inputs fall into 16.7 ms frames), and 12 / 8 = 1.5 ≥ 1.2 on a
    /// fast scroll (> 7 px): the alternation is what predictor jank counts.
    @Test("a drag presented every vsync: no v3 jank; the 8/12 px alternation is predictor jank")
    func steady() {
        let meter = Self.drag(presents: (1...30).map { Double($0) * Self.vsyncMs })
        let metrics = meter.metrics(axis: .y)
        #expect(metrics.jankV3Frames == 0)
        #expect(metrics.predictorJankPct > 0)
        // Lag: the screen trails the finger by the inputs not yet shown; never more than one
        // frame's worth of finger travel (4 px per 8 ms over ≤ 16.7 ms ≈ 8.3 px) plus one move.
        #expect(metrics.averageLagPx > 0 && metrics.averageLagPx < 12.4)
        #expect(meter.metrics(axis: .x).averageLagPx == 0)
    }

    @Test("feeding frames allocates nothing")
    func noAllocations() {
        var meter = FieldMetricsMeter(vsyncMs: Self.vsyncMs)
        func frame(_ k: Int) {
            let t = Double(k) * Self.vsyncMs
            meter.beginFrame(presentedMs: t)
            meter.input(timeMs: t - 9, startsScroll: k % 200 == 0, fingerMove: (0, -4))
            meter.input(timeMs: t - 1, fingerMove: (0, -4))
            meter.endFrame(shownX: 0, shownY: k % 7 == 0 ? 20 : 8)
        }
        for k in 0..<50 { frame(k) } // warm-up
        let before = handoff_thread_allocation_count()
        var k = 50
        while k < 2050 {
            frame(k)
            k += 1
        }
        meter.finish()
        let allocations = handoff_thread_allocation_count() - before
        #expect(allocations == 0, "\(allocations) allocations in 2000 frames")
        // The counter does see this thread's allocations.
        let probe = handoff_thread_allocation_count()
        let array = [Int](repeating: k, count: 64)
        #expect(handoff_thread_allocation_count() > probe && array.count == 64)
    }
}
