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
    /// What the engine was doing (`idle`, `drag`, `fling`, `spring`, `animating`).
    public var phase: ScrollPhase
    /// The outer scroller's offset.
    public var outer: Double
    /// The active list's offset.
    public var inner: Double
    /// The gesture's velocity, px/s (absent in traces older than the seam inspector).
    public var v: Double?
    /// Every scroller of the chain, outermost first (absent in older traces).
    public var nodes: [ScrollerState]?
    /// The delta no scroller took this frame (absent in older traces).
    public var left: Double?
    /// The release this frame handled (absent in other frames and in older traces).
    public var release: ReleaseRecord?

    /// A frame from its fields.
    public init(f: Int, t: Double, phase: ScrollPhase, outer: Double = 0, inner: Double = 0, v: Double? = nil,
                nodes: [ScrollerState]? = nil, left: Double? = nil, release: ReleaseRecord? = nil) {
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
        self.init(f: index, t: timeMs, phase: state.phase, outer: state.outer, inner: state.inner,
                  v: state.velocity,
                  nodes: state.nodes.map(ScrollerState.init),
                  left: state.left,
                  release: state.release)
    }

    private enum CodingKeys: String, CodingKey {
        case f, t, phase, outer, inner, v, nodes, left, release
    }

    /// Decodes the trace's fields; a `phase` the engine does not have is an error naming it.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        let name = try fields.decode(String.self, forKey: .phase)
        guard let phase = ScrollPhase(rawValue: name) else {
            throw DecodingError.dataCorruptedError(forKey: .phase, in: fields, debugDescription: "unknown phase \"\(name)\"")
        }
        self.init(f: try fields.decode(Int.self, forKey: .f), t: try fields.decode(Double.self, forKey: .t), phase: phase,
                  outer: try fields.decode(Double.self, forKey: .outer), inner: try fields.decode(Double.self, forKey: .inner),
                  v: try fields.decodeIfPresent(Double.self, forKey: .v),
                  nodes: try fields.decodeIfPresent([ScrollerState].self, forKey: .nodes),
                  left: try fields.decodeIfPresent(Double.self, forKey: .left),
                  release: try fields.decodeIfPresent(ReleaseRecord.self, forKey: .release))
    }

    /// Whether nothing moved in this frame and nothing was lost: repeating it changes no metric.
    public var isStill: Bool {
        (left ?? 0) == 0 && release == nil && (nodes?.allSatisfy { $0.travel == 0 } ?? false)
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
