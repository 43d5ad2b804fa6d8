import Foundation
@testable import Sessions

/// Shared inputs and helpers for the session tests.
enum SessionFixtures {
    /// The documented example session, byte for byte (docs/sessions.md).
    static let documentedExample = """
        {"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}
        {"t":0,"type":"down","x":640,"y":500,"button":1}
        {"t":8.3,"type":"move","x":640,"y":480}
        {"t":16.6,"type":"up","x":640,"y":470,"button":1}
        {"t":400,"type":"wheel","x":640,"y":500,"dx":0,"dy":1}
        {"t":900,"type":"key","key":"2"}
        {"t":1200,"type":"resize","w":1024,"h":768}
        {"t":5000,"type":"end"}

        """

    /// What the documented example must parse to.
    static let documentedHeader = SessionHeader(scene: .profile, physics: "ios", width: 1280, height: 800, hz: 60)
    static let documentedEvents: [TimedEvent] = [
        TimedEvent(t: 0, event: .down(x: 640, y: 500, button: 1)),
        TimedEvent(t: 8.3, event: .move(x: 640, y: 480)),
        TimedEvent(t: 16.6, event: .up(x: 640, y: 470, button: 1)),
        TimedEvent(t: 400, event: .wheel(x: 640, y: 500, dx: 0, dy: 1)),
        TimedEvent(t: 900, event: .key("2")),
        TimedEvent(t: 1200, event: .resize(width: 1024, height: 768)),
        TimedEvent(t: 5000, event: .end),
    ]

    static let headerLine = #"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"#

    /// Reads `text` completely from memory, under the name `s.jsonl`.
    static func read(_ text: String, maxChunk: Int = Int.max) throws(SessionError)
        -> (header: SessionHeader, events: [TimedEvent], warnings: [String]) {
        var reader = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl", maxChunk: maxChunk)
        var events: [TimedEvent] = []
        while let event = try reader.next() {
            events.append(event)
        }
        return (reader.header, events, reader.warnings)
    }

    /// The error reading `text` throws, or nil when it reads fine.
    static func error(reading text: String) -> SessionError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    /// A fresh path in a fresh temporary directory.
    static func temporaryPath(_ fileName: String) -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sessions-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(fileName).path
    }

    /// Whether two event lists are identical bit for bit (unlike `==`, tells -0 from 0).
    static func identical(_ a: [TimedEvent], _ b: [TimedEvent]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { bits($0) == bits($1) }
    }

    /// Every number of `timed` as raw bits, plus its type and key, for exact comparison.
    static func bits(_ timed: TimedEvent) -> [String] {
        func b(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
        let fields: [String] = switch timed.event {
        case let .down(x, y, button): ["down", b(x), b(y), String(button)]
        case let .up(x, y, button): ["up", b(x), b(y), String(button)]
        case let .move(x, y): ["move", b(x), b(y)]
        case let .wheel(x, y, dx, dy): ["wheel", b(x), b(y), b(dx), b(dy)]
        case let .scroll(x, y, dx, dy): ["scroll", b(x), b(y), b(dx), b(dy)]
        case let .touch(phase, id, x, y): ["touch", phase.rawValue, String(id), b(x), b(y)]
        case let .key(name): ["key", name]
        case let .resize(width, height): ["resize", String(width), String(height)]
        case .end: ["end"]
        case .frame: ["frame"]
        }
        return [b(timed.t)] + fields
    }
}
