/// The content of the sections scene laid out in one column: the header, the tab bar
/// (which takes layout space even after it pins), then each section's header and rows.
///
/// Everything is in content pixels from the top of the header: at scroll offset `o`, content y
/// appears at screen y − o (the pinned tab bar merely covers what scrolls under it). Computed
/// once, so rendering reads the tops instead of summing heights every frame.
public struct SectionLayout: Sendable, Equatable {
    /// The standard sections: 12, 30, 7 and 25 rows (under a 280-px header and a 48-px tab bar).
    public static let standard = SectionLayout(titles: ["Overview", "Episodes", "Notes", "Reviews"],
                                               rowCounts: [12, 30, 7, 25])

    /// Tab and section titles, in order.
    public let titles: [String]
    /// Rows in each section.
    public let rowCounts: [Int]
    /// Content y of each section's header.
    public let sectionTops: [Int]
    /// Height of everything: header, tab bar and every section.
    public let contentHeight: Int

    /// Sections titled `titles` holding `rowCounts` rows (as many titles as counts, at least one;
    /// negative counts count as empty sections).
    public init(titles: [String], rowCounts: [Int]) {
        precondition(!titles.isEmpty && titles.count == rowCounts.count,
                     "the sections scene needs one title per section, and at least one section")
        self.titles = titles
        self.rowCounts = rowCounts.map { max(0, $0) }
        var tops: [Int] = []
        tops.reserveCapacity(rowCounts.count)
        var y = SectionsScene.headerHeight + SectionsScene.tabBarHeight
        for rows in self.rowCounts {
            tops.append(y)
            y += SectionsScene.sectionHeaderHeight + rows * SectionsScene.rowHeight
        }
        sectionTops = tops
        contentHeight = y
    }

    /// Number of sections.
    public var count: Int { rowCounts.count }

    /// Content y of the first row of `section`.
    public func rowsTop(of section: Int) -> Int { sectionTops[section] + SectionsScene.sectionHeaderHeight }

    /// Content y where `section` ends (the next section's header, or the end of the content).
    public func bottom(of section: Int) -> Int { rowsTop(of: section) + rowCounts[section] * SectionsScene.rowHeight }
}
