import Scenes
import ScrollEngine
import Sessions

/// One trace line read back (docs/trace.md): the reader beside ``TraceLine``, the writer.
///
/// A trace written by `replay --trace` is read with the session format's own JSON parser, which
/// keeps the members' order, so the scene's own fields come back in the order the scene added
/// them (``SceneFields``: `frame.section`, `frame.pager`, … through their typed readers).
/// `compare` builds the same values straight from the scene's state (`init(frame:timeMs:state:)`),
/// which equals reading `TraceLine.json` of that state because the trace writes every double in
/// its exact round-tripping form (a test holds the two together).
@dynamicMemberLookup
public struct TraceFrame: Equatable, Sendable {
    /// Frame index.
    public var f: Int
    /// Session time of the frame, ms.
    public var t: Double
    /// The scene that drew it.
    public var scene: SceneKind
    /// The selected tab, from 0.
    public var tab: Int
    /// What the engine was doing.
    public var phase: ScrollPhase
    /// The outer scroller's offset, px.
    public var outer: Double
    /// The active list's offset, px.
    public var inner: Double
    /// The scene's own fields, in the order written (`section`; `items`, `refresh`, `anchor`; …).
    public var fields: SceneFields
    /// The gesture's velocity, px/s (absent in traces older than the seam inspector).
    public var v: Double?
    /// Every scroller of the chain, outermost first (absent in older traces).
    public var nodes: [ScrollerState]?
    /// The delta no scroller took this frame, px (absent in older traces).
    public var left: Double?
    /// The release this frame handled (absent in other frames and in older traces).
    public var release: ReleaseRecord?

    /// A frame from its fields (a `profile` frame on tab 0 unless told otherwise).
    public init(f: Int, t: Double, scene: SceneKind = .profile, tab: Int = 0, phase: ScrollPhase,
                outer: Double = 0, inner: Double = 0, fields: SceneFields = SceneFields(), v: Double? = nil,
                nodes: [ScrollerState]? = nil, left: Double? = nil, release: ReleaseRecord? = nil) {
        self.f = f
        self.t = t
        self.scene = scene
        self.tab = tab
        self.phase = phase
        self.outer = outer
        self.inner = inner
        self.fields = fields
        self.v = v
        self.nodes = nodes
        self.left = left
        self.release = release
    }

    /// The trace line `TraceLine.json(frame:timeMs:state:)` writes, without the text.
    public init(frame index: Int, timeMs: Double, state: SceneState) {
        self.init(f: index, t: timeMs, scene: state.scene, tab: state.tab, phase: state.phase,
                  outer: state.outer, inner: state.inner, fields: state.fields,
                  v: state.velocity,
                  nodes: state.nodes.map(ScrollerState.init),
                  left: state.left,
                  release: state.release)
    }

    /// A scene's own field by its typed reader (`frame.section`, `frame.pager`, `frame.anchor`, …):
    /// nil when the line does not have it.
    public subscript<Value>(dynamicMember reader: KeyPath<SceneFields, Value>) -> Value { fields[keyPath: reader] }

    /// Whether nothing moved in this frame and nothing was lost: repeating it changes no metric.
    public var isStill: Bool {
        (left ?? 0) == 0 && release == nil && (nodes?.allSatisfy { $0.travel == 0 } ?? false)
    }

    /// Reads one trace line; the error names the key that is missing or malformed.
    public static func decode(line: String) throws(TraceFieldError) -> TraceFrame {
        guard case .object(let object)? = JSONValue(parsing: line) else { throw TraceFieldError("not a JSON object") }
        return try TraceFrame(object: TraceObject(object))
    }

    /// Reads a whole trace (one JSON object per line; blank lines skipped). A line that does not
    /// read throws `TraceDecodingError` naming its 1-based number.
    public static func decode(trace text: String) throws(TraceDecodingError) -> [TraceFrame] {
        var frames: [TraceFrame] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            do { frames.append(try decode(line: String(line))) } catch {
                throw TraceDecodingError(line: number, reason: error.description)
            }
        }
        return frames
    }

    /// The keys every trace line has or may have; any other key is the scene's own.
    private static let traceKeys: Set<String> = ["f", "t", "scene", "tab", "outer", "inner", "phase", "v", "nodes", "left",
                                                 "release"]

    private init(object line: TraceObject) throws(TraceFieldError) {
        let name = try line.string("phase")
        guard let phase = ScrollPhase(rawValue: name) else { throw TraceFieldError("\"phase\": unknown phase \"\(name)\"") }
        var fields = SceneFields()
        for (key, value) in zip(line.object.keys, line.object.values) where !Self.traceKeys.contains(key) {
            guard fields.count < SceneFields.capacity else {
                throw TraceFieldError("more than \(SceneFields.capacity) scene fields (\"\(key)\")")
            }
            fields.append(key, try TraceObject.sceneValue(value, key: key))
        }
        self.init(f: try line.int("f"), t: try line.number("t"), scene: SceneKind(rawValue: try line.string("scene")),
                  tab: try line.int("tab"), phase: phase, outer: try line.number("outer"), inner: try line.number("inner"),
                  fields: fields, v: try line.optionalNumber("v"), nodes: try line.nodes(), left: try line.optionalNumber("left"),
                  release: try line.release())
    }
}
