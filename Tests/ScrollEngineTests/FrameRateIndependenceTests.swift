import Testing
@testable import ScrollEngine

/// The same flick at 30, 60, 144, 240 and 1000 Hz: a continuous engine whose fling starts at the
/// lift's time (or the last move's, which these flicks make at the lift) shows the same offsets at
/// the frame times the rates share (input applies at its own time, momentum is sampled at the
/// frame's time minus the start). One whose fling starts on a frame (the one before the lift, the
/// one that handles it, the next) shows the same path moved by when that frame comes. Firefox's
/// APZ integrates per frame and shows each sample a frame late, so its path depends on the rate,
/// as Firefox's does.
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
    static let rates: [Double] = [30, 60, 144, 240]

    /// Largest difference from 1000 Hz at shared frame times (whole milliseconds), over the
    /// whole gesture, drag and momentum.
    static func worstDifference(_ preset: PhysicsPreset, velocity: Double, releaseMs: Double, hz: Double) -> Double {
        let reference = ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: 1000).run(preset).all
        var byMs: [Int: Double] = [:]
        for frame in reference { byMs[Int(frame.timeMs.rounded())] = frame.offset }
        var worst = 0.0
        for frame in ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: hz).run(preset).all {
            let ms = frame.timeMs.rounded()
            guard abs(frame.timeMs - ms) < 1e-6, let other = byMs[Int(ms)] ?? reference.last?.offset else { continue }
            worst = max(worst, abs(frame.offset - other))
        }
        return worst
    }

    @Test("continuous presets started at the input's time: within 0.5 px of 1000 Hz at shared frame times",
          arguments: PhysicsPreset.all.filter { [.input, .lastMove].contains($0.flingStart) && $0.name != "firefox" }.map(\.name))
    func continuous(name: String) throws {
        let preset = try #require(PhysicsPreset.named(name))
        for hz in Self.rates {
            for (velocity, releaseMs) in [(1000.0, 300.0), (2000, 290), (2000, 305)] {
                let worst = Self.worstDifference(preset, velocity: velocity, releaseMs: releaseMs, hz: hz)
                #expect(worst <= 0.5, "\(name) at \(hz) Hz, \(velocity) px/s lifted at \(releaseMs) ms: \(worst) px")
            }
        }
    }

    /// The 1000-Hz offset at `timeMs` (linear between its whole-millisecond frames).
    static func offset(_ frames: [(timeMs: Double, offset: Double)], atMs timeMs: Double) -> Double {
        let index = min(max(0, Int(timeMs.rounded(.down))), frames.count - 1)
        let next = min(index + 1, frames.count - 1)
        let fraction = min(max(0, timeMs - frames[index].timeMs), 1)
        return frames[index].offset + (frames[next].offset - frames[index].offset) * fraction
    }

    @Test("presets whose fling starts on a frame: the 1000-Hz path, moved by when that frame comes (at most one frame)",
          arguments: PhysicsPreset.all.filter { [.previousFrame, .liftFrame, .nextFrame].contains($0.flingStart) }.map(\.name))
    func frameStarted(name: String) throws {
        let preset = try #require(PhysicsPreset.named(name))
        for hz in Self.rates {
            for (velocity, releaseMs) in [(1000.0, 300.0), (2000, 290), (2000, 305)] {
                let reference = ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: 1000).run(preset).all
                let shift = preset.flingStart.startMs(liftMs: releaseMs, periodMs: 1000 / hz)
                    - preset.flingStart.startMs(liftMs: releaseMs, periodMs: 1)
                #expect(abs(shift) < 1000 / hz, "\(name): the start moves by less than a frame (\(shift) ms)")
                var worst = 0.0
                for frame in ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: hz).run(preset).all {
                    // The drag is compared where both rates have a frame; the fling anywhere.
                    // (A frame at the lift's time comes after the lift.)
                    if frame.timeMs < releaseMs, abs(frame.timeMs - frame.timeMs.rounded()) > 1e-6 { continue }
                    let at = frame.timeMs < releaseMs ? frame.timeMs : frame.timeMs - shift
                    worst = max(worst, abs(frame.offset - Self.offset(reference, atMs: at)))
                }
                #expect(worst <= 0.5, "\(name) at \(hz) Hz, \(velocity) px/s lifted at \(releaseMs) ms: \(worst) px")
            }
        }
    }

    @Test("Firefox's per-frame fling depends on the rate, by what APZ's sampling gives")
    func firefox() {
        let worst = Self.worstDifference(.firefox, velocity: 2000, releaseMs: 290, hz: 60)
        #expect(worst > 0.5)
        let rest60 = ReferenceFlick(velocity: 2000, releaseMs: 300, hz: 60).run(.firefox).outcome.rest
        let rest1000 = ReferenceFlick(velocity: 2000, releaseMs: 300, hz: 1000).run(.firefox).outcome.rest
        #expect(rest60 < rest1000 && (rest1000 - rest60) / rest1000 > 0.01)
    }
}
