/// One message of the chat scene. Everything about it derives from its id, so a message looks
/// the same however often the history is reloaded, and layouts are reproducible without storage.
public struct ChatMessage: Sendable, Equatable {
    /// Height of the shortest message (one line).
    public static let baseHeight = 44
    /// Height each extra line adds.
    public static let lineHeight = 18

    /// The id: older messages have smaller ids.
    public let id: Int

    /// The message with id `id`.
    public init(id: Int) { self.id = id }

    /// Lines of text: 1 to 5, spread over ids by a multiplicative step so neighbours differ.
    public var lines: Int { 1 + Self.extraLines(id) }

    /// Row height: 44 + (id·37 mod 5)·18, i.e. 44, 62, 80, 98 or 116 px.
    public var height: Int { Self.baseHeight + Self.extraLines(id) * Self.lineHeight }

    /// Whether the bubble is ours (right-aligned): odd ids; the other side's are even.
    public var isOutgoing: Bool { id & 1 == 1 }

    private static func extraLines(_ id: Int) -> Int {
        // A non-negative remainder, so ids below zero (a very long history) still give 0...4.
        let r = (id &* 37) % 5
        return r < 0 ? r + 5 : r
    }
}
