#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte source into lines through one fixed-size buffer.
///
/// The buffer is allocated once, `maxLineLength + 1` bytes, and never grows: memory stays
/// the same for a 1-second and a 1-hour session. The price is a maximum line length;
/// session lines are under 100 bytes, so 64 KiB leaves room for any sane extension.
struct SessionLineScanner: Sendable {
    /// Longest line accepted, in bytes, not counting its "\n".
    static let maxLineLength = 65_536

    private var source: SessionByteSource
    private var buffer: [UInt8]
    /// Unconsumed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var sourceIsExhausted = false
    /// Number of the last line handed out (1-based); 0 before the first.
    private(set) var lineNumber = 0

    /// The source's name, for messages.
    var name: String { source.name }

    /// Bytes the buffer holds; tests check that it never grows.
    var bufferCapacity: Int { buffer.capacity }

    init(source: SessionByteSource) {
        self.source = source
        buffer = [UInt8](repeating: 0, count: SessionLineScanner.maxLineLength + 1)
    }

    /// Calls `body` with the next line's bytes (without "\n") and whether a "\n" ended it,
    /// and returns what `body` returns; nil at end of file. The bytes are valid only
    /// during the call. A line without "\n" can only be the file's last.
    mutating func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ terminated: Bool) -> Result)
        throws(SessionError) -> Result? {
        var searchFrom = start
        while true {
            if let newline = findNewline(from: searchFrom) {
                lineNumber += 1
                let line = start..<newline
                start = newline + 1
                return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[line]), true) }
            }
            if sourceIsExhausted {
                guard start < end else { return nil }
                lineNumber += 1
                let line = start..<end
                start = end
                return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[line]), false) }
            }
            compact()
            if end == buffer.count {
                throw SessionError(file: name, line: lineNumber + 1,
                                   message: "line is longer than \(SessionLineScanner.maxLineLength) bytes")
            }
            searchFrom = end  // what is already buffered holds no newline
            let count = try fill()
            if count == 0 { sourceIsExhausted = true }
        }
    }

    private func findNewline(from index: Int) -> Int? {
        guard index < end else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let hit = memchr(raw.baseAddress! + index, 0x0A, end - index) else { return nil }
            return UnsafeRawPointer(hit) - raw.baseAddress!
        }
    }

    /// Moves the unfinished line to the front so the free space after it is as large as possible.
    private mutating func compact() {
        guard start > 0 else { return }
        let (from, count) = (start, end - start)
        buffer.withUnsafeMutableBytes { raw in
            if count > 0 { _ = memmove(raw.baseAddress!, raw.baseAddress! + from, count) }
        }
        start = 0
        end = count
    }

    /// Reads more bytes after `end`; returns how many (0 at end of file).
    private mutating func fill() throws(SessionError) -> Int {
        let (from, line) = (end, lineNumber + 1)
        var source = self.source
        // Swap the source out while the buffer is borrowed, so the two accesses to self
        // cannot overlap; the source is a small struct, so this copies no bytes.
        let result: Swift.Result<Int, SessionError> = buffer.withUnsafeMutableBytes { raw in
            Swift.Result { () throws(SessionError) -> Int in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[from...]), line: line)
            }
        }
        self.source = source
        let count = try result.get()
        end += count
        return count
    }
}
