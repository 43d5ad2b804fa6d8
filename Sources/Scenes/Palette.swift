import Pixels
import Raster

/// The colours every scene shares. The header green is part of the documented "green header":
/// tests and outside checks look for it (docs/scenes.md, "Colours").
public enum Palette {
    /// The profile header: iOS's system green, #34C759.
    public static let headerGreen = Color(rgb: 0x34C759)
    /// A darker green for selected tabs and indicators.
    public static let accent = Color(rgb: 0x1E8E3E)
    /// Page background.
    public static let background = Color(rgb: 0xFFFFFF)
    /// Alternate row background.
    public static let rowAlternate = Color(rgb: 0xF2F2F7)
    /// Hairline separators.
    public static let separator = Color(rgb: 0xD1D1D6)
    /// Primary text.
    public static let text = Color(rgb: 0x1C1C1E)
    /// Secondary text.
    public static let secondaryText = Color(rgb: 0x6C6C70)
    /// Text on the green header.
    public static let onHeader = Color(rgb: 0xFFFFFF)
    /// The tab bar's background.
    public static let tabBar = Color(rgb: 0xFAFAFA)
    /// Section headers.
    public static let sectionHeader = Color(rgb: 0xE5E5EA)
}
