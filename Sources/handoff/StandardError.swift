#if canImport(Glibc)
import Glibc
#endif

/// One line on standard error, prefixed with the program's name.
enum StandardError {
    static func line(_ message: String) {
        let text = "handoff: \(message)\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// A progress line on a terminal, overwritten in place (empty text clears it).
    static func progress(_ text: String) {
        var bytes = Array("\r\u{1B}[K\(text)".utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
