/// A flick as a finger makes it, through the whole engine: a press, moves every millisecond at a
/// constant speed, the lift at `releaseMs`, then frames at `hz` until everything rests. Input
/// reaches the engine before the frame whose time is at or after it, and each frame is stepped
/// with its time, as the window and replay do.
public struct ReferenceFlick: Sendable {
    /// Finger speed, px/s (upward: scrolling toward more).
    public var velocity: Double
    /// The lift's time, ms.
    public var releaseMs: Double
    /// Frame rate.
    public var hz: Double
    /// A frame that changes the offset by no more than this has not moved, px: the engine lands
    /// on a motion's exact resting point, which may differ from the sum of its frames' steps by
    /// a rounding error.
    public static let stillPx = 1e-6
    /// Viewport of the one scroller, px.
    public var viewport: Double = 800

    /// A flick.
    public init(velocity: Double, releaseMs: Double, hz: Double) {
        self.velocity = velocity
        self.releaseMs = releaseMs
        self.hz = hz
    }

    /// What the flick did after the lift.
    public struct Outcome: Sendable {
        /// The offset at the lift (the finger's last move applied).
        public var releaseOffset: Double
        /// Frame times after the lift (ms) and the offset at each.
        public var frames: [(timeMs: Double, offset: Double)]
        /// The release the engine recorded.
        public var release: ReleaseRecord?
        /// Offset at rest minus `releaseOffset`.
        public var rest: Double { (frames.last?.offset ?? releaseOffset) - releaseOffset }
        /// From the lift to the last frame that moved, ms.
        public var settleMs: Double
    }

    /// Runs the flick under `preset`; every offset the frames show, from the first frame on.
    public func run(_ preset: PhysicsPreset) -> (all: [(timeMs: Double, offset: Double)], outcome: Outcome) {
        let start = 500_000.0
        let node = ScrollNode(contentExtent: 1_000_000, viewportExtent: viewport, offset: start, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        let y0 = 700.0
        var nextInputMs = 0.0
        var lifted = false
        var all: [(timeMs: Double, offset: Double)] = []
        var after: [(timeMs: Double, offset: Double)] = []
        var releaseOffset = start
        var lastMoveMs = releaseMs
        var previous = start
        let period = 1000 / hz
        var frame = 0
        // The finger moves until the lift; then frames run until rest (60 s at most).
        while Double(frame) * period <= releaseMs + 60_000 {
            let frameMs = Double(frame) * period
            while !lifted && nextInputMs <= frameMs + 1e-9 {
                let y = y0 - velocity * min(nextInputMs, releaseMs) / 1000
                if nextInputMs == 0 {
                    try? scroller.pointerDown(position: y, timeMs: 0)
                } else if nextInputMs < releaseMs {
                    try? scroller.pointerMove(position: y, timeMs: nextInputMs)
                } else {
                    try? scroller.pointerMove(position: y, timeMs: releaseMs)
                    try? scroller.pointerUp(position: y, timeMs: releaseMs)
                    releaseOffset = scroller.chain.totalOffset
                    lifted = true
                }
                nextInputMs = min(nextInputMs + 1, releaseMs)
                if nextInputMs == releaseMs && lifted { break }
            }
            scroller.frameTimeMs = frameMs
            try? scroller.step(frame == 0 ? 0 : period / 1000)
            let offset = scroller.chain.totalOffset
            all.append((frameMs, offset))
            if lifted {
                after.append((frameMs, offset))
                if abs(offset - previous) > Self.stillPx { lastMoveMs = frameMs }
                if !scroller.isAnimating { break }
            }
            previous = offset
            frame += 1
        }
        let outcome = Outcome(releaseOffset: releaseOffset, frames: after, release: scroller.lastRelease,
                              settleMs: lastMoveMs - releaseMs)
        return (all, outcome)
    }
}
