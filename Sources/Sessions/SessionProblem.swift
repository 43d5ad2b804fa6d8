import Scenes

/// A validation failure without its location; the reader or writer adds `FILE:LINE`.
///
/// All wording lives here so the reader (checking JSON) and the writer (checking Swift
/// values) report the same problem in the same words.
struct SessionProblem: Error, Equatable {
    /// The message that follows `FILE:LINE: `.
    var message: String

    static func expected(_ key: String, _ what: String) -> SessionProblem {
        SessionProblem(message: "expected \(quoted(key)) to be \(what)")
    }

    static func missing(_ key: String, in context: String) -> SessionProblem {
        SessionProblem(message: "missing \(quoted(key)) \(context)")
    }

    static func negativeTime(_ t: Double) -> SessionProblem {
        SessionProblem(message: "expected \"t\" to be >= 0, got \(SessionLineEncoder.number(t))")
    }

    static func decreasingTime(_ t: Double, after previous: Double) -> SessionProblem {
        SessionProblem(message: "\"t\" decreases (\(SessionLineEncoder.number(t)) after \(SessionLineEncoder.number(previous)))")
    }

    static func unsupportedVersion(_ version: Int) -> SessionProblem {
        SessionProblem(message: "unsupported format version \(version)")
    }

    static func unknownScene(_ scene: String, expected: [SceneKind]) -> SessionProblem {
        SessionProblem(message: "unknown scene \(quoted(scene)) (expected \(expected.map(\.rawValue).joined(separator: ", ")))")
    }

    static func unknownPhysics(_ physics: String) -> SessionProblem {
        SessionProblem(message: "unknown physics preset \(quoted(physics)) (expected \(SessionHeader.physicsPresets.joined(separator: ", ")))")
    }

    static func unknownEventType(_ type: String) -> SessionProblem {
        SessionProblem(message: "unknown event type \(quoted(type))")
    }

    static let badSize = SessionProblem(message: "\"size\" must be two integers > 0")

    /// The problem `checks` throws, or nil: lets the writer reuse the reader's checks.
    static func first(_ checks: () throws(SessionProblem) -> Void) -> SessionProblem? {
        do { try checks() } catch { return error }
        return nil
    }

    /// `text` as a JSON string literal, shortened: messages are one line and must stay
    /// readable even when a hostile file puts 60 KB into an event type.
    static func quoted(_ text: String) -> String {
        let limit = 40
        if text.unicodeScalars.count <= limit { return SessionLineEncoder.jsonString(text) }
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        return SessionLineEncoder.jsonString(head + "…")
    }
}
