/// How an engine turns a gesture's recent input into the velocity its momentum starts with.
///
/// Engines differ here as much as in their curves: Android, Chromium and Flutter fit a quadratic
/// through the last 100 ms, GTK divides the distance of its last 150 ms by their span, Firefox
/// averages its last few per-event speeds, Qt Quick its last three. The same finger therefore
/// leaves each engine at a different speed, and that difference is part of what Handoff shows.
///
/// An estimator is a small value of constants (`Codable`, named in a preset file's
/// `"velocity":{"estimator":…}`); it reads a `MotionHistory` and never stores input itself, so a
/// preset can be swapped mid-gesture and estimating allocates nothing.
public protocol VelocityEstimator: Sendable, Codable {
    /// The name a preset file gives as `"estimator"` (`lsq2`, `gtk`, …).
    static var estimatorName: String { get }
    /// The estimator's name with what sets it apart (`lsq2`), for traces and tables.
    var name: String { get }
    /// Velocity in px/s along the history's axis (positions increasing = positive) for a release
    /// at `releaseMs`; 0 when the engine would see no movement. Unbounded: the preset's limits
    /// apply afterwards. `source` tells a pointer's positions from a touchpad's deltas, which
    /// some engines treat differently.
    func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double
    /// The same velocity for a preset whose fling speed is bounded by `maximum` px/s. Most engines
    /// bound the estimate once, after it is made, and get this default (the preset's bound then
    /// applies); an engine that bounds each sample before it averages (Qt Quick) implements it.
    func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource, maximum: Double) -> Double
    /// Whether `other` is the same estimator with the same constants.
    func isSame(as other: any VelocityEstimator) -> Bool
    /// What is wrong with the constants, as (key, what it must be), or nil.
    var problem: (key: String, expected: String)? { get }
}

extension VelocityEstimator {
    public var name: String { Self.estimatorName }
    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource, maximum: Double) -> Double {
        velocity(of: history, atMs: releaseMs, source: source)
    }
}

extension VelocityEstimator where Self: Equatable {
    public func isSame(as other: any VelocityEstimator) -> Bool { (other as? Self) == self }
}

/// Where a gesture's samples come from.
public enum VelocitySource: Sendable, Equatable {
    /// A pointer or touch: positions.
    case pointer
    /// A touchpad's smooth scroll: deltas, ended by the fingers' lift.
    case scroll
}
