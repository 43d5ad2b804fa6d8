import HostInterface
import Scenes
import ScrollEngine
import Sessions
import TestSupport

/// Valid sessions of every event type, within the documented limits, for every scene: what the
/// replay property tests (and `Fuzz/replay-soak.sh`) feed through the whole frame loop.
///
/// Values are weighted toward the edges (±1 000 000 coordinates, ±100 notches, 1×1 and
/// 16384-wide windows, t = 86 400 000, hz near 0 and 1000) and toward what makes scenes do
/// something (drags that start in the window, keys that switch tabs, scenes and presets).
/// The replay rate is lowered for large windows (`pixelRate`): the point is to find crashes and
/// hangs, not to spend minutes rasterising a 16384-pixel-wide window at 1000 Hz.
/// A new event type (`frame`, say) gets a case in `events(…)`.
struct RandomSessionGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }

    /// A whole session on `scene`: its header and about `count` events. `pixelRate` bounds the
    /// pixels drawn per second of animation (largest frame × hz): the rate is lowered to fit.
    mutating func session(scene: SceneKind, count: Int, pixelRate: Double) -> (header: SessionHeader, events: [TimedEvent]) {
        var header = header(scene: scene)
        let events = events(header: header, count: count)
        var pixels = header.width * header.height
        for timed in events {
            if case let .resize(w, h) = timed.event { pixels = max(pixels, w * h) }
        }
        header.hz = min(header.hz, max(1, (pixelRate / Double(pixels)).rounded(.down)))
        return (header, events)
    }

    mutating func header(scene: SceneKind) -> SessionHeader {
        let physics = SessionHeader.physicsPresets[below(SessionHeader.physicsPresets.count)]
        let (width, height) = size()
        let hz: Double = switch below(6) {
        case 0: 1000
        case 1: Double(1 + below(1000))
        case 2: 0.5 + Double(below(100))
        default: 60
        }
        return SessionHeader(scene: scene, physics: physics, width: width, height: height,
                             hz: hz, bounce: chance(2) ? .parent : .child,
                             loadLatencyMs: chance(3) ? Double(below(5000)) : 600,
                             handoffPolicy: chance(2) ? nil : HandoffPolicy.allCases[below(HandoffPolicy.allCases.count)],
                             tabs: chance(2) ? .reset : .keep)
    }

    mutating func size() -> (Int, Int) {
        switch below(10) {
        case 0: return (1, 1)
        case 1: return (SessionLimits.maximumSide, 1 + below(256))
        case 2: return (1 + below(64), SessionLimits.maximumSide)
        case 3: return (2048 + below(2048), 1024 + below(1024))
        default: return (1 + below(800), 1 + below(600))
        }
    }

    mutating func coordinate(within extent: Int) -> Double {
        let limit = SessionLimits.maximumCoordinate
        switch below(8) {
        case 0: return [limit, -limit, 0, -0.0][below(4)]
        case 1: return Double(Int(random.next() % 2_000_001) - 1_000_000) / (chance(2) ? 1 : 7)
        default: return Double(below(max(1, extent))) + Double(below(1000)) / 1000
        }
    }

    /// Events in time order, ending (usually) with `end`.
    mutating func events(header: SessionHeader, count: Int) -> [TimedEvent] {
        var events: [TimedEvent] = []
        var t = 0.0
        var width = header.width, height = header.height
        var pressed = false
        for _ in 0..<count {
            switch below(10) {
            case 0: break
            case 1: t += Double(below(3000))
            case 2 where chance(20): t = min(SessionLimits.maximumTime, t + Double(below(Int(SessionLimits.maximumTime))))
            default: t += Double(below(40)) + Double(below(100)) / 100
            }
            t = min(t, SessionLimits.maximumTime)
            let x = coordinate(within: width), y = coordinate(within: height)
            let event: SessionEvent
            switch below(16) {
            case 0...2 where !pressed:
                event = .down(x: x, y: y, button: chance(8) ? 1 + below(9) : 1)
                pressed = true
            case 0...5 where pressed:
                event = .move(x: x, y: y)
            case 6 where pressed, 7 where pressed:
                event = .up(x: x, y: y, button: 1)
                pressed = false
            case 8, 9:
                let notches = chance(4) ? Double(below(201) - 100) : Double(below(3) - 1)
                event = .wheel(x: x, y: y, dx: chance(4) ? Double(below(201) - 100) : 0, dy: notches)
            case 10, 11:
                let keys = ["1", "2", "3", "4", "9", "Tab", "f", "g", "b", "p", "i", "h", "r", "x", "F1", "é", "Return"]
                    + (chance(10) ? ["q", "Escape"] : [])
                event = .key(keys[below(keys.count)])
            case 13 where chance(2):
                // Smooth scrolling: a run of touchpad-sized deltas, sometimes the (0, 0) lift.
                event = chance(4) ? .scroll(x: x, y: y, dx: 0, dy: 0)
                    : .scroll(x: x, y: y, dx: Double(below(61) - 30) / 2, dy: Double(below(201) - 100) / 4)
            case 13:
                // Smooth scroll at the edges: pixel deltas up to ±1e6, a zero pair now and then.
                let lift = chance(5)
                event = .scroll(x: x, y: y, dx: lift ? 0 : (chance(4) ? coordinate(within: 40) : 0),
                                dy: lift ? 0 : (chance(8) ? coordinate(within: 200) : Double(below(80)) - 40))
            case 14:
                // Fingers 0–3 in any phase, in any order (a begin without an end, an end for a
                // finger never down).
                event = .touch(phase: TouchPhase.allCases[below(TouchPhase.allCases.count)], id: below(4), x: x, y: y)
            case 12 where chance(4):
                let (w, h) = size()
                (width, height) = (w, h)
                event = .resize(width: w, height: h)
            default:
                event = .move(x: x, y: y)
            }
            events.append(TimedEvent(t: t, event: event))
        }
        if !chance(4) { events.append(TimedEvent(t: min(SessionLimits.maximumTime, t + Double(below(5000))), event: .end)) }
        return events
    }
}
