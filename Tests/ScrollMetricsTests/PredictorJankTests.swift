import Testing
import ScrollMetrics

/// Predictor jank against the vectors of chromium/chromium
/// `cc/metrics/predictor_jank_tracker_unittest.cc` (revision
/// 0cfc22fe39a2bd09c0f307b2a21887220ecd4a81). Upstream checks which histogram a janky frame lands
/// in and `(ratio − threshold) · 100`; here the frame's being janky and the emitted percentages.
@Suite("Predictor jank (Chromium)")
struct PredictorJankTests {
    func janky(_ deltas: [Float]) -> Int {
        var tracker = PredictorJankTracker()
        for delta in deltas { tracker.report(delta: delta) }
        return tracker.jankyFrames
    }

    @Test("a jump or a dip in the middle frame is jank; a monotonic run is not", arguments: [
        // BasicNonMissedUpperJankCase / BasicMissedUpperJankCase: 50 / 10 = 5 ≥ 1.2.
        ([10, 50, 10] as [Float], 1),
        // BasicNoMissedSlowUpperJankCase: 5 / 1 = 5 ≥ 1.4 (largest delta 5 ≤ 7 px: slow).
        ([1, 5, 1], 1),
        // BasicNonMissedLowerJankCase: min(50, 50) / 10 = 5.
        ([50, 10, 50], 1),
        // NegativeNoJankFrame, PositiveNoJankFrame: monotonic sequences.
        ([-10, -5, -1], 0),
        ([10, 5, 1], 0),
        // NoReportingDirectionChange.
        ([50, -100, 50], 0),
        // VerifySqlPredictorJank: both 10, 50, 11 and 50, 11, 55 are janky.
        ([10, 50, 11, 55], 2),
    ])
    func triples(deltas: [Float], expected: Int) {
        #expect(janky(deltas) == expected)
    }

    @Test("the thresholds are upstream's")
    func thresholds() {
        #expect(PredictorJankTracker.slowScrollDeltaThreshold == 7)
        #expect(PredictorJankTracker.slowJankyThreshold == 1.4)
        #expect(PredictorJankTracker.fastJankyThreshold == 1.2)
        // Just under and at the fast threshold: 12 / 10 = 1.2 is janky, 11.9 / 10 is not.
        #expect(janky([10, 12, 10]) == 1)
        #expect(janky([10, 11.9, 10]) == 0)
        // Slow scroll (max 7 px): 7 / 5 = 1.4 is janky, 6.9 / 5 is not.
        #expect(janky([5, 7, 5]) == 1)
        #expect(janky([5, 6.9, 5]) == 0)
    }

    /// Upstream's pattern {50, 50, 50, 50, 10} indexed by i % 5 for i = 1…n.
    func pattern(_ n: Int, resetAt: Int? = nil) -> PredictorJankTracker {
        let pattern: [Float] = [50, 50, 50, 50, 10]
        var tracker = PredictorJankTracker()
        for i in 1...n {
            tracker.report(delta: pattern[i % 5])
            if i == resetAt { tracker.startScroll() }
        }
        return tracker
    }

    @Test("JankyFramePercentageEmitted: 64 frames → one window of 18 %")
    func emitted() {
        let tracker = pattern(64)
        #expect(tracker.windowsEmitted == 1)
        #expect(tracker.lastWindowPercent == 18)
    }

    @Test("JankyFramePercentageNotEmitted: 63 frames → no window")
    func notEmitted() {
        #expect(pattern(63).windowsEmitted == 0)
    }

    @Test("JankyFramePercentageEmittedTwice: 128 frames → two windows summing to 38")
    func emittedTwice() {
        let tracker = pattern(128)
        #expect(tracker.windowsEmitted == 2)
        #expect(tracker.windowPercentSum == 38)
    }

    @Test("JankyFramePercentageEmittedWhenReset: a new scroll at frame 25 still gives 18 %")
    func emittedWhenReset() {
        let tracker = pattern(64, resetAt: 25)
        #expect(tracker.windowsEmitted == 1)
        #expect(tracker.lastWindowPercent == 18)
    }
}
