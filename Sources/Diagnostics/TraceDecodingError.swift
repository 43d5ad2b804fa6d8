/// A trace line that is not the documented JSON object.
public struct TraceDecodingError: Error, CustomStringConvertible, Sendable {
    /// 1-based line number in the trace.
    public var line: Int
    /// What the decoder said.
    public var reason: String

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}
