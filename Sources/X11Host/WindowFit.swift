import Pixels

/// A window's logical size made to fit a work area at a display scale: each side that would come
/// out larger than the area in device pixels is cut to the most logical pixels that fit, so that
/// the whole window, and the panels at its edges, stays on screen.
public struct WindowFit: Sendable, Equatable {
    /// The logical width that fits.
    public var width: Int
    /// The logical height that fits.
    public var height: Int
    /// One line saying what was asked, why it does not fit and what opens instead; nil when the
    /// asked size fits as it is.
    public var note: String?

    /// Fits `width`×`height` logical pixels at `scale` into `area`.
    public init(width: Int, height: Int, scale: DisplayScale, area: WorkArea) {
        let asked = scale.deviceSize(width: width, height: height)
        let most = scale.logicalSize(width: max(1, area.width), height: max(1, area.height))
        self.width = min(width, most.width)
        self.height = min(height, most.height)
        guard self.width != width || self.height != height else {
            note = nil
            return
        }
        let opened = scale.deviceSize(width: self.width, height: self.height)
        note = "the window, \(width)x\(height) at scale \(scale) (\(asked.width)×\(asked.height) pixels), "
            + "is larger than the screen's work area (\(area.width)×\(area.height), from \(area.source)): "
            + "it opens at \(self.width)x\(self.height) (\(opened.width)×\(opened.height) pixels)"
    }
}
