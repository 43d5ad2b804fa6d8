/// One tab of the profile scene: a title and the length of its list.
public struct ProfileTab: Sendable, Equatable {
    /// Label on the tab bar.
    public var title: String
    /// Number of rows in the tab's list.
    public var rows: Int

    /// A tab titled `title` over `rows` rows.
    public init(title: String, rows: Int) {
        self.title = title
        self.rows = rows
    }

    /// The documented tabs: Posts 200, Media 60, Likes 5, Saved 10 000.
    public static let standard: [ProfileTab] = [
        ProfileTab(title: "Posts", rows: 200), ProfileTab(title: "Media", rows: 60),
        ProfileTab(title: "Likes", rows: 5), ProfileTab(title: "Saved", rows: 10_000),
    ]
}
