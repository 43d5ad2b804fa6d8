/// A truth file that cannot be used: which file, and what is wrong, in one line.
public struct TruthError: Error, Sendable, CustomStringConvertible {
    /// The file, as the caller named it.
    public var file: String
    /// What is wrong.
    public var problem: String

    /// An error about `file`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }

    /// A decoding error in a few words: the key path and what was expected there.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return text.isEmpty ? "the file" : String(text.drop { $0 == "." })
        }
        switch error {
        case let .keyNotFound(key, context): return "\(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case let .dataCorrupted(context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
