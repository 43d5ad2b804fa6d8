/// The field's scrolling figures of one run (docs/metrics.md, "Field metrics"): Chromium's scroll
/// jank v3, predictor jank and average lag, as `FieldMetricsMeter` measured them.
public struct FieldMetrics: Codable, Equatable, Sendable {
    /// Janky ("delayed") presented frames (`ScrollJankV3Tracker`).
    public var jankV3Frames: Int
    /// Σ vsyncs those frames missed.
    public var jankV3MissedVsyncs: Int
    /// `100 · jankV3Frames / frames counted`, %.
    public var jankV3Pct: Double
    /// Presented frames that carried scroll input or momentum (the denominator).
    public var scrollFrames: Int
    /// Janky frame triples of the shown deltas, % of the frames (`PredictorJankTracker`).
    public var predictorJankPct: Double
    /// Σ lag area / Σ time of the finger's drags, px (`AverageLagTracker`); 0 without a drag.
    public var averageLagPx: Double

    /// Figures from their fields.
    public init(jankV3Frames: Int = 0, jankV3MissedVsyncs: Int = 0, jankV3Pct: Double = 0, scrollFrames: Int = 0,
                predictorJankPct: Double = 0, averageLagPx: Double = 0) {
        self.jankV3Frames = jankV3Frames
        self.jankV3MissedVsyncs = jankV3MissedVsyncs
        self.jankV3Pct = jankV3Pct
        self.scrollFrames = scrollFrames
        self.predictorJankPct = predictorJankPct
        self.averageLagPx = averageLagPx
    }

    enum CodingKeys: String, CodingKey {
        case jankV3Frames = "jank_v3_frames", jankV3MissedVsyncs = "jank_v3_missed_vsyncs"
        case jankV3Pct = "jank_v3_pct", scrollFrames = "scroll_frames"
        case predictorJankPct = "predictor_jank_pct", averageLagPx = "average_lag_px"
    }
}

/// The axis whose deltas the per-axis figures (predictor jank, average lag) read.
public enum ScrollMetricsAxis: String, Sendable {
    case x, y
}

/// Feeds the three trackers from a run's frames, one at a time, with no heap allocation per frame.
///
/// For each frame: `beginFrame(presentedMs:)`, then `input(…)` for every input event the frame
/// delivers, in order, then `endFrame(shownX:shownY:)` with how far the frame moved the scrollers
/// (Σ `d` per axis). A frame that moved anything is a frame with a scroll update, as Chromium reports
/// them: its inputs' times are those of the events it delivered or, with none (momentum, an
/// animation), the previous frame's time (the vsync at which the momentum was ticked).
public struct FieldMetricsMeter: Sendable {
    private let vsyncUs: Int64
    private var jank = ScrollJankV3Tracker()
    private var predictorX = PredictorJankTracker()
    private var predictorY = PredictorJankTracker()
    private var lagX = AverageLagTracker()
    private var lagY = AverageLagTracker()

    private var frameMs = 0.0
    private var previousFrameMs: Double?
    private var firstInputMs: Double?
    private var lastInputMs: Double?
    private var dragged = false
    private var nextMoveBegins = false

    /// A meter for a display refreshing every `vsyncMs` ms.
    public init(vsyncMs: Double) {
        vsyncUs = max(1, ScrollJankV3Tracker.microseconds(ms: vsyncMs))
    }

    /// Whether the last frame ended was janky (v3), and how many vsyncs it missed.
    public var lastFrameJank: (janky: Bool, missedVsyncs: Int) {
        (jank.lastFrameWasJanky, jank.lastFrameMissedVsyncs)
    }

    /// Starts a frame presented at `presentedMs`.
    public mutating func beginFrame(presentedMs: Double) {
        frameMs = presentedMs
        firstInputMs = nil
        lastInputMs = nil
        dragged = false
    }

    /// An input event the current frame delivers, at `timeMs`. `startsScroll`: a finger or button
    /// went down (a new scroll: predictor jank forgets the last one's deltas, and the next finger
    /// move begins an average-lag scroll). `fingerMove`: the finger's (or dragging pointer's) move
    /// since its last position, window px (nil for other input).
    public mutating func input(timeMs: Double, startsScroll: Bool = false, fingerMove: (dx: Double, dy: Double)? = nil) {
        if firstInputMs == nil { firstInputMs = timeMs }
        lastInputMs = timeMs
        if startsScroll {
            predictorX.startScroll()
            predictorY.startScroll()
            nextMoveBegins = true
        }
        if let move = fingerMove {
            // A finger moving up moves the content toward "more": the offset grows by −dy.
            lagX.add(.init(delta: -move.dx, shownDelta: 0, timeMs: timeMs, presentedMs: frameMs, begins: nextMoveBegins))
            lagY.add(.init(delta: -move.dy, shownDelta: 0, timeMs: timeMs, presentedMs: frameMs, begins: nextMoveBegins))
            nextMoveBegins = false
            dragged = true
        }
    }

    /// Ends the current frame: `shownX`, `shownY` are how far it moved the scrollers on each axis.
    public mutating func endFrame(shownX: Double, shownY: Double) {
        defer { previousFrameMs = frameMs }
        if dragged {
            // What this frame rendered for its events: read by the next frame's first event.
            lagX.addShown(shownX)
            lagY.addShown(shownY)
        }
        guard shownX != 0 || shownY != 0 else {
            jank.clearLastFrame()
            return
        }
        let presented = ScrollJankV3Tracker.microseconds(ms: frameMs)
        let first: Int64, last: Int64
        if let firstInputMs, let lastInputMs {
            // The replay shows a frame at the instant of its time; an input at that very instant
            // counts as generated just before it (upstream ignores frames presented at their input's time).
            first = min(ScrollJankV3Tracker.microseconds(ms: firstInputMs), presented - 1)
            last = min(ScrollJankV3Tracker.microseconds(ms: lastInputMs), presented - 1)
        } else {
            let ticked = min(ScrollJankV3Tracker.microseconds(ms: previousFrameMs ?? frameMs), presented - 1)
            first = ticked
            last = ticked
        }
        jank.report(firstInputUs: first, lastInputUs: last, presentationUs: presented, vsyncUs: vsyncUs)
        predictorX.report(delta: Float(shownX))
        predictorY.report(delta: Float(shownY))
    }

    /// Ends the run: average lag finishes the frames still waiting.
    public mutating func finish() {
        lagX.finish()
        lagY.finish()
    }

    /// The figures so far, per-axis ones read on `axis`.
    public func metrics(axis: ScrollMetricsAxis) -> FieldMetrics {
        let predictor = axis == .x ? predictorX : predictorY
        let lag = axis == .x ? lagX : lagY
        return FieldMetrics(jankV3Frames: jank.jankyFrames, jankV3MissedVsyncs: jank.missedVsyncs,
                            jankV3Pct: jank.jankyPercent, scrollFrames: jank.presentedFrames,
                            predictorJankPct: predictor.jankyPercent, averageLagPx: lag.averageLagPx)
    }
}
