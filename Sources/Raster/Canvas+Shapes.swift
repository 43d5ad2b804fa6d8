import Pixels
/// Anti-aliased shapes: rounded rectangles (and so circles) and vertical gradients, clipped by
/// `visibleRegion(of:)` like every primitive, edges blended in linear light (`LinearLight`).
///
/// Edge coverage is exact integer arithmetic: a pixel's coverage is how far its centre lies inside
/// the corner's circle, `r − d + ½` clamped to 0...1, with `d` an exact integer square root in
/// 1/256 px. So every build draws the same pixels, and nothing allocates.
extension Canvas {
    /// Fills `rect` with its corners rounded to `radius` pixels (clamped to half the shorter
    /// side; 0 is a plain rectangle). The colour's alpha makes the whole shape translucent.
    public func fillRoundedRect(_ rect: Rect, radius: Int, _ color: Color) {
        guard !rect.isEmpty, color.alpha != 0 else { return }
        // Scaled: the same shape drawn in device pixels, so its curve is as smooth as at 1×.
        if !scale.isOne { return device.fillRoundedRect(deviceRect(rect), radius: scale.device(radius), color) }
        let region = visibleRegion(of: rect)
        guard !region.isEmpty else { return }
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let ink = LinearLight(color)
        // The shape in framebuffer coordinates.
        let left = rect.x &+ originX, top = rect.y &+ originY
        let right = left &+ rect.width, bottom = top &+ rect.height

        // Rows between the corners: full-width spans.
        let bandTop = max(top &+ r, region.y), bandBottom = min(bottom &- r, region.maxY)
        if bandTop < bandBottom {
            for y in bandTop..<bandBottom { span(y: y, from: left, to: right, coverage: 255, ink: ink, region: region) }
        }
        guard r > 0 else { return }

        // Corner rows, the top and bottom ones mirrored: row j's profile is computed once.
        let outer256 = r &* 256 &+ 128 // pixels whose centre lies within r + ½ get some coverage
        for j in 0..<r {
            let yTop = top &+ j, yBottom = bottom &- 1 &- j
            let topVisible = yTop >= region.y && yTop < region.maxY
            let bottomVisible = yBottom >= region.y && yBottom < region.maxY && yBottom != yTop
            guard topVisible || bottomVisible else { continue }
            // Vertical distance from the corner circle's centre to the pixel centre, in 1/256 px.
            let dy = (2 &* (r &- j) &- 1) &* 128
            // First column (from the outer edge) with any coverage: dx² ≤ outer² − dy².
            let reach = outer256 &* outer256 &- dy &* dy
            var i = reach <= 0 ? r : max(0, r &- ((Self.integerSquareRoot(reach) &+ 128) >> 8))
            while i < r {
                let dx = (2 &* (r &- i) &- 1) &* 128
                let distance = Self.integerSquareRoot(dx &* dx &+ dy &* dy)
                let inside = min(max(r &* 256 &- distance &+ 128, 0), 256) // 0...256
                let coverage = UInt32((inside &* 255 &+ 128) >> 8)
                if coverage == 255 { break }
                if coverage != 0 {
                    if topVisible {
                        pixel(x: left &+ i, y: yTop, coverage: coverage, ink: ink, region: region)
                        pixel(x: right &- 1 &- i, y: yTop, coverage: coverage, ink: ink, region: region)
                    }
                    if bottomVisible {
                        pixel(x: left &+ i, y: yBottom, coverage: coverage, ink: ink, region: region)
                        pixel(x: right &- 1 &- i, y: yBottom, coverage: coverage, ink: ink, region: region)
                    }
                }
                i &+= 1
            }
            // Columns i ..< width − i are fully inside.
            if topVisible { span(y: yTop, from: left &+ i, to: right &- i, coverage: 255, ink: ink, region: region) }
            if bottomVisible { span(y: yBottom, from: left &+ i, to: right &- i, coverage: 255, ink: ink, region: region) }
        }
    }

    /// Fills the circle of `radius` pixels centred on the pixel corner (`centerX`, `centerY`):
    /// the rounded square `(centerX − radius, centerY − radius, 2·radius, 2·radius)`.
    public func fillCircle(centerX: Int, centerY: Int, radius: Int, _ color: Color) {
        let side = 2 &* max(0, radius)
        fillRoundedRect(Rect(x: centerX &- radius, y: centerY &- radius, width: side, height: side),
                        radius: radius, color)
    }

    /// Fills `rect` opaquely with a vertical gradient from `top` (first row) to `bottom` (last
    /// row), interpolated in linear light (so the middle is not muddy). Alphas are ignored.
    public func fillVerticalGradient(_ rect: Rect, top: Color, bottom: Color) {
        if !scale.isOne { return device.fillVerticalGradient(deviceRect(rect), top: top, bottom: bottom) }
        let region = visibleRegion(of: rect)
        guard !region.isEmpty else { return }
        let from = LinearLight(top), to = LinearLight(bottom)
        let atlas = GlyphAtlas.shared
        let span = max(1, rect.height &- 1)
        let firstRow = rect.y &+ originY
        var row = framebuffer.pixels + (region.y &* framebuffer.stride &+ region.x)
        for y in region.y..<region.maxY {
            let t = UInt32(min(max(y &- firstRow, 0), span)), s = UInt32(span)
            func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
                UInt32(atlas.linearToSRGB[Int((a &* (s &- t) &+ b &* t &+ s / 2) / s)])
            }
            let argb = 0xFF00_0000 | mix(from.red, to.red) << 16 | mix(from.green, to.green) << 8 | mix(from.blue, to.blue)
            row.update(repeating: argb, count: region.width)
            row += framebuffer.stride
        }
    }

    /// Pixels `from ..< to` of framebuffer row `y` at `coverage`, clipped to `region`.
    @inline(__always)
    private func span(y: Int, from: Int, to: Int, coverage: UInt32, ink: LinearLight, region: Rect) {
        let start = max(from, region.x), end = min(to, region.maxX)
        guard start < end else { return }
        let row = framebuffer.pixels + y &* framebuffer.stride
        let scaled = ink.scaled(coverage)
        if scaled >= 255 {
            (row + start).update(repeating: ink.opaque, count: end &- start)
            return
        }
        var x = start
        while x < end {
            row[x] = ink.over(row[x], coverage: scaled)
            x &+= 1
        }
    }

    /// One framebuffer pixel at `coverage`, if inside `region`.
    @inline(__always)
    private func pixel(x: Int, y: Int, coverage: UInt32, ink: LinearLight, region: Rect) {
        guard x >= region.x, x < region.maxX else { return }
        let p = framebuffer.pixels + (y &* framebuffer.stride &+ x)
        p.pointee = ink.over(p.pointee, coverage: ink.scaled(coverage))
    }

    /// ⌊√n⌋ for 0 ≤ n < 2⁵³, exactly: a correctly rounded square root, then corrected to the
    /// integer answer, so the result does not depend on the build.
    @inline(__always)
    static func integerSquareRoot(_ n: Int) -> Int {
        if n <= 0 { return 0 }
        var root = Int(Double(n).squareRoot())
        while root &* root > n { root &-= 1 }
        while (root &+ 1) &* (root &+ 1) <= n { root &+= 1 }
        return root
    }
}
