/// Chromium's predictor jank: irregular frame-to-frame scroll deltas, frame by frame.
///
/// Follows `PredictorJankTracker::ReportLatestScrollDelta` in chromium/chromium
/// `cc/metrics/predictor_jank_tracker.cc` (the revision whose unit test is
/// 0cfc22fe39a2bd09c0f307b2a21887220ecd4a81; thresholds unchanged since
/// 2d3fe6450c141b349e4a3adb253a5e76931e4ca4). Over the last three frame deltas d1, d2, d3, all of
/// one sign (a direction change, or a zero, compares nothing):
///
/// - threshold 1.4 when the largest |d| is at most 7 px (a slow scroll), else 1.2;
/// - the middle frame is janky when `|d2| / max(|d1|, |d3|)` (it jumped) or
///   `min(|d1|, |d3|) / |d2|` (it stalled) reaches the threshold;
/// - every reported frame counts in the total; the janky count is taken at the third frame.
///
/// Upstream emits `100 · janky / total` (truncated) every 64 frames and starts a new count;
/// `windowPercents` gives those, `jankyPercent` the ratio over everything reported. A new scroll
/// forgets the two previous deltas (`startScroll()`), as upstream's `ResetCurrentScrollReporting`.
/// Arithmetic is in `Float`, as upstream's. No heap allocation per frame.
public struct PredictorJankTracker: Sendable, Equatable {
    /// Largest |delta| of a slow scroll, px.
    public static let slowScrollDeltaThreshold: Float = 7.0
    /// The ratio that makes a frame janky in a slow scroll.
    public static let slowJankyThreshold: Float = 1.4
    /// The ratio that makes a frame janky in a fast scroll.
    public static let fastJankyThreshold: Float = 1.2
    /// Frames per emitted window upstream.
    public static let windowFrames = 64

    /// Frames reported.
    public private(set) var totalFrames = 0
    /// Janky frames found.
    public private(set) var jankyFrames = 0
    /// The percentages upstream would have emitted so far (one per full window), truncated.
    public private(set) var windowPercentSum = 0
    /// How many windows were emitted.
    public private(set) var windowsEmitted = 0
    /// The last emitted window's percentage (nil before the first).
    public private(set) var lastWindowPercent: Int?
    /// Whether the last reported frame completed a janky triple.
    public private(set) var lastFrameWasJanky = false

    private var previousDelta: Float = 0
    private var currentDelta: Float = 0
    private var windowTotal: Float = 0
    private var windowJanky: Float = 0

    /// A tracker that has seen no frame.
    public init() {}

    /// `100 · janky / total` over every frame reported (0 without frames).
    public var jankyPercent: Double {
        totalFrames == 0 ? 0 : 100 * Double(jankyFrames) / Double(totalFrames)
    }

    /// A new scroll: the next frame is not compared with the last scroll's.
    public mutating func startScroll() {
        previousDelta = 0
        currentDelta = 0
    }

    /// Reports the scroll delta shown by the next presented frame, px.
    public mutating func report(delta: Float) {
        lastFrameWasJanky = false
        totalFrames += 1
        windowTotal += 1
        let d1 = previousDelta, d2 = currentDelta, d3 = delta
        defer {
            previousDelta = currentDelta
            currentDelta = delta
        }
        guard (d1 > 0 && d2 > 0 && d3 > 0) || (d1 < 0 && d2 < 0 && d3 < 0) else { return }
        let a1 = abs(d1), a2 = abs(d2), a3 = abs(d3)
        let threshold = max(a1, a2, a3) > Self.slowScrollDeltaThreshold ? Self.fastJankyThreshold : Self.slowJankyThreshold
        let upper = a2 / max(a1, a3)
        let lower = min(a1, a3) / a2
        if lower >= threshold || upper >= threshold {
            jankyFrames += 1
            windowJanky += 1
            lastFrameWasJanky = true
        }
        if windowTotal >= Float(Self.windowFrames) {
            let percent = Int(100 * (windowJanky / windowTotal))
            windowPercentSum += percent
            windowsEmitted += 1
            lastWindowPercent = percent
            windowTotal = 0
            windowJanky = 0
        }
    }
}
