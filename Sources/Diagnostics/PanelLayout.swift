import Pixels
import Raster

/// Where the profiling overlay, the seam inspector and the recording mark go in a window or a
/// compare pane, so that they never cover each other.
///
/// Both sit at the bottom, away from the tab bars at the top: the inspector at the left, the
/// overlay at the right. Where the two do not fit side by side (a 640-px compare pane: 396 + 400
/// px panels), the overlay moves up to sit above the inspector. `bottomReserve` keeps a strip at
/// the bottom free (a compare pane's label). The recording mark sits alone at the top centre.
public struct PanelLayout: Sendable, Equatable {
    /// Space between a panel and the window's edge, px.
    public static let margin = 12
    /// Space between two panels, px.
    public static let gap = 8
    /// The recording mark's top, px: inside a scene's 48-px tab bar, between the middle tabs'
    /// titles (a four-tab bar leaves a quarter of its width there).
    public static let recordingTop = 10

    /// The overlay's rectangle, if it is shown.
    public var overlay: Rect?
    /// The inspector's rectangle, if it is shown.
    public var inspector: Rect?
    /// The recording mark's rectangle (top centre), while a recording runs.
    public var recording: Rect?
    /// The tuning panel's rectangle (top right, placed by the frame loop), while it shows.
    public var tuning: Rect?

    /// Places panels of the given sizes (nil: not shown) in a `width`×`height` area.
    public init(width: Int, height: Int, overlay overlaySize: (width: Int, height: Int)?,
                inspector inspectorSize: (width: Int, height: Int)?, bottomReserve: Int = 0,
                recording recordingSize: (width: Int, height: Int)? = nil, tuning: Rect? = nil) {
        self.tuning = tuning
        let bottom = height - Self.margin - bottomReserve
        var inspector: Rect?
        if let size = inspectorSize {
            inspector = Rect(x: Self.margin, y: max(0, bottom - size.height), width: size.width, height: size.height)
        }
        if let size = overlaySize {
            let x = max(0, width - Self.margin - size.width)
            var floor = bottom
            // Side by side when they clear each other by a gap, else stacked: overlay on top.
            if let inspector, inspector.maxX + Self.gap > x { floor = inspector.y - Self.gap }
            overlay = Rect(x: x, y: max(0, floor - size.height), width: size.width, height: size.height)
        }
        self.inspector = inspector
        if let size = recordingSize {
            recording = Rect(x: max(0, (width - size.width) / 2), y: Self.recordingTop, width: size.width, height: size.height)
        }
    }
}
