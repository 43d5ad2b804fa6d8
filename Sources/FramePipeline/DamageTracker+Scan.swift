import Pixels
import Raster
import Scenes

// Scanning: a display list read into layers, outside items and panels, with their boxes.
extension DamageTracker {
    static func scan(_ list: DisplayList, bounds: Rect, panels: UnsafeBufferPointer<Rect>, into scan: inout Scan) {
        scan.layers.removeAll(keepingCapacity: true)
        scan.outside.removeAll(keepingCapacity: true)
        scan.panels.removeAll(keepingCapacity: true)
        scan.boxes.removeAll(keepingCapacity: true)
        for panel in panels { scan.panels.append(panel) }
        scan.bounds = bounds
        scan.overlapping = false
        var clip: Rect?
        var inLayer = false
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let item = items[index]
                let box = Self.bounds(of: item)
                scan.boxes.append(box ?? .zero)
                switch item {
                case .clip(let rect):
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    inLayer = false
                    clip = rect
                case .unclip:
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    inLayer = false
                    clip = nil
                case let .layer(id, originX, originY):
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    let rect = (clip ?? bounds).intersection(bounds)
                    var opaque = false
                    if index + 1 < items.count, let first = opaqueRect(items[index + 1]) {
                        opaque = first.intersection(rect) == rect
                    }
                    for other in scan.layers where !other.rect.intersection(rect).isEmpty { scan.overlapping = true }
                    scan.layers.append(Layer(id: id, rect: rect, originX: originX, originY: originY,
                                             start: index + 1, end: items.count, opaque: opaque))
                    inLayer = true
                default:
                    if inLayer { continue }
                    guard let box else { continue }
                    scan.outside.append(Outside(index: index, clip: clip, bounds: box.intersection(clip ?? bounds)))
                }
            }
        }
    }

    /// The rectangle an item overwrites entirely, if it does.
    static func opaqueRect(_ item: DisplayItem) -> Rect? {
        switch item {
        case let .fill(rect, _), let .gradient(rect, _, _): return rect
        default: return nil
        }
    }

    /// Where an item can paint (nil: it paints nothing). Text is given a line's margin on every
    /// side: glyph ink may reach past the measured box.
    static func bounds(of item: DisplayItem) -> Rect? {
        switch item {
        case let .fill(rect, _), let .blend(rect, _), let .roundedRect(rect, _, _), let .gradient(rect, _, _):
            return rect
        case let .text(_, _, _, font, _):
            guard let box = DisplayList.box(of: item) else { return nil }
            let margin = font.lineHeight
            return Rect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        case .clip, .unclip, .layer:
            return nil
        }
    }

    /// `item` moved by (`dx`, `dy`).
    static func translated(_ item: DisplayItem, dx: Int, dy: Int) -> DisplayItem {
        if dx == 0 && dy == 0 { return item }
        switch item {
        case let .fill(rect, color): return .fill(rect.offsetBy(dx: dx, dy: dy), color)
        case let .blend(rect, color): return .blend(rect.offsetBy(dx: dx, dy: dy), color)
        case let .roundedRect(rect, radius, color): return .roundedRect(rect.offsetBy(dx: dx, dy: dy), radius: radius, color)
        case let .gradient(rect, top, bottom): return .gradient(rect.offsetBy(dx: dx, dy: dy), top: top, bottom: bottom)
        case let .text(label, x, y, font, color): return .text(label, x: x + dx, y: y + dy, font: font, color: color)
        case .clip, .unclip, .layer: return item
        }
    }
}
