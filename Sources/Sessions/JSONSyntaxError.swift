/// Why a line is not valid JSON, and where (1-based byte column within the line).
struct JSONSyntaxError: Error, Equatable {
    /// What is wrong, without the column, e.g. `unexpected character '}'`.
    var problem: String
    /// 1-based byte offset in the line; one past the last byte for "unexpected end of line".
    var column: Int

    /// `unexpected character '}' at column 17`: the form the session reader puts after `not valid JSON: `.
    var description: String { "\(problem) at column \(column)" }
}
