import ScrollEngine

/// One scroller in one frame: what the trace's `nodes` item holds (docs/trace.md), what the seam
/// inspector shows and the seam detector reads, and what `compare` reads back from a trace.
///
/// Offsets in logical pixels, along `axis`.
public struct ScrollerState: Sendable, Equatable, Codable {
    /// The scroller's name in the trace: `outer`, `inner`, `pager`, `carousel`.
    public var id: String
    /// The axis it scrolls along.
    public var axis: ScrollAxis
    /// Its offset after the frame (`o`).
    public var offset: Double
    /// How far the frame's input or motion moved it (`d`); tab switches and resets not counted.
    public var travel: Double
    /// The far end's offset (`max`; absent from traces written before it was added).
    public var maxOffset: Double?

    /// A state from its fields.
    public init(id: String, axis: ScrollAxis, offset: Double, travel: Double, maxOffset: Double? = nil) {
        self.id = id
        self.axis = axis
        self.offset = offset
        self.travel = travel
        self.maxOffset = maxOffset
    }

    /// The engine node's state now.
    public init(_ node: ScrollNode) {
        self.init(id: node.id, axis: node.axis, offset: node.offset, travel: node.travel, maxOffset: node.maxOffset)
    }

    /// The trace's keys, written in this order.
    public enum CodingKeys: String, CodingKey {
        case id, axis, offset = "o", travel = "d", maxOffset = "max"
    }
}
