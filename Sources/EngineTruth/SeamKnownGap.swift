/// A nested truth file whose path after the lift misses the seam test's tolerance by a known
/// amount, and why (docs/truth.md, "Known gaps"): the seam test and `physics verify` hold it to
/// `ceiling` (x(t) RMS per scroller) and `frames` (frames with other movers after the lift)
/// instead, and to every other measure as usual. A file that starts to pass leaves the list.
public struct SeamKnownGap: Sendable {
    /// x(t) RMS it may reach, px.
    public var ceiling: Double
    /// Frames after the lift where other scrollers may have moved.
    public var frames: Int
    /// Why it misses, in a sentence.
    public var why: String

    /// The known gaps, by `ENGINE/GESTURE`.
    public static let all: [String: SeamKnownGap] = [:]
}
