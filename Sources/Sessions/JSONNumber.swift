/// A JSON number as both a `Double` and, when it was written as an integer, an `Int`.
///
/// Keeping the integer form separately is why this parser exists instead of
/// `JSONSerialization`: the format requires `button` and sizes to be *written* as
/// integers (`1`, not `1.0` or `1e0`), which the parsed `Double` alone cannot tell.
public struct JSONNumber: Equatable, Sendable {
    /// The value rounded to the nearest `Double` (may be ±infinity when the literal overflows).
    public var value: Double
    /// The value when the literal has no fraction or exponent and fits in `Int`; otherwise nil.
    public var integer: Int?

    // Compare bit patterns so that -0 and 0 (and any NaN) are told apart: the parser
    // must preserve what was written, and tests check that bit for bit.
    public static func == (a: JSONNumber, b: JSONNumber) -> Bool {
        a.value.bitPattern == b.value.bitPattern && a.integer == b.integer
    }
}
