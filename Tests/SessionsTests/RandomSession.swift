@testable import Sessions

/// Seeded random sessions whose numbers probe the formatter's corners.
enum RandomSession {
    static func header(using random: inout SplitMix64) -> SessionHeader {
        SessionHeader(scene: SessionHeader.scenes[Int(random.next() % 4)],
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
            default: t = max(t, min(positive(using: &random), 1e300))  // room left for nextUp
            }
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
                       dx: coordinate(using: &random), dy: coordinate(using: &random))
        case 4: .key(keyName(using: &random))
        case 5: .resize(width: 1 + Int(random.next() % 100_000), height: Int.max - Int(random.next() % 3))
        case 6: .scroll(x: bounded(using: &random), y: bounded(using: &random),
                        dx: bounded(using: &random), dy: bounded(using: &random))
        case 7: .touch(phase: TouchPhase.allCases[Int(random.next() % 4)], id: Int(Int64(bitPattern: random.next())),
                       x: bounded(using: &random), y: bounded(using: &random))
        default: .end
        }
    }

    /// Any finite Double, weighted toward the cases formatting gets wrong.
    static func coordinate(using random: inout SplitMix64) -> Double {
        switch random.next() % 8 {
        case 0: return Double(Int64(bitPattern: random.next()) >> 40)          // integral
        case 1: return Double(Int64(bitPattern: random.next()) % 100_000) / 10  // one decimal
        case 2: return random.next() % 2 == 0 ? -0.0 : 0.0
        case 3: return Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF)  // subnormal
        case 4: return Double(1 << 53) + Double(random.next() % 1000) * 2        // big integral
        default:
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
    }

    /// A coordinate within the contract's ±1 000 000 (the newer event types enforce it).
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
