import Foundation

/// A plot axis: a value range widened to round tick values, and those ticks (1, 2 or 5 × 10ⁿ apart,
/// about six of them).
public struct AxisScale: Equatable, Sendable {
    /// The range's low end.
    public var low: Double
    /// The range's high end.
    public var high: Double
    /// Distance between ticks.
    public var step: Double

    /// The scale over `low...high`; `padded` widens the ends out to whole ticks.
    public init(low: Double, high: Double, padded: Bool = true) {
        var low = low.isFinite ? low : 0, high = high.isFinite ? high : 1
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        if padded {
            // A little room so that a curve at its extreme does not run along the frame.
            // A range that starts or ends at 0 keeps that end (no empty band below a curve at rest).
            let margin = (high - low) * 0.02
            if low != 0 { low -= margin }
            if high != 0 { high += margin }
        }
        let step = Self.niceStep((high - low) / 6)
        if padded {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        self.low = low
        self.high = high
        self.step = step
    }

    /// The scale over every finite value (−1…1 when there is none).
    public init(values: [Double]) {
        let finite = values.filter(\.isFinite)
        self.init(low: finite.min() ?? -1, high: finite.max() ?? 1)
    }

    /// Tick values inside the range.
    public var ticks: [Double] {
        var ticks: [Double] = []
        var tick = (low / step).rounded(.up) * step
        while tick <= high + step * 1e-9, ticks.count < 100 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

    /// 1, 2 or 5 times a power of ten, the smallest at least `raw`.
    public static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= raw * (1 - 1e-12) { return factor * power }
        return 10 * power
    }

    /// A tick label with as many decimals as the step needs.
    public static func format(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : min(6, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", value)
    }
}
