import ArgumentParser
import Sessions

/// `--size WxH`: a window or frame size.
///
/// Any `WxH` of two integers parses; the commands' `validate()` then holds it to the session
/// limits (`checkLimits`), so that a size out of range is a usage error naming the limit.
struct ViewportSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        width = w
        height = h
    }

    /// Throws the parser's usage error (exit 64) when the size breaks the documented limits
    /// (the same as a session's `size`: 1…16384 per side, at most 67 108 864 pixels).
    func checkLimits() throws {
        if let problem = SessionLimits.sizeProblem(width: width, height: height) {
            throw ValidationError("--size \(problem)")
        }
    }

    var description: String { "\(width)x\(height)" }

    static var defaultValueDescription: String { "1280x800" }
}
