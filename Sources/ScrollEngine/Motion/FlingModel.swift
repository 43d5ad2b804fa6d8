/// A preset's momentum model: the constants of one fling curve, and the curve they make.
///
/// The model is data (`Codable`, named by `modelName` in a preset file's `"fling":{"model":…}`)
/// and the curve is a `ScrollSimulation` value. Adding a platform is one file (its simulation
/// and this model) plus one row in `PhysicsPreset.all`; nothing else switches over models: the
/// engine only ever asks a model for `simulation(velocity:)`.
///
/// Simulations built here are stored in an existential; keep them at three words (24 bytes) or
/// less so they sit in the existential's inline buffer and starting a fling allocates nothing.
public protocol FlingModel: Sendable, Codable {
    /// The name a preset file gives as `"model"` (`deceleration`, `spline`, `chromium`, …).
    static var modelName: String { get }
    /// The momentum after a release at `velocity` px/s (positive = "more").
    func simulation(velocity: Double) -> any ScrollSimulation
    /// The momentum from `start`; models that need more than the velocity (the viewport, the
    /// offset) implement this, the others get `simulation(velocity:)`.
    func simulation(for start: FlingStart) -> any ScrollSimulation
    /// Whether `other` is the same model with the same constants.
    func isSame(as other: any FlingModel) -> Bool
    /// What is wrong with the constants, as (key, what it must be), or nil when they make a curve.
    var problem: (key: String, expected: String)? { get }
}

extension FlingModel {
    /// Where a fling of `velocity` comes to rest, relative to where it starts.
    public func travel(velocity: Double) -> Double { simulation(velocity: velocity).finalX }
    public func simulation(for start: FlingStart) -> any ScrollSimulation { simulation(velocity: start.velocity) }
}

extension FlingModel where Self: Equatable {
    public func isSame(as other: any FlingModel) -> Bool { (other as? Self) == self }
}
