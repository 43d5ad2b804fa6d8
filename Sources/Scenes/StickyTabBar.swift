import Pixels
import Raster

/// The tab bar under a collapsing header (`profile`, `sections`, `slide`): equal tabs across the
/// window, a title centred in each, and an accent indicator under the chosen one.
public enum StickyTabBar {
    /// The bar's height.
    public static let height = 48

    /// The tab under window x among `count` equal tabs across `width`, clamped to the tabs (a
    /// point outside the window, or not finite, is answered too).
    public static func tab(atX x: Double, count: Int, width: Int) -> Int {
        guard x.isFinite else { return 0 }
        let column = (x / (Double(width) / Double(count))).rounded(.down)
        return Int(min(max(column, 0), Double(count - 1)))
    }

    /// Left and right edges of tab `index`.
    static func span(_ index: Int, count: Int, width: Int) -> (left: Int, right: Int) {
        let tabWidth = Double(width) / Double(count)
        return (Int((Double(index) * tabWidth).rounded(.down)), Int((Double(index + 1) * tabWidth).rounded(.down)))
    }

    /// Draws the bar at screen y `y`: background, bottom separator, and each of `count` titles
    /// centred in its tab in the colour `color` gives it.
    static func draw(count: Int, title: (Int) -> String, color: (Int) -> Color, y: Int, width: Int,
                     into list: inout DisplayList) {
        list.fill(Rect(x: 0, y: y, width: width, height: height), Palette.tabBar)
        list.fill(Rect(x: 0, y: y + height - 1, width: width, height: 1), Palette.separator)
        for index in 0..<count {
            let (left, right) = span(index, count: count, width: width)
            let text = title(index)
            let textWidth = DisplayList.width(of: .text(text), font: .headline)
            list.text(text, x: left + (right - left - textWidth) / 2, y: y + (height - FontRole.headline.lineHeight) / 2,
                      font: .headline, color: color(index))
        }
    }

    /// The indicator under tab `index` titled `title`: the title's width plus 24, within the tab.
    static func drawIndicator(under index: Int, title: String, count: Int, y: Int, width: Int,
                              into list: inout DisplayList) {
        let (left, right) = span(index, count: count, width: width)
        let textWidth = DisplayList.width(of: .text(title), font: .headline)
        let indicator = min(right - left - 24, textWidth + 24)
        list.roundedRect(Rect(x: left + (right - left - indicator) / 2, y: y + height - 4,
                              width: max(0, indicator), height: 3), radius: 2, Palette.accent)
    }
}
