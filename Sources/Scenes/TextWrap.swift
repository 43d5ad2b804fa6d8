import Raster

/// Wrapping text at spaces without allocating: how many lines a paragraph takes at a width, and
/// the small byte-offset helpers `DisplayList.paragraph` uses to shorten a last line.
public enum TextWrap {
    /// Lines `text` takes in `font` wrapped to `width` pixels (0 for empty text).
    public static func lineCount(of text: String, font: FontRole, width: Int) -> Int {
        var lines = 0, start = 0
        let count = text.utf8.count
        while start < count {
            let (end, next) = font.font.lineBreak(in: text, from: start, maxWidth: width)
            if end > start { lines += 1 }
            if next <= start { break }
            start = next
        }
        return lines
    }

    /// The widest line of `text` wrapped to `width` pixels: the width a bubble needs.
    public static func widestLine(of text: String, font: FontRole, width: Int) -> Int {
        var widest = 0, start = 0
        let count = text.utf8.count
        while start < count {
            let (end, next) = font.font.lineBreak(in: text, from: start, maxWidth: width)
            widest = max(widest, font.font.width(of: text, utf8Range: start, end))
            if next <= start { break }
            start = next
        }
        return widest
    }

    /// The end of the word before UTF-8 offset `offset` (spaces before it skipped), or `floor`
    /// when there is no earlier word boundary after `floor`.
    static func previousWordEnd(in text: String, before offset: Int, notBefore floor: Int) -> Int {
        var utf8 = text.utf8.makeIterator()
        // Scan forward once, remembering the last space-preceded boundary below `offset`.
        var index = 0, best = floor, previousWasSpace = false
        while let byte = utf8.next(), index < offset {
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && !previousWasSpace && index > floor { best = index }
            previousWasSpace = isSpace
            index += 1
        }
        return best < offset ? best : floor
    }
}
