import Diagnostics
import Pixels
import Raster

/// A short note naming the setting a key just changed (`physics chromium · handoff latch`), shown
/// at the top centre for a moment so that `b`, `f`, `g` and `Tab` never change things silently.
///
/// It ages by the frames' `dt`, never by a clock, so a replay shows it on the same frames every
/// run; the frame loop draws it after digesting the frame, so it is never part of the hash.
public struct Toast: Sendable {
    /// How long a toast stays, seconds of frame time.
    public static let duration = 1.5
    /// Panel colour: nearly opaque, so the text reads over any content.
    static let panel = ProfilingOverlay.panel

    /// The text shown (empty when none was shown yet).
    public private(set) var text = ""
    private var remaining = 0.0

    /// No toast.
    public init() {}

    /// Whether a toast is showing.
    public var isVisible: Bool { remaining > 0 }

    /// Shows `text`, replacing any toast still showing.
    public mutating func show(_ text: String) {
        self.text = text
        remaining = Self.duration
    }

    /// Ages the toast by one frame of `dt` seconds.
    public mutating func advance(dt: Double) {
        remaining = max(0, remaining - dt)
    }

    /// The panel's rectangle for the current text in a canvas `width` wide: centred, 16 px from
    /// the top (narrower than the canvas by its margins at most; longer text is clipped).
    public func frame(width: Int) -> Rect {
        let textWidth = Font.headline.width(of: text)
        let boxWidth = min(max(1, width - 24), textWidth + 32)
        return Rect(x: max(0, (width - boxWidth) / 2), y: 16, width: boxWidth, height: 36)
    }

    /// Draws the toast if one is showing.
    public func draw(on canvas: Canvas, width: Int) {
        guard isVisible else { return }
        let box = frame(width: width)
        canvas.blend(box, Self.panel)
        canvas.clipped(to: box).drawText(text, x: 16, y: 8, font: .headline, color: .white)
    }
}
