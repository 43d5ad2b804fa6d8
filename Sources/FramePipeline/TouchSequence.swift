import HostInterface
import Sessions

/// Picks the touch that drives the scene: the first touch of a sequence acts exactly as the
/// pointer does (docs/sessions.md, `touch`); touches added while it is down are followed only to know
/// when the sequence ends, so that the next first touch can take over. A sequence ends when every
/// touch has ended or been cancelled.
public struct TouchSequence: Sendable, Equatable {
    /// What a touch event means for the scene.
    public enum Action: Sendable, Equatable {
        /// The primary touch went down: a pointer press.
        case down
        /// The primary touch moved: a pointer move.
        case move
        /// The primary touch lifted: a pointer release.
        case up
        /// The primary touch was cancelled: the drag ends without a fling.
        case cancel
        /// Not the primary touch (or a stray event): recorded, otherwise ignored.
        case ignore
    }

    /// The id of the touch acting as the pointer, if one is down.
    public private(set) var primary: Int?
    /// Ids of the other touches down in this sequence. Small: a hand has ten fingers; ids beyond
    /// `maximumOthers` are dropped rather than grown without bound on a hostile file.
    public private(set) var others: [Int] = []
    /// At most this many secondary touches are remembered.
    public static let maximumOthers = 32

    /// No touch down.
    public init() {}

    /// Updates the sequence with one touch event and says what it means for the scene.
    public mutating func handle(phase: TouchPhase, id: Int) -> Action {
        switch phase {
        case .begin:
            if primary == nil && others.isEmpty {
                primary = id
                return .down
            }
            if id != primary, !others.contains(id), others.count < Self.maximumOthers { others.append(id) }
            return .ignore
        case .move:
            return id == primary ? .move : .ignore
        case .end, .cancel:
            if id == primary {
                primary = nil
                return phase == .end ? .up : .cancel
            }
            others.removeAll { $0 == id }
            return .ignore
        }
    }
}
