/// A fling model whose one constant is a screen density: Android's spline
/// (`SplineFlingSimulation.Model`) and Flutter's clamping curve built on the same spline
/// (`ClampingFlingSimulation.Model`). The density's range and the default are shared; each model
/// names its curve.
public protocol DensityFlingModel: FlingModel, Equatable {
    /// Screen density (1 = 160 ppi; Flutter's logical pixels are 1).
    var density: Double { get }
    /// A model at `density`.
    init(density: Double)
}

extension DensityFlingModel {
    /// Density 1.
    public static var standard: Self { Self(density: 1) }

    public var problem: (key: String, expected: String)? {
        density > 0 && density <= 100 ? nil : ("density", "a number in (0, 100]")
    }
}
