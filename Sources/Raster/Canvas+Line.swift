import Pixels
/// Anti-aliased lines of any width, for plots and markers.
///
/// A pixel's coverage is how far its centre lies inside the line's outline (a segment with round
/// caps, `width` across): `clamp(width/2 + 0.5 − distance, 0, 1)`, which is a one-pixel linear ramp
/// at the edge. Each segment visits every pixel at most once (one column, or one row, per step along
/// the major axis), and every pixel goes through `blend`, so lines are clipped like every fill.
extension Canvas {
    /// Draws the segment from (`x0`, `y0`) to (`x1`, `y1`) (local coordinates, pixel centres at
    /// `.5`) `width` pixels wide, anti-aliased, composited over what is there with `color`'s alpha
    /// scaling the coverage. Non-finite coordinates or a width ≤ 0 draw nothing.
    public func drawLine(x0: Double, y0: Double, x1: Double, y1: Double, width: Double = 2, _ color: Color) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, width.isFinite, width > 0 else { return }
        if !scale.isOne {
            let s = scale.value
            return device.drawLine(x0: (x0 + Double(originX)) * s, y0: (y0 + Double(originY)) * s,
                                   x1: (x1 + Double(originX)) * s, y1: (y1 + Double(originY)) * s, width: width * s, color)
        }
        // Coordinates far outside any framebuffer are pulled in so that integer conversion cannot
        // trap; the clip rejects what lies outside anyway.
        let limit = 1.0e7
        let ax = min(max(x0, -limit), limit), ay = min(max(y0, -limit), limit)
        let bx = min(max(x1, -limit), limit), by = min(max(y1, -limit), limit)
        let radius = width / 2
        let reach = radius + 1
        let dx = bx - ax, dy = by - ay
        let lengthSquared = dx * dx + dy * dy
        let opacity = Double(color.alpha) / 255

        // The distance from a pixel centre to the segment, caps included.
        func coverage(_ px: Int, _ py: Int) -> Double {
            let cx = Double(px) + 0.5 - ax, cy = Double(py) + 0.5 - ay
            var along = lengthSquared > 0 ? (cx * dx + cy * dy) / lengthSquared : 0
            along = min(max(along, 0), 1)
            let ex = cx - along * dx, ey = cy - along * dy
            let distance = (ex * ex + ey * ey).squareRoot()
            return min(max(radius + 0.5 - distance, 0), 1)
        }
        func plot(_ px: Int, _ py: Int) {
            let amount = coverage(px, py) * opacity
            if amount <= 0 { return }
            blend(Rect(x: px, y: py, width: 1, height: 1), color.withAlpha(UInt8((amount * 255).rounded())))
        }

        // The visible part of the bounding box bounds the loops, so a long line far off-screen
        // costs nothing.
        let box = Rect(x: Int((min(ax, bx) - reach).rounded(.down)), y: Int((min(ay, by) - reach).rounded(.down)),
                       width: Int((abs(dx) + 2 * reach).rounded(.up)) + 1,
                       height: Int((abs(dy) + 2 * reach).rounded(.up)) + 1)
        let visible = visibleRegion(of: box).offsetBy(dx: -originX, dy: -originY)
        guard !visible.isEmpty else { return }

        if abs(dx) >= abs(dy) {
            // Mostly horizontal: one column at a time, the rows within reach of the centre line.
            let slope = dx == 0 ? 0 : dy / dx
            let spread = reach * (1 + slope * slope).squareRoot()
            for px in visible.x..<visible.maxX {
                let centre = ay + (min(max(Double(px) + 0.5, min(ax, bx)), max(ax, bx)) - ax) * slope
                let top = max(visible.y, Int((centre - spread).rounded(.down)))
                let bottom = min(visible.maxY, Int((centre + spread).rounded(.up)) + 1)
                if top >= bottom { continue }
                for py in top..<bottom { plot(px, py) }
            }
        } else {
            let slope = dx / dy
            let spread = reach * (1 + slope * slope).squareRoot()
            for py in visible.y..<visible.maxY {
                let centre = ax + (min(max(Double(py) + 0.5, min(ay, by)), max(ay, by)) - ay) * slope
                let left = max(visible.x, Int((centre - spread).rounded(.down)))
                let right = min(visible.maxX, Int((centre + spread).rounded(.up)) + 1)
                if left >= right { continue }
                for px in left..<right { plot(px, py) }
            }
        }
    }

    /// Draws a polyline through `points` (local coordinates), `width` pixels wide. Joints are
    /// drawn by both segments, so a translucent colour shows them slightly darker; plots use opaque
    /// colours.
    public func drawPolyline(_ points: [(x: Double, y: Double)], width: Double = 2, _ color: Color) {
        guard points.count > 1 else {
            if let point = points.first { drawLine(x0: point.x, y0: point.y, x1: point.x, y1: point.y, width: width, color) }
            return
        }
        for index in 1..<points.count {
            drawLine(x0: points[index - 1].x, y0: points[index - 1].y, x1: points[index].x, y1: points[index].y,
                     width: width, color)
        }
    }
}
