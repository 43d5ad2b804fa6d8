/// What is wrong with one trace line: a missing or malformed key, named.
public struct TraceFieldError: Error, CustomStringConvertible, Sendable {
    /// `missing "t"`, `"phase": unknown phase "glide"`, ….
    public let description: String

    init(_ description: String) { self.description = description }
}
