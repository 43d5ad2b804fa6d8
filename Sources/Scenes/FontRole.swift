import Raster

/// Which face of the glyph atlas (DejaVu Sans, anti-aliased) a label uses.
public enum FontRole: Sendable, Equatable, CaseIterable {
    /// 15 px regular: messages, the bio, body text.
    case body
    /// 15 px bold: row titles, tabs, section headers.
    case headline
    /// 24 px bold: large titles (the profile's name, a feed cell's title).
    case title
    /// 13 px regular: subtitles and captions.
    case caption
    /// 12 px regular: times and small print.
    case small

    /// The font itself.
    public var font: Font {
        switch self {
        case .body: return .body
        case .headline: return .headline
        case .title: return .title
        case .caption: return .caption
        case .small: return .small
        }
    }

    /// Height of one line of this font: where the next line of a paragraph starts.
    public var lineHeight: Int { font.lineHeight }
}
