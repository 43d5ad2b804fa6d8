extension Rect {
    /// Calls `body` with the parts of this rectangle outside `hole`: up to four disjoint
    /// rectangles (the band above the hole, the band below, then the pieces left and right of it
    /// between them), none empty. Nothing is allocated.
    @inlinable
    public func forEachPart(outside hole: Rect, _ body: (Rect) -> Void) {
        let inner = intersection(hole)
        if inner.isEmpty { body(self); return }
        let parts = (Rect(x: x, y: y, width: width, height: inner.y - y),
                     Rect(x: x, y: inner.maxY, width: width, height: maxY - inner.maxY),
                     Rect(x: x, y: inner.y, width: inner.x - x, height: inner.height),
                     Rect(x: inner.maxX, y: inner.y, width: maxX - inner.maxX, height: inner.height))
        if !parts.0.isEmpty { body(parts.0) }
        if !parts.1.isEmpty { body(parts.1) }
        if !parts.2.isEmpty { body(parts.2) }
        if !parts.3.isEmpty { body(parts.3) }
    }
}
