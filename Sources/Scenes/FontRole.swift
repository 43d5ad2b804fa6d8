import Raster

/// Which of the embedded bitmap fonts a label uses.
public enum FontRole: Sendable, Equatable {
    /// 9×15: rows, tabs, messages.
    case body
    /// 10×20: titles.
    case title
    /// 6×13: the profiling overlay and small print.
    case small

    /// The font itself.
    public var font: BitmapFont {
        switch self {
        case .body: return .fixed9x15
        case .title: return .fixed10x20
        case .small: return .fixed6x13
        }
    }
}
