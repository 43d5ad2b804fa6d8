/// An exact synthetic gesture: a finger (or touchpad, or wheel) moving at a constant speed from one
/// point to another, sampled at a fixed input rate, lifted at a chosen moment — the input of
/// `handoff flick`, for comparing engines on a flick whose speed is known to the pixel.
///
/// Times are placed so that the lift falls exactly where asked relative to the session's frame grid
/// (`k/hz`): on a frame, halfway between two, or a given time after the last move. Repeated flicks
/// start `gapMs` after the previous lift (for flywheel and velocity accumulation).
///
/// Units: positions window px, times ms, rates Hz, speeds px/s.
public struct FlickGesture: Sendable, Equatable {
    /// What the gesture comes from.
    public enum Device: String, Sendable, CaseIterable {
        /// Button 1 down, moves, up.
        case pointer
        /// One touch: begin, moves, end.
        case touch
        /// Two-finger scrolling: smooth-scroll deltas, then the (0, 0) stop.
        case touchpad
        /// Wheel notches, one per input sample.
        case wheel
    }

    /// When the lift comes.
    public enum Release: Sendable, Equatable {
        /// Exactly on a frame time.
        case onFrame
        /// Halfway between two frames.
        case midFrame
        /// This long after the last move (after the hold).
        case after(Double)
    }

    /// Where the gesture starts and ends.
    public var from: (x: Double, y: Double)
    public var to: (x: Double, y: Double)
    /// How long the movement takes (the distance over the speed).
    public var durationMs: Double
    /// Input samples per second.
    public var inputHz: Double
    /// The session's frame rate (the grid the release is placed on).
    public var frameHz: Double
    /// When the lift comes.
    public var release: Release
    /// Rest at the end point before the lift.
    public var holdMs: Double
    /// The input device.
    public var device: Device
    /// How many flicks, and the pause between one's lift and the next's start.
    public var count: Int
    public var gapMs: Double
    /// The first press is no earlier than this.
    public var startMs: Double = 100

    /// A gesture from `from` to `to` over `durationMs`.
    public init(from: (x: Double, y: Double), to: (x: Double, y: Double), durationMs: Double, inputHz: Double,
                frameHz: Double, release: Release = .onFrame, holdMs: Double = 0, device: Device = .pointer,
                count: Int = 1, gapMs: Double = 300) {
        self.from = from
        self.to = to
        self.durationMs = durationMs
        self.inputHz = inputHz
        self.frameHz = frameHz
        self.release = release
        self.holdMs = holdMs
        self.device = device
        self.count = count
        self.gapMs = gapMs
    }

    public static func == (a: FlickGesture, b: FlickGesture) -> Bool {
        a.from == b.from && a.to == b.to && a.durationMs == b.durationMs && a.inputHz == b.inputHz
            && a.frameHz == b.frameHz && a.release == b.release && a.holdMs == b.holdMs && a.device == b.device
            && a.count == b.count && a.gapMs == b.gapMs && a.startMs == b.startMs
    }

    /// The distance moved.
    public var distance: Double {
        let dx = to.x - from.x, dy = to.y - from.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The finger's speed.
    public var speed: Double { durationMs > 0 ? distance / durationMs * 1000 : 0 }

    /// What is wrong with the gesture, or nil.
    public var problem: String? {
        for value in [from.x, from.y, to.x, to.y] where !value.isFinite { return "coordinates must be finite" }
        if !(durationMs > 0 && durationMs <= 60_000) { return "the movement must take more than 0 and at most 60000 ms" }
        if !(inputHz >= 1 && inputHz <= 10_000) { return "the input rate must be in [1, 10000] Hz" }
        if !(frameHz >= 1 && frameHz <= 1000) { return "the frame rate must be in [1, 1000] Hz" }
        if !(holdMs >= 0 && holdMs <= 60_000) { return "the hold must be in [0, 60000] ms" }
        if case .after(let ms) = release, !(ms >= 0 && ms <= 60_000) { return "the release delay must be in [0, 60000] ms" }
        if !(count >= 1 && count <= 1000) { return "the repeat count must be in [1, 1000]" }
        if !(gapMs >= 0 && gapMs <= 60_000) { return "the gap must be in [0, 60000] ms" }
        if distance == 0 { return "the gesture must move (from and to are the same point)" }
        return nil
    }

    /// The events, in time order.
    public func events() -> [TimedEvent] {
        var events: [TimedEvent] = []
        forEachEvent { events.append($0) }
        return events
    }

    /// Calls `body` with each event in time order, as it is made: `flick` writes a thousand long
    /// flicks without holding them.
    public func forEachEvent<Failure: Error>(_ body: (TimedEvent) throws(Failure) -> Void) throws(Failure) {
        var start = startMs
        for _ in 0..<count {
            let lift = liftTime(startingAt: start)
            // Shift the movement so that the lift lands where asked.
            let movementStart = lift - holdMs - releaseDelay - durationMs
            try emit(movementStart: movementStart, lift: lift, body)
            start = lift + gapMs
        }
    }

    private var releaseDelay: Double {
        if case .after(let ms) = release { return ms }
        return 0
    }

    /// The lift's time for a movement that may start at `earliest`: the first grid point (or
    /// mid-point) at or after the earliest possible lift.
    private func liftTime(startingAt earliest: Double) -> Double {
        let soonest = earliest + durationMs + holdMs + releaseDelay
        let period = 1000 / frameHz
        switch release {
        case .after: return soonest
        case .onFrame: return (soonest / period).rounded(.up) * period
        case .midFrame: return ((soonest / period - 0.5).rounded(.up) + 0.5) * period
        }
    }

    private func emit<Failure: Error>(movementStart: Double, lift: Double,
                                      _ body: (TimedEvent) throws(Failure) -> Void) throws(Failure) {
        let step = 1000 / inputHz
        let samples = max(1, Int((durationMs / step).rounded(.up)))
        func point(_ i: Int) -> (x: Double, y: Double, t: Double) {
            let f = min(1, Double(i) * step / durationMs)
            return (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, movementStart + min(durationMs, Double(i) * step))
        }
        switch device {
        case .pointer, .touch:
            let begin = point(0)
            try body(TimedEvent(t: begin.t, event: device == .pointer ? .down(x: begin.x, y: begin.y, button: 1)
                                                                            : .touch(phase: .begin, id: 0, x: begin.x, y: begin.y)))
            for i in 1...samples {
                let p = point(i)
                try body(TimedEvent(t: p.t, event: device == .pointer ? .move(x: p.x, y: p.y)
                                                                          : .touch(phase: .move, id: 0, x: p.x, y: p.y)))
            }
            try body(TimedEvent(t: lift, event: device == .pointer ? .up(x: to.x, y: to.y, button: 1)
                                                                       : .touch(phase: .end, id: 0, x: to.x, y: to.y)))
        case .touchpad:
            // Fingers moving up on the pad scroll toward later content (dy > 0), as a drag does.
            for i in 1...samples {
                let a = point(i - 1), b = point(i)
                try body(TimedEvent(t: b.t, event: .scroll(x: from.x, y: from.y, dx: a.x - b.x, dy: a.y - b.y)))
            }
            try body(TimedEvent(t: lift, event: .scroll(x: from.x, y: from.y, dx: 0, dy: 0)))
        case .wheel:
            // One notch per input sample along the gesture's main axis, toward later content when
            // the finger would move up.
            let vertical = abs(to.y - from.y) >= abs(to.x - from.x)
            let sign: Double = vertical ? (to.y < from.y ? 1 : -1) : (to.x < from.x ? 1 : -1)
            for i in 0..<samples {
                let p = point(i)
                try body(TimedEvent(t: p.t, event: .wheel(x: from.x, y: from.y, dx: vertical ? 0 : sign, dy: vertical ? sign : 0)))
            }
        }
    }
}
