import Pixels
import Raster

/// The plot's drawing helpers: dashes, thinning, the release line, seam markers and their labels.
extension ComparePlot {
    /// Draws `points` as a line of `dash.on` px strokes and `dash.off` px gaps along its length.
    func drawDashedPolyline(_ points: [(x: Double, y: Double)], on canvas: Canvas,
                                    dash: (on: Double, off: Double), color: Color) {
        var phase = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            var along = 0.0
            while along < length {
                let period = dash.on + dash.off
                let inPeriod = phase.truncatingRemainder(dividingBy: period)
                let drawing = inPeriod < dash.on
                let run = min(length - along, (drawing ? dash.on : period) - inPeriod)
                if drawing {
                    let s0 = along / length, s1 = (along + run) / length
                    canvas.drawLine(x0: a.x + (b.x - a.x) * s0, y0: a.y + (b.y - a.y) * s0,
                                    x1: a.x + (b.x - a.x) * s1, y1: a.y + (b.y - a.y) * s1, width: 2, color)
                }
                along += run
                phase += run
            }
        }
    }

    /// Keeps, per pixel column, the first, lowest, highest and last point, so a long session draws
    /// the same envelope with a few thousand segments at most.
    func thinned(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard points.count > 4 * Self.width else { return points }
        var kept: [(x: Double, y: Double)] = []
        var start = 0
        while start < points.count {
            let column = points[start].x.rounded(.down)
            var end = start
            var low = start, high = start
            while end < points.count, points[end].x.rounded(.down) == column {
                if points[end].y < points[low].y { low = end }
                if points[end].y > points[high].y { high = end }
                end += 1
            }
            for index in Set([start, low, high, end - 1]).sorted() { kept.append(points[index]) }
            start = end
        }
        return kept
    }

    func drawDashes(on canvas: Canvas, x: Double, top: Double, bottom: Double) {
        var y = top
        while y < bottom {
            canvas.drawLine(x0: x, y0: y, x1: x, y1: min(y + 6, bottom), width: 1.5, Self.frame)
            y += 10
        }
    }

    func drawSeamMarker(on canvas: Canvas, x: Double, y: Double, color: Color) {
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 12, .white)
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 11, Self.ink)
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 7, color)
    }

    /// Writes `v_in → v_out` (whole px/s) beside a seam marker, in the run's colour on a white
    /// backing so it stays legible over the curves; the arrow is drawn (the bitmap font has none).
    /// A label that would cover one in `placed` moves down a line until it does not; its box is
    /// added to `placed`.
    func drawSeamLabel(on canvas: Canvas, x: Double, y: Double, vIn: Double, vOut: Double, color: Color, font: Font,
                       placed: inout [Rect]) {
        let from = String(format: "%.0f", vIn), to = String(format: "%.0f", vOut)
        let arrow = 16
        let width = font.width(of: from) + arrow + font.width(of: to)
        var box = Rect(x: Int(x.rounded()) + 7, y: Int(y.rounded()) - 23, width: width + 4, height: 16)
        while placed.contains(where: { !$0.intersection(box).isEmpty }) { box.y += 17 }
        placed.append(box)
        canvas.fill(box, .white)
        let left = box.x + 2, top = box.y + 1
        var pen = left + canvas.drawText(from, x: left, y: top, font: font, color: color)
        let mid = Double(top) + 7.5
        canvas.drawLine(x0: Double(pen + 3), y0: mid, x1: Double(pen + arrow - 3), y1: mid, width: 1.5, color)
        canvas.drawLine(x0: Double(pen + arrow - 7), y0: mid - 3.5, x1: Double(pen + arrow - 3), y1: mid, width: 1.5, color)
        canvas.drawLine(x0: Double(pen + arrow - 7), y0: mid + 3.5, x1: Double(pen + arrow - 3), y1: mid, width: 1.5, color)
        pen += arrow
        canvas.drawText(to, x: pen, y: top, font: font, color: color)
    }
}
