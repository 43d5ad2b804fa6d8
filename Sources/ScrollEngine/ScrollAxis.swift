/// The axis a scroller moves along.
public enum ScrollAxis: String, Sendable, Equatable, Codable {
    /// Horizontal: offsets grow as content moves left.
    case x
    /// Vertical: offsets grow as content moves up.
    case y
}
