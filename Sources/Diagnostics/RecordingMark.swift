import Pixels
import Raster

/// The mark a window shows while it records (key `r`, `--record`): a red dot and `REC` in a dark
/// tag at the top centre, so a recording is never under way unseen (standard error names the
/// file). A toast, shown for a moment at the same place, takes its place meanwhile.
///
/// The top centre of a four-tab bar lies between the middle tabs' titles; where that gap is too
/// narrow for the word (a 360-px window), the tag holds the dot alone. Drawn over the frame after
/// its pixels are digested, like the other panels: a recording never changes a replay's hash.
public enum RecordingMark {
    /// The dot's colour (the overlay's red).
    public static let dotColor = ProfilingOverlay.criticalColor
    private static let ink = Color(rgb: 0xFFFFFF)
    private static let height = 22
    private static let dotRadius = 5
    /// Padding on each side, and between the dot and the word, px.
    private static let padding = 8
    /// What the middle tabs' titles take of the top centre's quarter width (half of each, with
    /// room to spare), px.
    private static let titlesAllowance = 64

    /// The tag with the word: dot, `REC`.
    public static let fullSize = (width: 3 * padding + 2 * dotRadius + Font.small.width(of: "REC"), height: height)
    /// The tag with the dot alone, its padding narrower (it must fit between two titles a
    /// quarter of a 360-px bar apart).
    public static let dotSize = (width: 2 * dotPadding + 2 * dotRadius, height: height)
    private static let dotPadding = 2

    /// The tag's size in a window or pane `width` wide: the word where the gap between the
    /// middle tabs' titles holds it, else the dot.
    public static func size(forWidth width: Int) -> (width: Int, height: Int) {
        width / 4 - titlesAllowance >= fullSize.width ? fullSize : dotSize
    }

    /// Draws the tag in `box` (``PanelLayout/recording``): the word only if the box holds it.
    public static func draw(on canvas: Canvas, in box: Rect) {
        canvas.fill(box, ProfilingOverlay.panel)
        let inside = canvas.clipped(to: box)
        guard box.width >= fullSize.width else {
            inside.fillCircle(centerX: box.width / 2, centerY: box.height / 2, radius: dotRadius, dotColor)
            return
        }
        inside.fillCircle(centerX: padding + dotRadius, centerY: box.height / 2, radius: dotRadius, dotColor)
        inside.drawText("REC", x: 2 * padding + 2 * dotRadius, y: (box.height - Font.small.lineHeight) / 2,
                        font: .small, color: ink)
    }
}
