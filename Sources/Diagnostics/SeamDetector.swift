import Scenes

/// Finds seams frame by frame: the frames in which a scroller starts taking the deltas another took
/// before, within one gesture (`seams` in `handoff compare`).
///
/// A seam is a frame in which scroller B moves, B did not move in the last frame that moved, and
/// another scroller A on the same axis did. Frames in which nothing moves but the phase is not
/// `idle` (a drag whose pointer paused for a frame) keep the chain; a frame at rest breaks it, so
/// the first move of a new gesture is never a seam. `compare` and the on-screen seam inspector
/// both use this one rule.
public struct SeamDetector: Sendable {
    /// A handoff found in a frame: who moved before, who starts now.
    public struct Crossing: Sendable, Equatable {
        /// The scroller that moved before.
        public var from: String
        /// The scroller that starts moving.
        public var to: String
    }

    private var lastMoving: [ScrollerState] = []

    /// A detector that has seen no frame.
    public init() {}

    /// Feeds one frame (every scroller's state, and whether the phase is `idle`); returns the
    /// seam in it, if any. When several scrollers start at once, the one that moved most is `to`;
    /// `from` is the one that moved most in the last moving frame, on `to`'s axis.
    public mutating func observe(_ scrollers: [ScrollerState], idle: Bool) -> Crossing? {
        let moving = scrollers.filter { $0.travel != 0 }
        if moving.isEmpty {
            if idle { lastMoving.removeAll(keepingCapacity: true) }
            return nil
        }
        defer { lastMoving = moving }
        let starters = moving.filter { node in !lastMoving.contains { $0.id == node.id } }
        guard let to = starters.max(by: { abs($0.travel) < abs($1.travel) }),
              let from = lastMoving.filter({ $0.axis == to.axis }).max(by: { abs($0.travel) < abs($1.travel) }) else { return nil }
        return Crossing(from: from.id, to: to.id)
    }
}
