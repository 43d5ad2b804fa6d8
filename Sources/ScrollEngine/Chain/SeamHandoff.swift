/// A fling (or a latched drag's leftover) meeting a seam between two scrollers: which node it left, which took it (nil: none,
/// the fling ended there), with what velocity, and when. The engine keeps the latest one
/// (`Scroller.lastHandoff`), so a replay or the seam inspector can set it beside what a real
/// engine logged (Firefox's "handing off with velocity" and "dropping handoff").
public struct SeamHandoff: Sendable, Equatable {
    /// Whether the fling went on past the seam.
    public enum Outcome: String, Sendable, Equatable {
        /// Another node took the fling.
        case handed
        /// No node took it: the fling ended at the seam.
        case dropped
    }

    /// The frame time it happened at, ms (session clock), where the frame loop gave one.
    public var timeMs: Double?
    /// The time of the fling sample that met the seam, ms: the frame's own, or the frame's before
    /// for an engine that shows each sample one frame late (APZ logs its handoff when it samples).
    public var sampleMs: Double?
    /// The node the fling was moving.
    public var from: Int
    /// The node that took it; nil when dropped.
    public var to: Int?
    /// The fling's velocity at the seam, px/s, positive toward "more"; 0 for a drag's leftover.
    public var velocity: Double
    /// Handed on or dropped.
    public var outcome: Outcome
    /// How many handoffs the engine had seen, this one included: tells a new one from the last.
    public var serial: Int

    /// A handoff.
    public init(timeMs: Double?, sampleMs: Double? = nil, from: Int, to: Int?, velocity: Double, outcome: Outcome, serial: Int) {
        self.timeMs = timeMs
        self.sampleMs = sampleMs ?? timeMs
        self.from = from
        self.to = to
        self.velocity = velocity
        self.outcome = outcome
        self.serial = serial
    }
}
