/// A chat message and where it is on screen: what `chat` keeps in place while older messages load.
public struct MessageAnchor: Sendable, Equatable {
    /// Message id.
    public var id: Int
    /// Screen y of its top edge.
    public var y: Double
    /// An anchor.
    public init(id: Int, y: Double) {
        self.id = id
        self.y = y
    }
}
