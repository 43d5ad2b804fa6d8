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
    /// Panel colour: opaque, so the text reads over any content.
    static let panel = ProfilingOverlay.panel

    /// The text shown (empty when none was shown yet).
    public private(set) var text = ""
    /// A second line under it, in amber: what the text alone would hide (a handoff policy that
    /// is not the preset's own, say); nil for none.
    public private(set) var detail: String?
    private var remaining = 0.0

    /// No toast.
    public init() {}

    /// Whether a toast is showing.
    public var isVisible: Bool { remaining > 0 }

    /// Shows `text` (and `detail` under it), replacing any toast still showing.
    public mutating func show(_ text: String, detail: String? = nil) {
        self.text = text
        self.detail = detail
        remaining = Self.duration
    }

    /// Ages the toast by one frame of `dt` seconds.
    public mutating func advance(dt: Double) {
        remaining = max(0, remaining - dt)
    }

    /// The panel's rectangle for the current text in a canvas `width` wide: centred, 16 px from
    /// the top (narrower than the canvas by its margins at most; longer text is clipped).
    public func frame(width: Int) -> Rect {
        let textWidth = max(Font.headline.width(of: text), detail.map { Font.body.width(of: $0) } ?? 0)
        let boxWidth = min(max(1, width - 24), textWidth + 32)
        return Rect(x: max(0, (width - boxWidth) / 2), y: 16, width: boxWidth,
                    height: detail == nil ? 36 : 36 + Self.detailHeight)
    }

    private static let detailHeight = 20
    private static let detailColor = ProfilingOverlay.warningColor

    /// Draws the toast if one is showing.
    public func draw(on canvas: Canvas, width: Int) {
        guard isVisible else { return }
        let box = frame(width: width)
        canvas.blend(box, Self.panel)
        let inside = canvas.clipped(to: box)
        inside.drawText(text, x: 16, y: 8, font: .headline, color: .white)
        if let detail { inside.drawText(detail, x: 16, y: 8 + Self.detailHeight + 6, font: .body, color: Self.detailColor) }
    }
}
