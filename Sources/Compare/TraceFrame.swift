import Foundation

/// The fields of one trace line that the handoff metrics read (docs/trace.md).
///
/// Decoded from the line's text with Foundation's `JSONDecoder`, so a trace written by
/// `replay --trace` and the lines `compare` produces in memory go through the same code.
public struct TraceFrame: Decodable, Equatable, Sendable {
    /// Frame index.
    public var f: Int
    /// Session time of the frame, ms.
    public var t: Double
    /// `idle`, `drag`, `fling`, `spring`, `animating`.
    public var phase: String
    /// The outer scroller's offset.
    public var outer: Double
    /// The active list's offset.
    public var inner: Double
    /// The gesture's velocity, px/s (absent in traces older than the seam inspector).
    public var v: Double?
    /// Every scroller of the chain, outermost first (absent in older traces).
    public var nodes: [TraceNode]?
    /// The delta no scroller took this frame (absent in older traces).
    public var left: Double?

    /// A frame from its fields.
    public init(f: Int, t: Double, phase: String, outer: Double = 0, inner: Double = 0, v: Double? = nil,
                nodes: [TraceNode]? = nil, left: Double? = nil) {
        self.f = f
        self.t = t
        self.phase = phase
        self.outer = outer
        self.inner = inner
        self.v = v
        self.nodes = nodes
        self.left = left
    }

    /// Decodes one trace line; the error names what is missing or malformed.
    public static func decode(line: String, decoder: JSONDecoder = JSONDecoder()) throws -> TraceFrame {
        try decoder.decode(TraceFrame.self, from: Data(line.utf8))
    }

    /// Decodes a whole trace (one JSON object per line; blank lines skipped). A line that does not
    /// decode throws `TraceDecodingError` naming its 1-based number.
    public static func decode(trace text: String) throws(TraceDecodingError) -> [TraceFrame] {
        let decoder = JSONDecoder()
        var frames: [TraceFrame] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            do { frames.append(try decode(line: String(line), decoder: decoder)) } catch {
                throw TraceDecodingError(line: number, reason: String(describing: error))
            }
        }
        return frames
    }
}
