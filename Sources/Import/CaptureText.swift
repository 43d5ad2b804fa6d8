import Sessions

/// A capture file's bytes, read line by line without copying: the readers of both formats scan
/// numbers straight from the bytes, since a ten-minute capture has half a million event lines.
struct CaptureText {
    /// The longest line accepted (a device description's longest line is a few hundred bytes).
    static let maximumLineLength = 65_536

    let bytes: [UInt8]
    /// The file's name in messages.
    let name: String

    /// Calls `body` with each line's number (1-based) and byte range, without its "\n" (or "\r\n").
    /// Throws for a line longer than `maximumLineLength`.
    func forEachLine(_ body: (Int, Range<Int>) throws(SessionError) -> Void) throws(SessionError) {
        try firstLine { (number, range) throws(SessionError) in
            try body(number, range)
            return false
        }
    }

    /// Like ``forEachLine(_:)``, stopping after the first line for which `body` returns true.
    func firstLine(where body: (Int, Range<Int>) throws(SessionError) -> Bool) throws(SessionError) {
        var start = 0
        var number = 1
        let count = bytes.count
        while start < count {
            var end = start
            while end < count, bytes[end] != 0x0A { end += 1 }
            if end - start > Self.maximumLineLength {
                throw error(line: number, "line longer than \(Self.maximumLineLength) bytes")
            }
            var last = end
            if last > start, bytes[last - 1] == 0x0D { last -= 1 }
            if try body(number, start..<last) { return }
            start = end + 1
            number += 1
        }
    }

    /// The line's text (for names and messages).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the line starts with `prefix` (ASCII).
    func line(_ range: Range<Int>, startsWith prefix: String) -> Bool {
        // Byte by byte over the literal's UTF-8 view: called for every event line, so no array.
        var index = range.lowerBound
        for byte in prefix.utf8 {
            guard index < range.upperBound, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    func error(line: Int, _ message: String) -> SessionError {
        SessionError(file: name, line: line, message: message)
    }
}

/// Reads numbers and words from one line of a capture, left to right.
struct FieldCursor {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(_ text: CaptureText, _ range: Range<Int>) {
        bytes = text.bytes
        position = range.lowerBound
        end = range.upperBound
    }

    var atEnd: Bool { position >= end }
    var current: UInt8? { position < end ? bytes[position] : nil }

    mutating func skipSpaces() {
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// Skips spaces, then consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard position < end, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A decimal integer (optional sign) of at most 18 digits, after optional spaces.
    mutating func integer() -> Int64? {
        skipSpaces()
        var negative = false
        if position < end, bytes[position] == 0x2D || bytes[position] == 0x2B {
            negative = bytes[position] == 0x2D
            position += 1
        }
        var value: Int64 = 0
        var digits = 0
        while position < end, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            guard digits < 18 else { return nil }
            value = value * 10 + Int64(bytes[position] - 0x30)
            digits += 1
            position += 1
        }
        return digits > 0 ? (negative ? -value : value) : nil
    }

    /// A hexadecimal integer (no prefix) of at most 8 digits, after optional spaces.
    mutating func hex() -> UInt32? {
        skipSpaces()
        var value: UInt32 = 0
        var digits = 0
        while position < end, let digit = Self.hexDigit(bytes[position]) {
            guard digits < 8 else { return nil }
            value = value << 4 | UInt32(digit)
            digits += 1
            position += 1
        }
        return digits > 0 ? value : nil
    }

    /// The number of digits in the run at the cursor (for "usec has 6 digits").
    func digitRun() -> Int {
        var index = position
        while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        return index - position
    }

    /// Whether only spaces, or a comment, remain.
    mutating func atEndOrComment() -> Bool {
        skipSpaces()
        return position >= end || bytes[position] == 0x23
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        case 0x41...0x46: byte - 0x41 + 10
        default: nil
        }
    }
}
