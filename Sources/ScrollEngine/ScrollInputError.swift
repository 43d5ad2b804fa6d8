/// Input the engine refuses at its boundary, so it never reaches an offset.
public enum ScrollInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A position, delta, velocity or time that is NaN or infinite.
    case nonFinite(String)
    /// A time step that is negative.
    case negativeTimeStep(Double)
    /// An event time earlier than the previous one.
    case timeWentBackwards(previousMs: Double, timeMs: Double)
    /// A node index outside the chain.
    case noSuchNode(Int)

    public var description: String {
        switch self {
        case .nonFinite(let what): return "\(what) is not a finite number"
        case .negativeTimeStep(let dt): return "time step \(dt) is negative"
        case .timeWentBackwards(let previous, let time): return "time went backwards (\(time) ms after \(previous) ms)"
        case .noSuchNode(let index): return "no scroll node \(index)"
        }
    }
}
