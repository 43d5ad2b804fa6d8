/// Chromium's scroll jank metric (v3, "delayed frames"), frame by frame.
///
/// Follows `ScrollJankDroppedFrameTracker::ReportLatestPresentationData` in
/// chromium/chromium `cc/metrics/scroll_jank_dropped_frame_tracker.cc` (revision
/// 0366749ab05b96515b2d62041d21b84df5b7a4d6), fed only frames that carry scroll input:
///
/// - a presented frame is **janky** when its gap to the previous reported frame's presentation is
///   more than 1.5 vsync intervals (`ΔP > V + V/2`) **and** input was available: its first input
///   was generated less than 1.5 intervals after the previous frame's last input;
/// - its **missed vsyncs** are `(ΔP + V/2) / V − 1`, the division truncated (times in whole µs, as
///   Chromium's `base::TimeDelta` divides), i.e. ⌊(ΔP + V/2) / V⌋ − 1;
/// - a frame whose inputs are out of order, or presented no later than its last input or than the
///   previous frame, is ignored, as upstream ignores it.
///
/// The tracker keeps a few integers: no heap allocation per frame.
public struct ScrollJankV3Tracker: Sendable, Equatable {
    /// Frames counted (each reported frame that passed the validity checks).
    public private(set) var presentedFrames = 0
    /// Janky ("delayed") frames.
    public private(set) var jankyFrames = 0
    /// Σ missed vsyncs over the janky frames.
    public private(set) var missedVsyncs = 0
    /// The most vsyncs one janky frame missed.
    public private(set) var maxMissedVsyncs = 0
    /// Whether the last reported frame was janky.
    public private(set) var lastFrameWasJanky = false
    /// The last reported frame's missed vsyncs (0 when it was not janky).
    public private(set) var lastFrameMissedVsyncs = 0

    /// Upstream starts both "previous" times at the null `TimeTicks` (0, long before any real
    /// time since boot): the first frame's gap is huge and its input is never "available", so it
    /// is never janky. A session's clock starts at 0, so "none yet" is kept apart here.
    private var previousPresentationUs: Int64?
    private var previousLastInputUs: Int64?

    /// A tracker that has seen no frame.
    public init() {}

    /// The percentage of janky frames, `100 · janky / presented` (0 without frames). Upstream's
    /// histogram stores the truncated integer of the same ratio.
    public var jankyPercent: Double {
        presentedFrames == 0 ? 0 : 100 * Double(jankyFrames) / Double(presentedFrames)
    }

    /// Reports one presented frame that carried scroll input, times in whole microseconds.
    ///
    /// - Parameters:
    ///   - firstInputUs: when the frame's first (not coalesced) scroll input was generated.
    ///   - lastInputUs: when its last input was generated.
    ///   - presentationUs: when the frame was presented.
    ///   - vsyncUs: the display's vsync interval (> 0).
    public mutating func report(firstInputUs: Int64, lastInputUs: Int64, presentationUs: Int64, vsyncUs: Int64) {
        lastFrameWasJanky = false
        lastFrameMissedVsyncs = 0
        guard vsyncUs > 0, lastInputUs >= firstInputUs, presentationUs > lastInputUs,
              presentationUs > previousPresentationUs ?? .min else { return }
        let margin = vsyncUs + vsyncUs / 2
        let gap = presentationUs - (previousPresentationUs ?? 0)
        let missedFrame = gap > margin
        let inputAvailable = previousLastInputUs.map { firstInputUs - $0 < margin } ?? false
        let totalVsyncs = (gap + vsyncUs / 2) / vsyncUs
        let missed = Int(clamping: totalVsyncs - 1)
        if missedFrame && inputAvailable {
            jankyFrames += 1
            missedVsyncs += missed
            maxMissedVsyncs = max(maxMissedVsyncs, missed)
            lastFrameWasJanky = true
            lastFrameMissedVsyncs = missed
        }
        presentedFrames += 1
        previousPresentationUs = presentationUs
        previousLastInputUs = lastInputUs
    }

    /// A frame that carried no scroll update: not reported, but no longer "the last frame".
    public mutating func clearLastFrame() {
        lastFrameWasJanky = false
        lastFrameMissedVsyncs = 0
    }

    /// Whole microseconds of a time in milliseconds (rounded to nearest), the unit upstream's
    /// `base::TimeTicks` counts in.
    public static func microseconds(ms: Double) -> Int64 {
        guard ms.isFinite else { return 0 }
        return Int64((ms * 1000).rounded())
    }
}
