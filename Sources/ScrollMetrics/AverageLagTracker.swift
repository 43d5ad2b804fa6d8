/// Chromium's average lag: the area between where the finger is and what the screen shows, per
/// unit of time, fed one touch scroll event at a time.
///
/// Follows `AverageLagTracker` in chromium/chromium `cc/metrics/average_lag_tracker.cc`
/// (revision 1a4f344c5089c67994178495c48c1eba84d37c6e). The finger's position is the sum of the
/// events' deltas, linear between two events; what the screen shows between two presented frames
/// is the sum of the deltas the earlier frame rendered. Each presented frame waits until an event
/// at or after its presentation time arrives (or the next scroll begins), then adds the trapezoid
/// area between the two curves since the previous frame (when the curves cross inside the
/// interval, the two triangles' areas). A report is the summed area divided by the time since the
/// last report: at the scroll's first frame, then at the first frame at least 1 s after the last
/// report, and when the next scroll begins (or `finish()`) for what is left.
///
/// `averageLagPx` is Σ area / Σ time over every report: the time-weighted mean of upstream's
/// reports. The queue of waiting frames has a fixed capacity (`LagFrameQueue`): no heap allocation
/// per event.
public struct AverageLagTracker: Sendable, Equatable {
    /// One scroll event (a touch's move, or the touch-down that begins a scroll).
    public struct Event: Sendable, Equatable {
        /// The finger's move since the previous event, px (the first event: its own move).
        public var delta: Double
        /// What the frame that showed this event rendered for it, px (upstream's predicted delta;
        /// without prediction, `delta`).
        public var shownDelta: Double
        /// When the event happened, ms.
        public var timeMs: Double
        /// When the frame that showed it was presented, ms.
        public var presentedMs: Double
        /// Whether it begins a scroll (upstream's `kScrollbegin`).
        public var begins: Bool

        /// An event from its fields.
        public init(delta: Double, shownDelta: Double, timeMs: Double, presentedMs: Double, begins: Bool) {
            self.delta = delta
            self.shownDelta = shownDelta
            self.timeMs = timeMs
            self.presentedMs = presentedMs
            self.begins = begins
        }
    }

    /// One value upstream would record in its histogram.
    public struct Report: Sendable, Equatable {
        /// Whether it covers the scroll's first frame (`ScrollBegin`) or later ones (`ScrollUpdate`).
        public var isBegin: Bool
        /// Area / duration, px.
        public var lagPx: Double
        /// Lag area, px·ms.
        public var areaPxMs: Double
        /// Time the report covers, ms.
        public var durationMs: Double
    }

    /// Σ area over every report, px·ms.
    public private(set) var totalAreaPxMs = 0.0
    /// Σ duration over every report, ms.
    public private(set) var totalDurationMs = 0.0
    /// Reports made.
    public private(set) var reports = 0

    private var frames = LagFrameQueue()
    private var lastEventMs: Double?
    private var lastFinishedMs = 0.0
    private var lastReportedMs = 0.0
    private var eventAccumulated = 0.0
    private var shownAccumulated = 0.0
    private var isBegin = false
    private var accumulatedArea = 0.0

    /// A tracker that has seen no event.
    public init() {}

    /// Σ area / Σ time over every report, px (0 before the first report).
    public var averageLagPx: Double {
        totalDurationMs > 0 ? totalAreaPxMs / totalDurationMs : 0
    }

    /// Feeds the next event; `report` sees each report it completes.
    public mutating func add(_ event: Event, report: (Report) -> Void = { _ in }) {
        if event.begins {
            flush(report: report)
            frames.append(.init(timeMs: event.presentedMs, shownAccumulated: 0))
            lastReportedMs = event.timeMs
            lastFinishedMs = event.timeMs
            eventAccumulated = 0
            shownAccumulated = 0
            isBegin = true
        } else if let lastEventMs {
            // Only events in nondecreasing order.
            guard event.timeMs >= lastEventMs else { return }
            addUpdate(event, lastEventMs: lastEventMs, report: report)
        }
        lastEventMs = event.timeMs
        eventAccumulated += event.delta
        shownAccumulated += event.shownDelta
    }

    /// Adds `delta` to what the screen shows, px: a caller that learns a frame's rendered move after
    /// feeding its events (only the sum over a frame's events is ever read, by the next frame).
    public mutating func addShown(_ delta: Double) {
        shownAccumulated += delta
    }

    /// Finishes every frame still waiting, as the next scroll's beginning would.
    public mutating func finish(report: (Report) -> Void = { _ in }) {
        flush(report: report)
    }

    private mutating func addUpdate(_ event: Event, lastEventMs: Double, report: (Report) -> Void) {
        while !frames.isEmpty && frames.front.timeMs <= event.timeMs {
            let from = max(lastEventMs, lastFinishedMs)
            frames.front.area += lag(from: from, to: frames.front.timeMs, event: event, lastEventMs: lastEventMs,
                                     shown: frames.front.shownAccumulated)
            finishFront(sendAnyway: false, report: report)
        }
        if frames.isEmpty || event.presentedMs > frames.back.timeMs {
            if frames.isFull { finishFront(sendAnyway: false, report: report) }
            frames.append(.init(timeMs: event.presentedMs, shownAccumulated: shownAccumulated))
        }
        let from = max(lastFinishedMs, lastEventMs)
        frames.front.area += lag(from: from, to: event.timeMs, event: event, lastEventMs: lastEventMs,
                                 shown: frames.front.shownAccumulated)
    }

    private mutating func flush(report: (Report) -> Void) {
        while !frames.isEmpty {
            let since = max(lastEventMs ?? lastFinishedMs, lastFinishedMs)
            frames.front.area += abs(eventAccumulated - frames.front.shownAccumulated) * (frames.front.timeMs - since)
            finishFront(sendAnyway: frames.count == 1, report: report)
        }
    }

    /// The area between the finger (linear from the last event to `event`) and `shown`, from
    /// `from` to `to`, px·ms.
    private func lag(from: Double, to: Double, event: Event, lastEventMs: Double, shown: Double) -> Double {
        let span = event.timeMs - lastEventMs
        guard span != 0 else { return 0 }
        let front = eventAccumulated + event.delta * ((from - lastEventMs) / span) - shown
        let back = eventAccumulated + event.delta * ((to - lastEventMs) / span) - shown
        if front * back >= 0 { return 0.5 * abs(front + back) * (to - from) }
        // The finger crosses what is shown inside the interval: two triangles.
        return 0.5 * abs((front * front + back * back) / (back - front)) * (to - from)
    }

    private mutating func finishFront(sendAnyway: Bool, report: (Report) -> Void) {
        let frame = frames.front
        accumulatedArea += frame.area
        if sendAnyway || isBegin || frame.timeMs - lastReportedMs >= 1000 {
            let duration = frame.timeMs - lastReportedMs
            if duration > 0 {
                report(Report(isBegin: isBegin, lagPx: accumulatedArea / duration, areaPxMs: accumulatedArea,
                              durationMs: duration))
                totalAreaPxMs += accumulatedArea
                totalDurationMs += duration
                reports += 1
            }
            accumulatedArea = 0
            lastReportedMs = frame.timeMs
            isBegin = false
        }
        lastFinishedMs = frame.timeMs
        frames.removeFront()
    }
}
