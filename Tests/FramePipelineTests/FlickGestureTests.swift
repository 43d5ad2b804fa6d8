import Foundation
import Replay
import Scenes
import ScrollEngine
import Sessions
import Testing

/// `handoff flick`'s gestures: exact speed, lift on the frame grid, every device, and every preset
/// measuring the finger at the speed asked for.
@Suite("Flick generator")
struct FlickGestureTests {
    static func gesture(_ device: FlickGesture.Device = .pointer, release: FlickGesture.Release = .onFrame,
                        speed: Double = 2000, count: Int = 1) -> FlickGesture {
        FlickGesture(from: (640, 600), to: (640, 200), durationMs: 400 / speed * 1000, inputHz: 240, frameHz: 60,
                     release: release, device: device, count: count)
    }

    @Test("moves at the asked speed, one sample per input period; the lift lands on or between frames")
    func timing() throws {
        let events = Self.gesture().events()
        let moves = events.compactMap { e -> (Double, Double)? in
            if case let .move(_, y) = e.event { return (e.t, y) }
            return nil
        }
        for (a, b) in zip(moves, moves.dropFirst()) {
            #expect(abs((a.1 - b.1) / (b.0 - a.0) * 1000 - 2000) < 1e-6)
            #expect(abs(b.0 - a.0 - 1000.0 / 240) < 1e-9)
        }
        let lift = try #require(events.last)
        #expect((lift.t / (1000.0 / 60)).rounded() * (1000.0 / 60) == lift.t)
        let mid = try #require(Self.gesture(release: .midFrame).events().last)
        #expect(abs((mid.t / (1000.0 / 60)).truncatingRemainder(dividingBy: 1) - 0.5) < 1e-9)
        let after = Self.gesture(release: .after(7)).events()
        #expect(abs(after[after.count - 1].t - after[after.count - 2].t - 7) < 1e-9)
    }

    @Test("repeats start the gap after each lift; touchpad ends with the (0, 0) stop; wheel sends notches")
    func devicesAndRepeats() throws {
        let twice = Self.gesture(count: 2).events()
        let ups = twice.filter { if case .up = $0.event { return true } else { return false } }
        let downs = twice.filter { if case .down = $0.event { return true } else { return false } }
        #expect(ups.count == 2 && downs.count == 2)
        #expect(downs[1].t >= ups[0].t + 300)
        let pad = Self.gesture(.touchpad).events()
        #expect(pad.last?.event == .scroll(x: 640, y: 600, dx: 0, dy: 0))
        let total = pad.reduce(0.0) { sum, e in if case let .scroll(_, _, _, dy) = e.event { return sum + dy } else { return sum } }
        #expect(abs(total - 400) < 1e-9)
        #expect(Self.gesture(.wheel).events().allSatisfy { if case .wheel(_, _, 0, 1) = $0.event { return true } else { return false } })
        #expect(FlickGesture(from: (1, 1), to: (1, 1), durationMs: 10, inputHz: 100, frameHz: 60).problem != nil)
    }

    @Test("a 2000 px/s pointer flick leaves every preset at 2000 px/s within 1 %", arguments: PhysicsPreset.all.map(\.name))
    func liftSpeed(name: String) throws {
        // GTK's touchpad velocity runs to the stop event's time (the fingers' lift), so it reads a
        // touchpad flick slower than the fingers moved, as GTK does; its pointer and touch match.
        let devices: [FlickGesture.Device] = name == "gtk" ? [.pointer, .touch] : [.pointer, .touch, .touchpad]
        for device in devices {
            let header = SessionHeader(scene: .profile, physics: name, width: 1280, height: 800, hz: 60)
            let text = try SessionWriter.text(header: header, events: Self.gesture(device, release: .midFrame).events())
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(UUID().uuidString).jsonl").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let replay = try Replay(path: path)
            var lift: Double?
            _ = try replay.run(afterFrame: { _, _, state in if let release = state.release { lift = release.liftVelocity } })
            let measured = try #require(lift, "\(name) \(device): no release in the trace")
            #expect(abs(measured - 2000) <= 20, "\(name) \(device): \(measured)")
        }
    }
}
