import Foundation
import Scenes
import ScrollEngine

/// The fields of one trace line that the handoff metrics read (docs/trace.md).
///
/// A trace written by `replay --trace` is decoded with Foundation's `JSONDecoder`; `compare` builds
/// the same values straight from the scene's state (`init(frame:timeMs:state:)`), which equals
/// decoding `TraceLine.json` of that state because the trace writes every double in its exact
/// round-tripping form (a test holds the two together).
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
    /// The release this frame handled (absent in other frames and in older traces).
    public var release: ReleaseRecord?

    /// A frame from its fields.
    public init(f: Int, t: Double, phase: String, outer: Double = 0, inner: Double = 0, v: Double? = nil,
                nodes: [TraceNode]? = nil, left: Double? = nil, release: ReleaseRecord? = nil) {
        self.f = f
        self.t = t
        self.phase = phase
        self.outer = outer
        self.inner = inner
        self.v = v
        self.nodes = nodes
        self.left = left
        self.release = release
    }

    /// The trace line `TraceLine.json(frame:timeMs:state:)` writes, without the text.
    public init(frame index: Int, timeMs: Double, state: SceneState) {
        self.init(f: index, t: timeMs, phase: state.phase.rawValue, outer: state.outer, inner: state.inner,
                  v: state.velocity,
                  nodes: state.nodes.map { TraceNode(id: $0.id, axis: $0.axis.rawValue, o: $0.offset, d: $0.travel,
                                                     maxOffset: $0.maxOffset) },
                  left: state.left,
                  release: state.release)
    }

    /// Whether nothing moved in this frame and nothing was lost: repeating it changes no metric.
    public var isStill: Bool {
        (left ?? 0) == 0 && release == nil && (nodes?.allSatisfy { $0.d == 0 } ?? false)
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
