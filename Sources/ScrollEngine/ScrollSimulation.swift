/// A one-dimensional motion evaluated at a time `t` (seconds since it started).
///
/// Modelled on Flutter's `Simulation` (`physics/simulation.dart`): a small value type with
/// position `x(t)`, velocity `dx(t)` and `isDone(t)`. Time is only ever an argument, so a
/// simulation evaluated twice at the same `t` gives the same answer, bit for bit.
public protocol ScrollSimulation: Sendable {
    /// Position at time `t`, in pixels, relative to the simulation's own origin.
    func x(_ t: Double) -> Double
    /// Velocity at time `t`, in pixels per second.
    func dx(_ t: Double) -> Double
    /// Whether the motion has come to rest at time `t`.
    func isDone(_ t: Double) -> Bool
    /// Where the motion comes to rest (`x` once `isDone`).
    var finalX: Double { get }
}
