/// One scroller of the chain in one trace line (docs/trace.md, `nodes`).
public struct TraceNode: Codable, Equatable, Sendable {
    /// `outer`, `inner`, `pager`, `carousel`.
    public var id: String
    /// `x` or `y`.
    public var axis: String
    /// Offset after the frame, px.
    public var o: Double
    /// How far the frame's input or motion moved it, px (tab switches and resets not counted).
    public var d: Double
    /// The far end's offset (`max` in the trace; absent in older traces), px.
    public var maxOffset: Double?

    /// A node from its trace fields.
    public init(id: String, axis: String, o: Double, d: Double, maxOffset: Double? = nil) {
        self.id = id
        self.axis = axis
        self.o = o
        self.d = d
        self.maxOffset = maxOffset
    }

    enum CodingKeys: String, CodingKey {
        case id, axis, o, d, maxOffset = "max"
    }
}
