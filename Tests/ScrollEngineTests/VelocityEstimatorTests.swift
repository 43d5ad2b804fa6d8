import Foundation
import Testing
@testable import ScrollEngine

/// Each release-velocity estimator against its engine's rule, on input where the engines differ.
@Suite("Release velocity: each engine's estimator")
struct VelocityEstimatorTests {
    /// A pointer at `position(t)` sampled every `intervalMs` from 0 through `endMs`.
    static func history(every intervalMs: Double, through endMs: Double, _ position: (Double) -> Double) -> MotionHistory {
        var history = MotionHistory()
        var t = 0.0
        while t <= endMs + 1e-9 {
            history.add(timeMs: t, position: position(t))
            t += intervalMs
        }
        return history
    }

    @Test("LSQ2 recovers a steadily slowing finger's speed at its last sample; a line does not")
    func quadratic() {
        // x = 3t − 0.01t² (px, ms): speed at t = 80 is 3 − 1.6 = 1.4 px/ms.
        let h = Self.history(every: 8, through: 80) { 3 * $0 - 0.01 * $0 * $0 }
        let lsq2 = LeastSquaresVelocityEstimator.android.velocity(of: h, atMs: 80, source: .pointer)
        #expect(abs(lsq2 - 1400) < 1e-6)
        let line = LeastSquaresVelocityEstimator.lsq1.velocity(of: h, atMs: 80, source: .pointer)
        #expect(abs(line - 1400) > 50)
    }

    @Test("LSQ2 fits at most 20 samples of the last 100 ms, and a 40-ms pause means the pointer stopped")
    func lsq2Limits() {
        // 1000 px/s for 100 ms, then 3000 px/s: at 2-ms input the newest 20 samples (38 ms) are all fast.
        var h = MotionHistory()
        for i in 0...50 { h.add(timeMs: Double(i) * 2, position: Double(i) * 2) }
        for i in 1...30 { h.add(timeMs: 100 + Double(i) * 2, position: 100 + Double(i) * 6) }
        #expect(abs(LeastSquaresVelocityEstimator.android.velocity(of: h, atMs: 160, source: .pointer) - 3000) < 1e-6)
        // Android's up rule: more than 40 ms after the last move, no velocity.
        #expect(LeastSquaresVelocityEstimator.android.velocity(of: h, atMs: 200, source: .pointer) != 0)
        #expect(LeastSquaresVelocityEstimator.android.velocity(of: h, atMs: 201, source: .pointer) == 0)
        #expect(LeastSquaresVelocityEstimator.chromium.velocity(of: h, atMs: 239, source: .pointer) != 0)
        #expect(LeastSquaresVelocityEstimator.chromium.velocity(of: h, atMs: 241, source: .pointer) == 0)
        // A gap over 40 ms between samples cuts the history: only what follows it counts.
        var gap = MotionHistory()
        for i in 0...5 { gap.add(timeMs: Double(i) * 5, position: Double(i) * 50) }
        for i in 0...5 { gap.add(timeMs: 66 + Double(i) * 5, position: 300 + Double(i) * 5) }
        #expect(abs(LeastSquaresVelocityEstimator.android.velocity(of: gap, atMs: 91, source: .pointer) - 1000) < 1e-6)
    }

    @Test("GTK: the last 150 ms, first to last; a touchpad's deltas summed with the oldest one's own")
    func gtk() {
        let pointer = Self.history(every: 10, through: 300) { $0 < 200 ? $0 : 200 + 3 * ($0 - 200) }
        // The window is 150…300, and GTK keeps the one event before it (140, at 1 px/ms): from there
        // to 300 (after 3 px/ms since 200): (500 − 140)/160 ms.
        #expect(abs(GTKVelocityEstimator.standard.velocity(of: pointer, atMs: 300, source: .pointer) - 360.0 / 160 * 1000) < 1e-9)
        // The secant ends at the lift: resting 100 ms before it, from 240 (320 px) to 400 (500 px).
        #expect(abs(GTKVelocityEstimator.standard.velocity(of: pointer, atMs: 400, source: .pointer) - 180.0 / 160 * 1000) < 1e-9)
        // Resting longer than the window: the newest move is the oldest event kept, and no velocity.
        #expect(GTKVelocityEstimator.standard.velocity(of: pointer, atMs: 460, source: .pointer) == 0)
        // The press is not an event GTK's swipe records: a flick shorter than the window runs from
        // the first move (8 ms, 16 px) to the lift (125 ms), in whole ms.
        var flick = MotionHistory()
        flick.add(timeMs: 0, position: 0)
        for i in 1...15 { flick.add(timeMs: 8 * Double(i), position: 16 * Double(i)) }
        #expect(flick.oldestIsPress)
        #expect(abs(GTKVelocityEstimator.standard.velocity(of: flick, atMs: 125.6, source: .pointer) - 224.0 / 117 * 1000) < 1e-9)
        // Once the ring has overwritten the press, its oldest sample is a move like any other.
        for i in 16..<(16 + MotionHistory.capacity) { flick.add(timeMs: 8 * Double(i), position: 16 * Double(i)) }
        #expect(!flick.oldestIsPress)
        var scroll = MotionHistory()
        for i in 0..<60 { scroll.add(timeMs: Double(i) * 7, delta: 10) }
        // Deltas at 266…413 (22 of them) over 413 − 266 = 147 ms: one delta more than the span moved.
        let lastMs = 59 * 7.0
        let kept = (0..<60).filter { lastMs - Double($0) * 7 <= 150 }.count
        let expected = Double(kept) * 10 * 1000 / (Double(kept - 1) * 7)
        #expect(abs(GTKVelocityEstimator.standard.velocity(of: scroll, atMs: lastMs, source: .scroll) - expected) < 1e-9)
    }

    @Test("APZ: the mean of the last five per-event speeds recorded within 100 ms of the release")
    func apz() {
        var h = MotionHistory()
        let times: [Double] = [0, 10, 20, 30, 40, 50, 60, 70]
        let positions: [Double] = [0, 10, 30, 60, 100, 150, 210, 280]
        for (t, p) in zip(times, positions) { h.add(timeMs: t, position: p) }
        // Speeds of the last five events: 3, 4, 5, 6, 7 px/ms.
        #expect(abs(APZVelocityEstimator.standard.velocity(of: h, atMs: 70, source: .pointer) - 5000) < 1e-9)
        // 125 ms later only events after −55 ms… none within 100 ms but the newest two: (6 + 7)/2.
        #expect(abs(APZVelocityEstimator.standard.velocity(of: h, atMs: 155, source: .pointer) - 6500) < 1e-9)
        #expect(APZVelocityEstimator.standard.velocity(of: h, atMs: 300, source: .pointer) == 0)
    }

    @Test("Qt Quick: the mean of the last three filtered move speeds; a 100-ms pause before the release flings nothing")
    func qt() {
        var h = MotionHistory()
        for (t, p) in zip([0.0, 10, 20, 30, 40], [0.0, 10, 30, 60, 100]) { h.add(timeMs: t, position: p) }
        // Speeds 1000, 2000, 3000, 4000 px/s through Qt's 0.7-gain filter: 700, 1610, 2583, 3574.9.
        var filtered: [Double] = []
        for speed in [1000.0, 2000, 3000, 4000] { filtered.append(0.7 * speed + 0.3 * (filtered.last ?? 0)) }
        let expected = filtered.suffix(3).reduce(0, +) / 3
        #expect(abs(QtQuickVelocityEstimator.standard.velocity(of: h, atMs: 40, source: .pointer) - expected) < 1e-9)
        #expect(QtQuickVelocityEstimator.standard.velocity(of: h, atMs: 141, source: .pointer) == 0)
    }

    @Test("Qt Quick clamps each filtered sample to the maximum before the mean: a last move 3 ms after the one before does not fling at the maximum")
    func qtClampsEachSample() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 5000), preset: .qtquick)
        var y = 700.0
        try scroller.pointerDown(position: y, timeMs: 0)
        var times: [Double] = []
        var positions: [Double] = []
        for i in 1...8 {
            y -= 20
            times.append(Double(i) * 10)
            positions.append(y)
        }
        // The last event only 3 ms after the one before, 15 px further: 5000 px/s.
        y -= 15
        times.append(83)
        positions.append(y)
        for (t, p) in zip(times, positions) { try scroller.pointerMove(position: p, timeMs: t) }
        try scroller.pointerUp(position: y, timeMs: 83)
        // Qt's event-point filter over the moves, each output clamped to ±2500, the last three averaged.
        var filtered = 0.0
        var buffer: [Double] = []
        var previous = (t: 0.0, p: 700.0)
        for (t, p) in zip(times, positions) {
            filtered = 0.7 * (previous.p - p) * 1000 / (t - previous.t) + 0.3 * filtered
            buffer.append(min(filtered, 2500))
            previous = (t, p)
        }
        let expected = buffer.suffix(3).reduce(0, +) / 3
        #expect(expected < 2400, "the case must tell the two orders apart: \(expected)")
        #expect(abs(scroller.releaseVelocity - expected) < 1e-9, "\(scroller.releaseVelocity) against Qt's \(expected)")
    }

    @Test("UIKit (Flutter's iOS tracker): 0.6, 0.35 and 0.05 on the last three intervals, oldest first")
    func uikit() {
        var h = MotionHistory()
        for (t, p) in zip([0.0, 10, 20, 30, 40], [0.0, 10, 30, 60, 100]) { h.add(timeMs: t, position: p) }
        // Intervals, newest first: 4, 3, 2 px/ms.
        let expected = (0.05 * 4 + 0.35 * 3 + 0.6 * 2) * 1000
        #expect(abs(UIKitVelocityEstimator.standard.velocity(of: h, atMs: 40, source: .pointer) - expected) < 1e-9)
        var two = MotionHistory()
        two.add(timeMs: 0, position: 0)
        two.add(timeMs: 10, position: 20)
        #expect(abs(UIKitVelocityEstimator.standard.velocity(of: two, atMs: 10, source: .pointer) - 0.05 * 2000) < 1e-9)
    }

    @Test("the same finger leaves each preset at its own speed; the trace records lift and start velocity")
    func presetsDiffer() throws {
        var speeds: [String: Double] = [:]
        for preset in PhysicsPreset.all {
            var scroller = Scroller(chain: profileChain(outer: 280, inner: 500), preset: preset)
            try scroller.pointerDown(position: 700, timeMs: 0)
            // A flick that speeds up: 1, 2, 3 … px per 8 ms.
            var y = 700.0
            for i in 1...12 {
                y -= Double(i) * 2
                try scroller.pointerMove(position: y, timeMs: Double(i) * 8)
            }
            try scroller.pointerUp(position: y, timeMs: 100)
            let release = try #require(scroller.lastRelease)
            #expect(release.timeMs == 100)
            #expect(release.estimator == preset.velocity.name)
            speeds[preset.name] = release.liftVelocity
        }
        #expect(Set(speeds.values.map { ($0 * 10).rounded() }).count >= 4, "\(speeds)")
    }

    @Test("a pointer that stood still for 40 ms before the lift gives Android no fling")
    func stillPointer() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 500), preset: .android)
        try scroller.pointerDown(position: 600, timeMs: 0)
        for i in 1...10 { try scroller.pointerMove(position: 600 - Double(i) * 20, timeMs: Double(i) * 8) }
        try scroller.pointerUp(position: 400, timeMs: 80 + 60)
        #expect(scroller.releaseVelocity == 0)
        #expect(scroller.phase == .idle)
    }
}
