import Raster

/// One drawing operation of a scene's frame, in window coordinates.
public enum DisplayItem: Sendable, Equatable {
    /// Opaque rectangle.
    case fill(Rect, Color)
    /// Translucent rectangle, source-over.
    case blend(Rect, Color)
    /// A label whose top-left corner is at (x, y).
    case text(Label, x: Int, y: Int, font: FontRole, color: Color)
    /// Restricts the following items to a rectangle (replacing any earlier clip).
    case clip(Rect)
    /// Lifts the clip.
    case unclip
}
