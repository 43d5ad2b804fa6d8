#if canImport(Glibc)
import Glibc
#endif

/// One line on standard error, prefixed with the program's name.
public enum StandardError {
    /// Control characters in `message` (a file's bytes quoted in it, a library's several lines)
    /// are escaped, so the line is one line and cannot drive the terminal.
    public static func line(_ message: String) {
        let text = "handoff: \(printable(message))\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// A progress line on a terminal, overwritten in place (empty text clears it).
    public static func progress(_ text: String) {
        var bytes = Array("\r\u{1B}[K\(text)".utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// `text` with newline, tab, ESC, BEL and every other C0 or C1 control (and DEL) written as
    /// `\n`, `\t` or `\u{1B}`.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
