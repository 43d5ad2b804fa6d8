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
    /// The motion was shown at `t`. Curves that are functions of time ignore this; an engine that
    /// integrates frame by frame (Firefox's APZ) advances its state here, and its `x(t)` is the
    /// next step from the last sample — so its path depends on the frame times, as the engine's
    /// does.
    mutating func sample(at t: Double)
}

extension ScrollSimulation {
    public mutating func sample(at t: Double) {}
}
