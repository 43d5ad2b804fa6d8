/// Access to a string's UTF-8 bytes in place, for drawing and measuring without allocating.
enum UTF8Bytes {
    /// Calls `body` with `text`'s UTF-8. Native strings and their substrings are contiguous and
    /// are read in place; anything else (a bridged string) is copied once into a `String`.
    @inline(__always)
    static func with<R>(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(text)
        return copy.withUTF8(body)
    }
}
