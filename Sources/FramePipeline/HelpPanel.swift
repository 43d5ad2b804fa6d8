import Diagnostics
import Pixels
import Raster

/// The key reference shown with `h` (the rows of `KeyTable`).
public struct HelpPanel: Sendable {
    /// A panel.
    public init() {}

    /// Draws the panel at the top left: each row's keys in bold, its meaning in a column after them.
    public func draw(on canvas: Canvas) {
        let rows = KeyTable.bindings
        let box = Rect(x: 12, y: 12, width: 420, height: rows.count * 20 + 16)
        canvas.blend(box, ProfilingOverlay.panel)
        let panel = canvas.clipped(to: box)
        var y = 8
        for row in rows {
            panel.drawText(row.keys, x: 10, y: y, font: .headline, color: .white)
            panel.drawText(row.meaning, x: 130, y: y + 1, font: .body, color: Color(rgb: 0xE0E0E0))
            y += 20
        }
    }
}
