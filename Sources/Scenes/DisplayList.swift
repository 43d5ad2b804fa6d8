import Raster

/// A frame's drawing operations, in order. Reused from frame to frame: `reset` keeps the storage,
/// so a steady-state frame does not allocate.
public struct DisplayList: Sendable {
    /// The operations, in painting order.
    public private(set) var items: [DisplayItem] = []

    /// An empty list with room for `capacity` items.
    public init(capacity: Int = 256) { items.reserveCapacity(capacity) }

    /// Empties the list, keeping its storage.
    public mutating func reset() { items.removeAll(keepingCapacity: true) }

    /// Appends an opaque fill.
    public mutating func fill(_ rect: Rect, _ color: Color) { items.append(.fill(rect, color)) }
    /// Appends a translucent fill.
    public mutating func blend(_ rect: Rect, _ color: Color) { items.append(.blend(rect, color)) }
    /// Appends a label.
    public mutating func text(_ label: Label, x: Int, y: Int, font: FontRole = .body, color: Color) {
        items.append(.text(label, x: x, y: y, font: font, color: color))
    }
    /// Appends a constant string.
    public mutating func text(_ string: String, x: Int, y: Int, font: FontRole = .body, color: Color) {
        items.append(.text(.text(string), x: x, y: y, font: font, color: color))
    }
    /// Restricts what follows to `rect`.
    public mutating func clip(_ rect: Rect) { items.append(.clip(rect)) }
    /// Lifts the clip.
    public mutating func unclip() { items.append(.unclip) }

    /// Paints every item into `canvas`.
    public func render(into canvas: Canvas) {
        // A clipped canvas has its origin at the clip's corner; items stay in window coordinates.
        var current = canvas
        var dx = 0, dy = 0
        for item in items {
            switch item {
            case let .fill(rect, color):
                current.fill(rect.offsetBy(dx: dx, dy: dy), color)
            case let .blend(rect, color):
                current.blend(rect.offsetBy(dx: dx, dy: dy), color)
            case let .text(label, x, y, font, color):
                Self.draw(label, x: x + dx, y: y + dy, font: font.font, color: color, on: current)
            case let .clip(rect):
                current = canvas.clipped(to: rect)
                dx = -rect.x
                dy = -rect.y
            case .unclip:
                current = canvas
                dx = 0
                dy = 0
            }
        }
    }

    /// Width of `label` in `font`, in pixels.
    public static func width(of label: Label, font: FontRole) -> Int {
        let f = font.font
        switch label {
        case .text(let s): return f.width(of: s)
        case let .numbered(prefix, number, suffix): return f.width(of: prefix) + f.width(ofInteger: number) + f.width(of: suffix)
        }
    }

    private static func draw(_ label: Label, x: Int, y: Int, font: BitmapFont, color: Color, on canvas: Canvas) {
        switch label {
        case .text(let s):
            _ = canvas.drawText(s, x: x, y: y, font: font, color: color)
        case let .numbered(prefix, number, suffix):
            var cursor = x
            cursor += canvas.drawText(prefix, x: cursor, y: y, font: font, color: color)
            cursor += canvas.drawInteger(number, x: cursor, y: y, font: font, color: color)
            _ = canvas.drawText(suffix, x: cursor, y: y, font: font, color: color)
        }
    }
}
