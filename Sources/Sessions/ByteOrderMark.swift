/// The UTF-8 byte order mark (EF BB BF) some editors put at the start of a file. Session and
/// preset files reject it alike, at line 1, column 1, saying what it is: a reader that skipped
/// it silently would count columns differently from the editor that shows it.
enum ByteOrderMark {
    /// What the error says.
    static let problem = "byte order mark (EF BB BF): save the file as UTF-8 without one"

    /// Whether `bytes` start with the mark.
    static func isAtStart(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
