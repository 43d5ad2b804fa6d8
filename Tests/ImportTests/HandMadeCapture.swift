import Import
import Sessions

/// Small captures written by hand for the decoder tests, and one call that imports them.
enum HandMadeCapture {
    /// An evemu device description: name, property bytes, per-type code bytes, absolute axes.
    static func evemuHeader(name: String, properties: String = "00 00 00 00 00 00 00 00",
                            bits: [String], axes: [String] = []) -> String {
        (["# EVEMU 1.3", "N: \(name)", "I: 0011 0002 0007 01b1", "P: \(properties)"]
            + bits.map { "B: \($0)" } + axes.map { "A: \($0)" }).joined(separator: "\n") + "\n"
    }

    /// `E:` lines from `(seconds, type, code, value)`.
    static func evemuEvents(_ events: [(Double, Int, Int, Int)]) -> String {
        events.map { event in
            let micros = Int((event.0 * 1_000_000).rounded())
            let fraction = String(micros % 1_000_000)
            let time = "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
            return "E: \(time) \(hex(event.1)) \(hex(event.2)) \(event.3)"
        }.joined(separator: "\n") + "\n"
    }

    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The imported events of `text` (as the command does it), and the notes.
    static func importing(_ text: String, name: String = "capture", devices: [Int]? = nil,
                          window: ImportWindow = ImportWindow(width: 1280, height: 800)) throws(SessionError)
        -> CaptureImport.Result {
        let capture = try CaptureImport.read(bytes: Array(text.utf8), name: name)
        return try CaptureImport.events(from: capture, devices: devices, window: window, file: name)
    }

    /// The error importing `text` gives, as the user reads it, or nil when it imports.
    static func failure(_ text: String, name: String = "capture") -> String? {
        do {
            _ = try importing(text, name: name)
            return nil
        } catch {
            return error.description
        }
    }
}
