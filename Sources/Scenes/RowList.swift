/// A column of equal rows in scroll content: which of them a window of that content shows.
enum RowList {
    /// The rows among `rows` (each `rowHeight` px, the first at content y 0) that overlap content
    /// y `top ..< bottom`, or nil when none does.
    static func visible(rows: Int, rowHeight: Int, top: Double, bottom: Double) -> ClosedRange<Int>? {
        let height = Double(rowHeight)
        let first = max(0, Int((top / height).rounded(.down)))
        let last = min(rows - 1, Int((bottom / height).rounded(.up)) - 1)
        return first <= last ? first...last : nil
    }
}
