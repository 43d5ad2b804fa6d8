import Raster

/// The key reference shown with `h`.
public struct HelpPanel: Sendable {
    /// The lines, in order.
    public static let lines: [String] = [
        "drag / wheel   scroll (the handoff is the point)",
        "1-9            select tab or section",
        "Tab            next scene",
        "f              next physics preset",
        "b              bounce on parent / child",
        "p              profiling overlay",
        "r              start / stop recording",
        "i              seam inspector",
        "h              this help",
        "q, Escape      quit",
    ]

    /// A panel.
    public init() {}

    /// Draws the panel at the top left.
    public func draw(on canvas: Canvas) {
        let font = BitmapFont.fixed9x15
        let box = Rect(x: 12, y: 12, width: 9 * 50 + 20, height: Self.lines.count * 18 + 16)
        canvas.blend(box, ProfilingOverlay.panel)
        var y = box.y + 8
        for line in Self.lines {
            canvas.drawText(line, x: box.x + 10, y: y, font: font, color: .white)
            y += 18
        }
    }
}
