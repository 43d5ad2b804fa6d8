/// The rubber-band function of UIScrollView's overscroll.
///
///     f(x) = (1 − 1 / (x·c / d + 1)) · d
///
/// where x is how far the finger went past the edge, d the viewport's extent and c = 0.55
/// (the constant widely measured from iOS, e.g. Grant Paul's "rubber band" reverse-engineering,
/// also quoted in WWDC 2018 "Designing Fluid Interfaces"). It is 1:1·c near the edge and never
/// reaches d. The engine stores only the shown overscroll and maps back with `inverse` when the
/// finger turns around, so no hidden state can drift.
public enum RubberBand {
    /// iOS's coefficient.
    public static let coefficient = 0.55

    /// Shown overscroll for a finger travel `x ≥ 0` past the edge of a viewport of extent `d`.
    public static func offset(forTravel x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// Finger travel that shows overscroll `y` (0 ≤ y < d): x = (d/c) · y / (d − y).
    public static func travel(forOffset y: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, y > 0 else { return 0 }
        let shown = min(y, d * (1 - 1e-12))
        return (d / c) * shown / (d - shown)
    }
}
