import ArgumentParser
import Sessions

/// The range of a numeric option, stated in its error (`--hz must be > 0 and <= 1000, got -60`).
///
/// Session header fields with the same meaning use the same bounds (`SessionLimits`), so an
/// option never accepts what a header would refuse, or the other way round.
struct OptionLimit: Sendable {
    /// `--name` as the user types it.
    var option: String
    /// Smallest value accepted.
    var lowest: Double
    /// Whether `lowest` itself is accepted (`>=`) or only values above it (`>`).
    var includesLowest: Bool
    /// Largest value accepted.
    var highest: Double
    /// Words after the number, e.g. " ms".
    var unit: String = ""

    static let hz = OptionLimit(option: "--hz", lowest: 0, includesLowest: false, highest: SessionLimits.maximumHz)
    static let loadLatency = OptionLimit(option: "--load-latency", lowest: 0, includesLowest: true,
                                         highest: SessionLimits.maximumLoadLatencyMs, unit: " ms")
    static let speed = OptionLimit(option: "--speed", lowest: 0.0001, includesLowest: true, highest: 10_000)
    static let frames = OptionLimit(option: "--frames", lowest: 1, includesLowest: true, highest: 10_000_000)
    static let rows = OptionLimit(option: "--rows", lowest: 1, includesLowest: true, highest: 100_000_000)

    /// The range in words: `> 0 and <= 1000`.
    var range: String {
        "\(includesLowest ? ">=" : ">") \(Self.number(lowest)) and <= \(Self.number(highest))\(unit)"
    }

    /// Throws the usage error (exit 64) when `value` is outside the range (NaN and ±inf included).
    func check(_ value: Double) throws {
        let aboveLowest = includesLowest ? value >= lowest : value > lowest
        guard aboveLowest, value <= highest else {
            throw ValidationError("\(option) must be \(range), got \(Self.number(value))")
        }
    }

    func check(_ value: Int) throws { try check(Double(value)) }

    private static func number(_ value: Double) -> String {
        value.isFinite && value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : "\(value)"
    }
}
