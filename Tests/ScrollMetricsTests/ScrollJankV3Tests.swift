import Testing
import ScrollMetrics

/// Scroll jank v3 against the vectors of chromium/chromium
/// `cc/metrics/scroll_jank_dropped_frame_tracker_unittest.cc` (revision
/// 0366749ab05b96515b2d62041d21b84df5b7a4d6): a 16 ms vsync, times in ms since the epoch. Each
/// upstream frame is (first input, last input, presentation); upstream's `ProduceAndReportMockFrames`
/// continues by shifting all three by one vsync per frame.
@Suite("Scroll jank v3 (Chromium's delayed frames)")
struct ScrollJankV3Tests {
    static let vsync: Int64 = 16_000

    /// Reports frames given in ms, then `more` frames one vsync apart after the last.
    func run(_ frames: [(Int64, Int64, Int64)], more: Int = 0) -> ScrollJankV3Tracker {
        var tracker = ScrollJankV3Tracker()
        var last = (Int64(0), Int64(0), Int64(0))
        for frame in frames {
            tracker.report(firstInputUs: frame.0 * 1000, lastInputUs: frame.1 * 1000, presentationUs: frame.2 * 1000,
                           vsyncUs: Self.vsync)
            last = frame
        }
        for _ in 0..<more {
            last = (last.0 + 16, last.1 + 16, last.2 + 16)
            tracker.report(firstInputUs: last.0 * 1000, lastInputUs: last.1 * 1000, presentationUs: last.2 * 1000,
                           vsyncUs: Self.vsync)
        }
        return tracker
    }

    @Test("FrameProducedEveryVsync: no delayed frame")
    func everyVsync() {
        let tracker = run([(103, 111, 148), (119, 127, 164)], more: 63)
        #expect(tracker.presentedFrames == 65)
        #expect(tracker.jankyFrames == 0)
        #expect(tracker.missedVsyncs == 0)
    }

    @Test("NoFrameProducedForMissingInput: a 32 ms gap without input in between is not jank")
    func missingInput() {
        // F2 comes 32 ms after F1 (> 24 ms), but its first input (135) is 24 ms after F1's last
        // (111): not less than 1.5 vsyncs, so no input was waiting.
        let tracker = run([(103, 111, 148), (135, 143, 180)], more: 63)
        #expect(tracker.jankyFrames == 0)
    }

    @Test("MissedVsyncWhenInputWasPresent: F2 misses 2 vsyncs, F3 misses 1")
    func missedWithInput() {
        let tracker = run([(103, 111, 148), (119, 127, 196), (135, 143, 228)])
        #expect(tracker.jankyFrames == 2)
        #expect(tracker.missedVsyncs == 3)
        #expect(tracker.maxMissedVsyncs == 2)
        // The per-scroll variant of the same scenario: 10 frames, 2 delayed → 20 %.
        let perScroll = run([(103, 111, 148), (119, 127, 196), (135, 143, 228)], more: 7)
        #expect(perScroll.presentedFrames == 10)
        #expect(perScroll.jankyPercent == 20)
    }

    @Test("MissedVsyncWhenCoalescedInputWasPresent: v3 reads the first non-coalesced input")
    func coalescedInput() {
        // F2's first non-coalesced input is I3 = 135, 24 ms after F1's last (111): not available,
        // so only F3 counts (1 missed vsync), as upstream's v3 histograms expect.
        let tracker = run([(103, 111, 135), (135, 143, 183), (151, 159, 215)], more: 62)
        #expect(tracker.jankyFrames == 1)
        #expect(tracker.missedVsyncs == 1)
        #expect(tracker.maxMissedVsyncs == 1)
    }

    @Test("ScrollWithZeroVsyncs: a frame 1 ms after the last is not delayed")
    func zeroVsyncs() {
        let tracker = run([(103, 111, 148), (119, 127, 149)])
        #expect(tracker.jankyFrames == 0)
        #expect(tracker.presentedFrames == 2)
    }

    @Test("frames upstream ignores: presented before their input, or not after the previous frame")
    func ignoredFrames() {
        var tracker = ScrollJankV3Tracker()
        tracker.report(firstInputUs: 100_000, lastInputUs: 110_000, presentationUs: 148_000, vsyncUs: Self.vsync)
        tracker.report(firstInputUs: 150_000, lastInputUs: 160_000, presentationUs: 160_000, vsyncUs: Self.vsync)
        tracker.report(firstInputUs: 120_000, lastInputUs: 130_000, presentationUs: 148_000, vsyncUs: Self.vsync)
        tracker.report(firstInputUs: 130_000, lastInputUs: 120_000, presentationUs: 200_000, vsyncUs: Self.vsync)
        #expect(tracker.presentedFrames == 1)
    }
}
