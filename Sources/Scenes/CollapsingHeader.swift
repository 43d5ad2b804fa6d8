import Pixels
import Raster
import ScrollEngine

/// The green header that `profile`, `sections` and `slide` open with: 280 px that scroll away
/// with the page (or collapse, where the header is a scroller of its own) and stretch upward
/// while the page rubber-bands below its top. Its sticky tab bar sits right under it.
public enum CollapsingHeader {
    /// The header's height.
    public static let height = 280

    /// Screen y of the header's top when its scroller is at `offset`.
    public static func top(offset: Double) -> Int { -PixelSnap.shift(offset) }

    /// Screen y of the sticky tab bar's top: follows the header, then pins at 0.
    public static func tabBarY(offset: Double) -> Int { max(0, height - PixelSnap.shift(offset)) }

    /// Fills the header's background in a window `width`×`viewportHeight`; returns the header's
    /// top to lay its content from, or nil when none of it shows.
    public static func fill(offset: Double, width: Int, viewportHeight: Int, into list: inout DisplayList) -> Int? {
        let top = top(offset: offset)
        let bottom = top + height
        guard bottom > 0 else { return nil }
        list.fill(Rect(x: 0, y: 0, width: width, height: min(bottom, viewportHeight)), Palette.headerGreen)
        return top
    }

    /// The edges of a collapsing header over a list: `bounce` chooses which of the two
    /// rubber-bands past the top; the header hands its end on to the list.
    public static func setEdges(_ bounce: BounceSide, header: inout ScrollNode) {
        header.leading = bounce == .parent ? .bounce : .chain
        header.trailing = .chain
    }

    /// The list's side of ``setEdges(_:header:)``: it rubber-bands at the top when the child
    /// bounces, and always at its end.
    public static func setEdges(_ bounce: BounceSide, list: inout ScrollNode) {
        list.leading = bounce == .parent ? .chain : .bounce
        list.trailing = .bounce
    }
}
