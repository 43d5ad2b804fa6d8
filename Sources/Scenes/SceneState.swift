import ScrollEngine

/// What a scene reports per frame: the trace line's fields (docs/trace.md).
///
/// A scene's own fields read by name through ``SceneFields``' typed readers (`state.pager`).
@dynamicMemberLookup
public struct SceneState: Sendable, Equatable {
    /// The scene's name.
    public var scene: SceneKind
    /// Selected tab, from 0.
    public var tab: Int = 0
    /// Outer scroller's offset (0 = header fully shown; negative = rubber band above the top).
    public var outer: Double = 0
    /// Active list's offset (0 = its top).
    public var inner: Double = 0
    /// What the engine is doing.
    public var phase: ScrollPhase = .idle
    /// Seam inspector: the gesture's velocity along its axis, px/s, positive toward "more".
    public var velocity: Double = 0
    /// Seam inspector: every scroller of the chain, outermost first (id, axis, offset, `travel`
    /// this frame). Shares the engine's storage: reading a state allocates nothing.
    public var nodes: [ScrollNode] = []
    /// Seam inspector: the delta no scroller took this frame.
    public var left: Double = 0
    /// The release handled in this frame, if any: when it was, where the chain stood, the
    /// finger's speed and the velocity the motion started with.
    public var release: ReleaseRecord?
    /// The scene's own fields (`section`, `pager`, …), written after `phase` in their order.
    public var fields = SceneFields()

    /// A state for `scene` with every other field at its default.
    public init(scene: SceneKind) { self.scene = scene }

    /// A state for `scene` with the engine's fields (phase and seam inspector) taken from `scroller`.
    public init(scene: SceneKind, scroller: Scroller) {
        self.scene = scene
        phase = scroller.phase
        velocity = scroller.velocity
        nodes = scroller.chain.nodes
        left = scroller.chain.leftover
        release = scroller.releaseThisFrame
    }

    /// A scene's own field by its typed reader (`state.section`, `state.pager`, …): nil when the
    /// scene did not add it.
    public subscript<Value>(dynamicMember reader: KeyPath<SceneFields, Value>) -> Value { fields[keyPath: reader] }
}
