import HostInterface
import Scenes
@testable import Sessions
import TestSupport

/// Seeded random sessions within the documented limits, whose numbers probe the formatter's
/// corners (and the limits' edges).
enum RandomSession {
    static func header(using random: inout SplitMix64) -> SessionHeader {
        SessionHeader(scene: SceneKind.formatExamples[Int(random.next() % UInt64(SceneKind.formatExamples.count))],
                      physics: SessionHeader.physicsPresets[Int(random.next() % 2)],
                      width: 1 + Int(random.next() % 4000), height: 1 + Int(random.next() % 4000),
                      hz: random.next() % 2 == 0 ? 60 : min(SessionHeader.maximumHz, positive(using: &random)),
                      bounce: random.next() % 2 == 0 ? .parent : .child,
                      loadLatencyMs: random.next() % 2 == 0 ? 600 : positive(using: &random))
    }

    static func events(count: Int, using random: inout SplitMix64) -> [TimedEvent] {
        var t = 0.0
        var events: [TimedEvent] = []
        for _ in 0..<count {
            switch random.next() % 4 {
            case 0: break  // same t as the previous event
            case 1: t += Double(random.next() % 20)
            case 2: t = (t + Double(random.next() % 1000) / 7).nextUp
            case 3 where random.next() % 64 == 0: t = SessionLimits.maximumTime  // the last moment allowed
            default: t = max(t, min(positive(using: &random), SessionLimits.maximumTime / 2))  // room left for nextUp
            }
            t = min(t, SessionLimits.maximumTime)
            events.append(TimedEvent(t: t, event: event(using: &random)))
        }
        return events
    }

    static func event(using random: inout SplitMix64) -> SessionEvent {
        switch random.next() % 9 {
        case 0: .down(x: coordinate(using: &random), y: coordinate(using: &random), button: Int(random.next() % 9))
        case 1: .up(x: coordinate(using: &random), y: coordinate(using: &random), button: Int(Int64(bitPattern: random.next())))
        case 2: .move(x: coordinate(using: &random), y: coordinate(using: &random))
        case 3: .wheel(x: coordinate(using: &random), y: coordinate(using: &random),
                       dx: notches(using: &random), dy: notches(using: &random))
        case 4: .key(keyName(using: &random))
        case 5: size(using: &random)
        case 6: .scroll(x: bounded(using: &random), y: bounded(using: &random),
                        dx: bounded(using: &random), dy: bounded(using: &random))
        case 7: .touch(phase: TouchPhase.allCases[Int(random.next() % 4)], id: Int(Int64(bitPattern: random.next())),
                       x: bounded(using: &random), y: bounded(using: &random))
        default: .end
        }
    }

    /// Any Double within ±1 000 000, weighted toward the cases formatting gets wrong.
    static func coordinate(using random: inout SplitMix64) -> Double {
        let limit = SessionLimits.maximumCoordinate
        switch random.next() % 8 {
        case 0: return Double(Int64(bitPattern: random.next()) >> 44)          // integral
        case 1: return Double(Int64(bitPattern: random.next()) % 100_000) / 10  // one decimal
        case 2: return random.next() % 2 == 0 ? -0.0 : 0.0
        case 3: return Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF)  // subnormal
        case 4: return [limit, -limit, limit.nextDown, -limit.nextDown][Int(random.next() % 4)]  // the edges
        default:
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite && value.magnitude <= limit { return value }
            }
        }
    }

    /// Whole wheel notches within ±100, edges included.
    static func notches(using random: inout SplitMix64) -> Double {
        Double(Int(random.next() % 201) - 100)
    }

    /// A `resize` within the limits: up to 16384 a side and 67 108 864 pixels.
    static func size(using random: inout SplitMix64) -> SessionEvent {
        let width = 1 + Int(random.next() % UInt64(SessionLimits.maximumSide))
        let tallest = min(SessionLimits.maximumSide, SessionLimits.maximumPixels / width)
        return .resize(width: width, height: 1 + Int(random.next() % UInt64(tallest)))
    }

    /// A coordinate within the documented ±1 000 000 (the newer event types enforce it).
    static func bounded(using random: inout SplitMix64) -> Double {
        let value = coordinate(using: &random)
        return abs(value) <= 1_000_000 ? value : value.truncatingRemainder(dividingBy: 1_000_000)
    }

    static func positive(using random: inout SplitMix64) -> Double {
        var value = coordinate(using: &random).magnitude
        if value == 0 { value = 1 }
        return value
    }

    static func keyName(using random: inout SplitMix64) -> String {
        let alphabet: [Unicode.Scalar] = ["a", "2", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀",
                                          "\u{2028}", "\u{FFFF}", " "]
        let length = 1 + Int(random.next() % 6)
        var name = String.UnicodeScalarView()
        for _ in 0..<length {
            name.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
        }
        return String(name)
    }
}
