import Pixels
import Raster

/// One drawing operation of a scene's frame, in window coordinates.
public enum DisplayItem: Sendable, Equatable {
    /// Opaque rectangle.
    case fill(Rect, Color)
    /// Translucent rectangle, source-over.
    case blend(Rect, Color)
    /// Anti-aliased rectangle with corners rounded to `radius` (a circle when the rectangle is a
    /// square and the radius half its side); the colour's alpha makes it translucent.
    case roundedRect(Rect, radius: Int, Color)
    /// Opaque vertical gradient from `top` (first row) to `bottom` (last row).
    case gradient(Rect, top: Color, bottom: Color)
    /// A label whose line top-left corner is at (x, y); its box is `DisplayList.box(of:)`.
    case text(Label, x: Int, y: Int, font: FontRole, color: Color)
    /// Restricts the following items to a rectangle (replacing any earlier clip).
    case clip(Rect)
    /// Lifts the clip.
    case unclip
    /// Declares that the items after it, up to the next clip or unclip, are the content of scroll
    /// layer `id` clipped to the clip just set: content that moves as a whole with the layer's
    /// origin (`originX`, `originY`, window pixels of the content's top-left corner). Paints
    /// nothing; a damage-driven redraw moves the pixels that stayed visible instead of drawing them.
    case layer(id: Int, originX: Int, originY: Int)
}
