/// A problem with a session file, located as `FILE:LINE` so the user can open the file there.
///
/// `description` is exactly `FILE:LINE: message` on one line (user-supplied text inside
/// `message` is JSON-quoted, so it cannot break the line). When the problem concerns the
/// whole file rather than one line (it cannot be opened), `line` is 0 and `description`
/// is `FILE: message`. The CLI maps `kind` to its exit code: `.invalidData` → 65, `.io` → 1.
public struct SessionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name as given by the caller (a path, or the name of an in-memory session).
    public var file: String
    /// 1-based line number; 0 when no particular line is concerned.
    public var line: Int
    /// 1-based byte column within the line, when the problem has one (preset files).
    public var column: Int?
    /// What is wrong, e.g. `"t" decreases (12.5 after 16.6)`.
    public var message: String
    /// Whether the data is bad or the file could not be read or written.
    public var kind: Kind

    /// Creates an error; `kind` defaults to bad data, the common case.
    public init(file: String, line: Int, column: Int? = nil, message: String, kind: Kind = .invalidData) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    /// `FILE:LINE: message` (`FILE:LINE:COLUMN: message` with a column), or `FILE: message`
    /// when `line` is 0.
    public var description: String {
        guard line > 0 else { return "\(file): \(message)" }
        return column.map { "\(file):\(line):\($0): \(message)" } ?? "\(file):\(line): \(message)"
    }
}
