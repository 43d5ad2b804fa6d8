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

    /// Draws the panel at the top left: each line's key in bold, its meaning in a column after it.
    public func draw(on canvas: Canvas) {
        let box = Rect(x: 12, y: 12, width: 420, height: Self.lines.count * 20 + 16)
        canvas.blend(box, ProfilingOverlay.panel)
        let panel = canvas.clipped(to: box)
        var y = 8
        for line in Self.lines {
            let (keysEnd, meaningStart) = Self.columns(of: line)
            panel.drawText(line, utf8Range: 0, keysEnd, x: 10, y: y, font: .headline, color: .white)
            panel.drawText(line, utf8Range: meaningStart, line.utf8.count, x: 130, y: y + 1, font: .body,
                           color: Color(rgb: 0xE0E0E0))
            y += 20
        }
    }

    /// A line is "keys, two or more spaces, meaning": the UTF-8 offsets where the keys end and
    /// the meaning starts (both the line's length when there is no meaning).
    static func columns(of line: String) -> (keysEnd: Int, meaningStart: Int) {
        var index = 0, keysEnd = -1, previousSpace = false
        for byte in line.utf8 {
            let space = byte == UInt8(ascii: " ")
            if keysEnd < 0 && space && previousSpace { keysEnd = index - 1 }
            if keysEnd >= 0 && !space { return (keysEnd, index) }
            previousSpace = space
            index += 1
        }
        return (keysEnd < 0 ? index : keysEnd, index)
    }
}
