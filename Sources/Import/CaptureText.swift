import Output
import Sessions
#if canImport(Glibc)
import Glibc
#endif

/// A capture file's lines, read without holding the file: the readers of both formats scan
/// numbers straight from the bytes of each line, since a ten-minute capture has half a million
/// event lines. A file is read in chunks (`chunkSize`); only the chunk being scanned and what the
/// readers keep of it are in memory, so a pipe or a device (`/dev/zero`) is refused at the first
/// overlong line, or once `CaptureFile.maximumSize` bytes have gone by, without piling them up.
///
/// A class, so that the readers' closures see the chunk being scanned (`bytes`) as it moves on.
final class CaptureText {
    /// The longest line accepted (a device description's longest line is a few hundred bytes).
    static let maximumLineLength = 65_536
    /// How much is read at a time.
    static let chunkSize = 1 << 20
    /// How far the format is looked for: comments and blank lines before the first line of a
    /// capture, at most.
    static let maximumPreamble = 1 << 20

    /// The bytes being scanned: the ranges `forEachLine` hands out index into it, valid during
    /// that call.
    private(set) var bytes: [UInt8]
    /// The file's name in messages.
    let name: String
    /// The file's size when known up front (a regular file, or bytes in memory), else 0: what
    /// readers reserve room by.
    let sizeHint: Int
    /// The file to read on from; -1 when every byte is in `bytes`.
    private let descriptor: Int32
    private var atEndOfFile: Bool
    /// What each read fills (allocated at the first), and its size.
    private var chunk: [UInt8] = []
    private var readSize = chunkSize
    /// Bytes read from the file so far.
    private var bytesRead = 0
    /// Where the next line starts in `bytes`, and its number.
    private var next = 0
    private var nextLine = 1

    /// The lines of `bytes`, held in memory.
    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        sizeHint = bytes.count
        descriptor = -1
        atEndOfFile = true
    }

    /// The lines of the open file `descriptor` (not closed here), `size` bytes long when known,
    /// read `readSize` bytes at a time.
    init(descriptor: Int32, name: String, size: Int, readSize: Int = chunkSize) {
        bytes = []
        self.name = name
        sizeHint = size
        self.descriptor = descriptor
        self.readSize = max(1, readSize)
        atEndOfFile = false
    }

    /// Calls `body` with each line's number (1-based) and byte range in `bytes`, without its "\n"
    /// (or "\r\n"), from the first line not yet handed out. Throws for a line longer than
    /// `maximumLineLength`, a file past `CaptureFile.maximumSize`, or a stop request.
    func forEachLine(_ body: (Int, Range<Int>) throws(SessionError) -> Void) throws(SessionError) {
        while let (number, range) = try nextRange(keepingRead: false) {
            try body(number, range)
        }
    }

    /// Calls `body` with lines from the first until it returns true, then rewinds: the next
    /// `forEachLine` starts at line 1 again. For telling the format by the first lines; throws
    /// when `maximumPreamble` bytes go by without `body` deciding.
    func peekLines(until body: (Int, Range<Int>) throws(SessionError) -> Bool) throws(SessionError) {
        defer {
            next = 0
            nextLine = 1
        }
        while let (number, range) = try nextRange(keepingRead: true) {
            if try body(number, range) { return }
            if range.upperBound > Self.maximumPreamble {
                throw error(line: number, "no capture line in the first \(Self.maximumPreamble >> 20) MiB (only comments or blank lines)")
            }
        }
    }

    /// The next line, reading on as needed; `keepingRead` keeps every byte read (for a rewind).
    private func nextRange(keepingRead: Bool) throws(SessionError) -> (Int, Range<Int>)? {
        while true {
            let count = bytes.count
            var end = next
            // memchr: a scan of each byte in Swift is most of an import's time.
            if next < count {
                end = bytes.withUnsafeBufferPointer { buffer in
                    let start = buffer.baseAddress! + next
                    guard let found = memchr(start, 0x0A, count - next) else { return count }
                    return next + (UnsafeRawPointer(found) - UnsafeRawPointer(start))
                }
            }
            if end - next > Self.maximumLineLength {
                throw error(line: nextLine, "line longer than \(Self.maximumLineLength) bytes")
            }
            if end == count, !atEndOfFile {
                try readChunk(keepingRead: keepingRead)
                continue
            }
            guard next < count else { return nil }
            var last = end
            if last > next, bytes[last - 1] == 0x0D { last -= 1 }
            let line = (nextLine, next..<last)
            next = end + 1
            nextLine += 1
            if nextLine & 0xFFF == 0, StopRequest.isRequested {
                throw SessionError(file: name, line: 0, message: "stopped", kind: .io)
            }
            return line
        }
    }

    private func readChunk(keepingRead: Bool) throws(SessionError) {
        if !keepingRead, next > 0 {
            bytes.removeSubrange(0..<min(next, bytes.count))
            next = 0
        }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: readSize) }
        var count = 0
        repeat {
            count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if StopRequest.isRequested { throw SessionError(file: name, line: 0, message: "stopped", kind: .io) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            throw SessionError(file: name, line: 0, message: "cannot read: \(String(cString: strerror(errno)))", kind: .io)
        }
        bytes.append(contentsOf: chunk[0..<count])
        if count == 0 { atEndOfFile = true }
        bytesRead += count
        guard bytesRead <= CaptureFile.maximumSize else {
            throw SessionError(file: name, line: 0, message: "more than \(CaptureFile.maximumSize >> 30) GiB: stopped reading (a capture may be at most that long)")
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
