import Pixels
import Raster

/// The mark a window shows while it records (key `r`, `--record`): a red dot and `REC` in a dark
/// tag at the top centre, so a recording is never under way unseen (standard error names the
/// file). A toast, shown for a moment at the same place, takes its place meanwhile.
///
/// Drawn over the frame after its pixels are digested, like the other panels: a recording never
/// changes a replay's hash.
public enum RecordingMark {
    /// The tag's size, px.
    public static let size = (width: 76, height: 28)
    /// The dot's colour (the overlay's red).
    public static let dotColor = ProfilingOverlay.criticalColor
    private static let ink = Color(rgb: 0xFFFFFF)

    /// Draws the tag in `box` (``PanelLayout/recording``).
    public static func draw(on canvas: Canvas, in box: Rect) {
        canvas.fill(box, ProfilingOverlay.panel)
        let inside = canvas.clipped(to: box)
        inside.fillCircle(centerX: 16, centerY: box.height / 2, radius: 6, dotColor)
        inside.drawText("REC", x: 30, y: (box.height - Font.headline.lineHeight) / 2, font: .headline, color: ink)
    }
}
