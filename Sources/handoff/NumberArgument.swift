import ArgumentParser

/// A number option's value (`--hz 60`, `--gap 0.25`), read as `Double` reads it; help shows its
/// default as a person writes it (`60`, `0.25`), where `Double` would print Swift's `60.0`.
struct NumberArgument: ExpressibleByArgument, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Equatable {
    /// The number.
    var value: Double

    init(_ value: Double) { self.value = value }
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }

    init?(argument: String) {
        guard let value = Double(argument: argument) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { Self.text(value) }

    /// `value` as a person writes it: a whole number without `.0` (`60`), any other as Swift's
    /// shortest form (`0.25`).
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
