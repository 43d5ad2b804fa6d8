import Pixels
import Raster

/// A frame's drawing operations, in order. Reused from frame to frame: `reset` keeps the storage,
/// so a steady-state frame does not allocate.
///
/// Besides rectangles and labels it has the shapes scenes are made of — `roundedRect` (cards,
/// bubbles, indicators), `circle` (avatars), `gradient` (photos) — all anti-aliased and clipped
/// like the rest, and measuring (`width(of:font:)`, `box(of:)`) plus wrapping (`paragraph`,
/// `TextWrap`) so layouts can size boxes to their text.
public struct DisplayList: Sendable {
    /// The operations, in painting order.
    public private(set) var items: [DisplayItem] = []

    /// An empty list with room for `capacity` items.
    public init(capacity: Int = 256) { items.reserveCapacity(capacity) }

    /// Makes this list a copy of `other`, in its own storage (kept: no allocation once it is big enough).
    public mutating func copy(from other: DisplayList) {
        items.removeAll(keepingCapacity: true)
        items.append(contentsOf: other.items)
    }

    /// Empties the list, keeping its storage.
    public mutating func reset() { items.removeAll(keepingCapacity: true) }

    /// Appends an opaque fill.
    public mutating func fill(_ rect: Rect, _ color: Color) { items.append(.fill(rect, color)) }
    /// Appends a translucent fill.
    public mutating func blend(_ rect: Rect, _ color: Color) { items.append(.blend(rect, color)) }
    /// Appends an anti-aliased rounded rectangle (radius clamped to half the shorter side).
    public mutating func roundedRect(_ rect: Rect, radius: Int, _ color: Color) {
        items.append(.roundedRect(rect, radius: radius, color))
    }
    /// Appends an anti-aliased circle of `radius` pixels centred on the pixel corner (`centerX`, `centerY`).
    public mutating func circle(centerX: Int, centerY: Int, radius: Int, _ color: Color) {
        let r = max(0, radius)
        items.append(.roundedRect(Rect(x: centerX - r, y: centerY - r, width: 2 * r, height: 2 * r), radius: r, color))
    }
    /// Appends an opaque vertical gradient.
    public mutating func gradient(_ rect: Rect, top: Color, bottom: Color) {
        items.append(.gradient(rect, top: top, bottom: bottom))
    }
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
    /// Restricts what follows to `rect` (like `clip`) and declares it scroll layer `id`, whose
    /// content's top-left corner is at (`originX`, `originY`) in the window. The layer's first item
    /// should be an opaque fill of `rect`: a redraw that moves the layer's pixels relies on it.
    /// The layer ends at the next `clip` or `unclip`.
    public mutating func scrollLayer(_ rect: Rect, id: Int, originX: Int, originY: Int) {
        items.append(.clip(rect))
        items.append(.layer(id: id, originX: originX, originY: originY))
    }

    /// Appends `text` wrapped at spaces to `width` pixels, one label per line, lines `lineHeight`
    /// apart starting with the top of the first at `y`. At most `maxLines` lines: when the text
    /// needs more, the last shown line ends with "…" (dropping words until it fits). Returns the
    /// number of lines appended. Allocates nothing (lines are `.slice` labels of `text`).
    @discardableResult
    public mutating func paragraph(_ text: String, x: Int, y: Int, width: Int, font: FontRole, lineHeight: Int? = nil,
                                   maxLines: Int = .max, color: Color) -> Int {
        let step = lineHeight ?? font.lineHeight
        var line = 0
        var start = 0
        let count = text.utf8.count
        let face = font.font
        while start < count && line < maxLines {
            let (end, next) = face.lineBreak(in: text, from: start, maxWidth: width)
            let top = y + line * step
            if line == maxLines - 1 && next < count {
                // Last allowed line, text left over: shorten until "…" fits after it.
                let ellipsis = face.width(of: "…")
                var cut = end
                while cut > start && face.width(of: text, utf8Range: start, cut) + ellipsis > width {
                    cut = TextWrap.previousWordEnd(in: text, before: cut, notBefore: start)
                }
                items.append(.text(.slice(text, start: start, end: cut), x: x, y: top, font: font, color: color))
                items.append(.text(.text("…"), x: x + face.width(of: text, utf8Range: start, cut), y: top,
                                   font: font, color: color))
                return line + 1
            }
            items.append(.text(.slice(text, start: start, end: end), x: x, y: top, font: font, color: color))
            line += 1
            start = next
        }
        return line
    }

    /// Paints every item into `canvas`.
    public func render(into canvas: Canvas) {
        // A clipped canvas has its origin at the clip's corner; items stay in window coordinates.
        var current = canvas
        var dx = 0, dy = 0
        var visibleRows = Self.rows(of: canvas)
        // Through a buffer pointer: `for item in items` goes through the generic Collection
        // witnesses in an unoptimised build, which allocate a coroutine frame per element.
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                switch items[index] {
                case let .clip(rect):
                    current = canvas.clipped(to: rect)
                    dx = -rect.x
                    dy = -rect.y
                    visibleRows = Self.rows(of: current)
                case .unclip:
                    current = canvas
                    dx = 0
                    dy = 0
                    visibleRows = Self.rows(of: current)
                default:
                    Self.paint(index, of: items, on: current, dx: dx, dy: dy, visibleRows: visibleRows,
                               covered: Self.skippedRows(at: index, of: items))
                }
            }
        }
    }

    /// Paints every item into `canvas` restricted to each of `regions` (device pixels, disjoint):
    /// the pixels of ``render(into:)`` on each restricted canvas in
    /// turn, in one pass over the list instead of one per region — a frame of many thin strips
    /// (a narrowed move's edges) would otherwise walk the list once per strip.
    public func render(into canvas: Canvas, regions: UnsafeBufferPointer<Rect>) {
        if regions.count == 1 { return render(into: canvas.restricted(toDevice: regions[0])) }
        var clip: Rect?
        var dx = 0, dy = 0
        let quarters = canvas.scale.quarters
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                switch items[index] {
                case let .clip(rect):
                    clip = rect
                    dx = -rect.x
                    dy = -rect.y
                case .unclip:
                    clip = nil
                    dx = 0
                    dy = 0
                case .layer:
                    break
                default:
                    // The rows the item can touch, in device pixels (text: a line's margin either
                    // side, as ``render(into:)`` culls it), for skipping the regions it misses.
                    guard let rows = Self.rows(of: items[index]) else { continue }
                    let covered = Self.skippedRows(at: index, of: items)
                    // Window rows are the framebuffer's (logical) rows, whatever the clip's origin.
                    let top = rows.lowerBound * quarters / 4 - 1
                    let bottom = (rows.upperBound * quarters + 3) / 4 + 1
                    for region in regions {
                        if region.y >= bottom || region.maxY <= top { continue }
                        let restricted = canvas.restricted(toDevice: region)
                        let current = clip.map { restricted.clipped(to: $0) } ?? restricted
                        Self.paint(index, of: items, on: current, dx: dx, dy: dy, visibleRows: Self.rows(of: current),
                                   covered: covered)
                    }
                }
            }
        }
    }

    /// The logical rows (window coordinates) `item` can paint; text gets a line's margin on
    /// either side. Nil for items that paint nothing.
    private static func rows(of item: DisplayItem) -> Range<Int>? {
        switch item {
        case let .fill(rect, _), let .blend(rect, _), let .roundedRect(rect, _, _), let .gradient(rect, _, _):
            return rect.y..<max(rect.y, rect.maxY)
        case let .text(_, _, y, font, _):
            let line = font.lineHeight
            return (y - line)..<(y + 2 * line)
        case .clip, .unclip, .layer:
            return nil
        }
    }

    /// The rows a layer's background fill at `index` need not paint: its later fills paint them
    /// anyway (only the first fill of a layer looks ahead: every fill doing so would cost more
    /// than it saves). Nil for any other item.
    private static func skippedRows(at index: Int, of items: UnsafeBufferPointer<DisplayItem>) -> Range<Int>? {
        guard index > 0, case .layer = items[index - 1], case let .fill(rect, _) = items[index],
              rect.width * rect.height >= occlusionArea else { return nil }
        return coveredRows(of: rect, after: index, in: items)
    }

    /// Paints the drawing item at `index` on `current`, moved by (`dx`, `dy`) into its coordinates;
    /// a fill skips the `covered` rows (``skippedRows(at:of:)``).
    @inline(__always)
    private static func paint(_ index: Int, of items: UnsafeBufferPointer<DisplayItem>, on current: Canvas,
                              dx: Int, dy: Int, visibleRows: Range<Int>, covered: Range<Int>?) {
        switch items[index] {
        case let .fill(rect, color):
            if let covered {
                let top = Rect(x: rect.x, y: rect.y, width: rect.width, height: covered.lowerBound - rect.y)
                let bottom = Rect(x: rect.x, y: covered.upperBound, width: rect.width, height: rect.maxY - covered.upperBound)
                if !top.isEmpty { current.fill(top.offsetBy(dx: dx, dy: dy), color) }
                if !bottom.isEmpty { current.fill(bottom.offsetBy(dx: dx, dy: dy), color) }
            } else {
                current.fill(rect.offsetBy(dx: dx, dy: dy), color)
            }
        case let .blend(rect, color):
            current.blend(rect.offsetBy(dx: dx, dy: dy), color)
        case let .roundedRect(rect, radius, color):
            current.fillRoundedRect(rect.offsetBy(dx: dx, dy: dy), radius: radius, color)
        case let .gradient(rect, top, bottom):
            current.fillVerticalGradient(rect.offsetBy(dx: dx, dy: dy), top: top, bottom: bottom)
        case let .text(label, x, y, font, color):
            // A line wholly above or below what the canvas shows is not even measured (a
            // damage slab a few rows tall passes over every label of the frame). A line's
            // height of margin either side covers ink past the box.
            let top = y + dy, line = font.lineHeight
            if top + 2 * line <= visibleRows.lowerBound || top - line >= visibleRows.upperBound { return }
            Self.draw(label, x: x + dx, y: top, font: font.font, color: color, on: current)
        case .clip, .unclip, .layer:
            break
        }
    }

    /// The logical rows `canvas` can paint, in its own coordinates.
    private static func rows(of canvas: Canvas) -> Range<Int> {
        let bounds = canvas.bounds
        return bounds.y..<max(bounds.y, bounds.maxY)
    }

    /// A layer's background at least this big looks for the later fills that cover it (a smaller
    /// one is not worth the look).
    static let occlusionArea = 65_536

    /// The longest run of `rect`'s rows that fills after `index`, under the same clip, paint across
    /// its whole width — rows a list's background need not paint, since a fill replaces every
    /// pixel it covers whatever was there: the frame is the same pixel for pixel, with a third
    /// less memory written in a full 4K frame. Nil when no run covers any row.
    static func coveredRows(of rect: Rect, after index: Int, in items: UnsafeBufferPointer<DisplayItem>) -> Range<Int>? {
        var best = 0..<0
        var run = 0..<0
        var next = index + 1
        while next < items.count {
            switch items[next] {
            case .clip, .unclip:
                next = items.count
                continue
            case let .fill(cover, _) where cover.x <= rect.x && cover.maxX >= rect.maxX:
                let rows = max(cover.y, rect.y)..<max(max(cover.y, rect.y), min(cover.maxY, rect.maxY))
                if !rows.isEmpty {
                    if !run.isEmpty, rows.lowerBound <= run.upperBound, rows.upperBound >= run.lowerBound {
                        run = min(run.lowerBound, rows.lowerBound)..<max(run.upperBound, rows.upperBound)
                    } else {
                        if run.count > best.count { best = run }
                        run = rows
                    }
                }
            default:
                break
            }
            next += 1
        }
        if run.count > best.count { best = run }
        return best.isEmpty ? nil : best
    }

    /// Width of `label` in `font`, in pixels: exactly what drawing it advances.
    public static func width(of label: Label, font: FontRole) -> Int {
        let f = font.font
        switch label {
        case .text(let s): return f.width(of: s)
        case let .numbered(prefix, number, suffix): return f.width(of: prefix) + f.width(ofInteger: number) + f.width(of: suffix)
        case let .slice(s, start, end): return f.width(of: s, utf8Range: start, end)
        }
    }

    /// The box a text item occupies: its measured width by its font's line height, at its
    /// position. Other items have no text box (nil). Tests use it to check that labels fit.
    public static func box(of item: DisplayItem) -> Rect? {
        guard case let .text(label, x, y, font, _) = item else { return nil }
        return Rect(x: x, y: y, width: width(of: label, font: font), height: font.lineHeight)
    }

    private static func draw(_ label: Label, x: Int, y: Int, font: Font, color: Color, on canvas: Canvas) {
        switch label {
        case .text(let s):
            _ = canvas.drawText(s, x: x, y: y, font: font, color: color)
        case let .numbered(prefix, number, suffix):
            var cursor = x
            cursor += canvas.drawText(prefix, x: cursor, y: y, font: font, color: color)
            cursor += canvas.drawInteger(number, x: cursor, y: y, font: font, color: color)
            _ = canvas.drawText(suffix, x: cursor, y: y, font: font, color: color)
        case let .slice(s, start, end):
            _ = canvas.drawText(s, utf8Range: start, end, x: x, y: y, font: font, color: color)
        }
    }
}
