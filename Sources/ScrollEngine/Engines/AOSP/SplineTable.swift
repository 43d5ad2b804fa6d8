/// The normalised position curve of Android's spline fling (AOSP `OverScroller`'s static
/// `SPLINE_POSITION` table): for time fraction `u ∈ [0, 1]`, the fraction of the distance
/// travelled.
///
/// Built, as in AOSP, from a Bézier-like curve with control points P1 = INFLEXION · 0.5 and
/// P2 = 1 − 0.5·(1 − INFLEXION) and tension 0.5 / 1.0, by bisection over 100 samples. Computed
/// once, with deterministic arithmetic.
public struct SplineTable: Sendable {
    /// Samples of the curve; `positions[i]` is the distance fraction at `u = i / sampleCount`.
    public let positions: [Double]
    /// Number of intervals in the table (AOSP: NB_SAMPLES = 100).
    public static let sampleCount = 100

    /// The one table every fling shares.
    public static let shared = SplineTable()

    init() {
        let startTension = 0.5
        let endTension = 1.0
        let p1 = startTension * SplineFlingSimulation.inflexion
        let p2 = 1.0 - endTension * (1.0 - SplineFlingSimulation.inflexion)
        var table = [Double](repeating: 0, count: Self.sampleCount + 1)
        var xMin = 0.0
        for i in 0..<Self.sampleCount {
            let alpha = Double(i) / Double(Self.sampleCount)
            var xMax = 1.0
            var x = 0.0, tx = 0.0, coef = 0.0
            while true {
                x = xMin + (xMax - xMin) / 2.0
                coef = 3.0 * x * (1.0 - x)
                tx = coef * ((1.0 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1.0 - x) * startTension + x) + x * x * x
        }
        // The bisection stops within 1e-5 of the ends; pin them so a fling starts and rests exactly.
        table[0] = 0
        table[Self.sampleCount] = 1.0
        positions = table
    }

    /// Distance fraction at time fraction `u`, linearly interpolated between samples.
    public func position(_ u: Double) -> Double {
        let (index, fraction) = locate(u)
        guard index < Self.sampleCount else { return 1 }
        return positions[index] + fraction * (positions[index + 1] - positions[index])
    }

    /// d(position)/du at `u`: the slope of the sample interval holding `u`.
    public func slope(_ u: Double) -> Double {
        let (index, _) = locate(u)
        guard index < Self.sampleCount else { return 0 }
        return (positions[index + 1] - positions[index]) * Double(Self.sampleCount)
    }

    private func locate(_ u: Double) -> (Int, Double) {
        let scaled = min(max(u, 0), 1) * Double(Self.sampleCount)
        let index = Int(scaled)
        return (index, scaled - Double(index))
    }
}
