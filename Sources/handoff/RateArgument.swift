import ArgumentParser

/// `--hz auto`, `--hz N`, or (compare only) `--hz N,N,…`.
enum RateArgument: ExpressibleByArgument, Equatable {
    /// The display's own rate.
    case auto
    /// A forced rate, frames per second.
    case fixed(Double)
    /// Several rates: `compare` runs the session at each against a 1000 Hz reference.
    case list([Double])

    init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if argument.contains(",") {
            let values = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            self = .list(values.compactMap { $0 })
        } else if let value = Double(argument) {
            self = .fixed(value)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .auto: "auto"
        case .fixed(let value): NumberArgument.text(value)
        case .list(let values): values.map(NumberArgument.text).joined(separator: ",")
        }
    }
}
