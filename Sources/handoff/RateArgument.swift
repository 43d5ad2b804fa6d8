import ArgumentParser

/// `--hz auto` or `--hz N`.
enum RateArgument: ExpressibleByArgument, Equatable {
    /// The display's own rate.
    case auto
    /// A forced rate, frames per second.
    case fixed(Double)

    init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let value = Double(argument) {
            self = .fixed(value)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .auto: "auto"
        case .fixed(let value): "\(value)"
        }
    }
}
