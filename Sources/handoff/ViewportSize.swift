import ArgumentParser

/// `--size WxH`: a window or frame size.
struct ViewportSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// Largest side accepted (an X11 window and a framebuffer this big still fit in memory).
    static let maximumSide = 16_384

    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...Self.maximumSide).contains(w), (1...Self.maximumSide).contains(h) else { return nil }
        width = w
        height = h
    }

    var description: String { "\(width)x\(height)" }

    static var defaultValueDescription: String { "1280x800" }
}
