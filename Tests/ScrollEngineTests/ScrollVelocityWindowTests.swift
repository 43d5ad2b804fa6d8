import Testing
@testable import ScrollEngine

@Suite("Scroll velocity window: the speed of the deltas of the last 150 ms")
struct ScrollVelocityWindowTests {
    /// `count` deltas of `delta` px every `intervalMs`, the first at `startMs`.
    func window(count: Int, delta: Double, intervalMs: Double, startMs: Double = 0) -> ScrollVelocityWindow {
        var window = ScrollVelocityWindow()
        for i in 0..<count { window.add(timeMs: startMs + Double(i) * intervalMs, delta: delta) }
        return window
    }

    @Test("a steady scroll gives its own speed back, whatever the device's report rate",
          arguments: [(10.0, 7.0), (12.0, 8.0), (3.0, 1.0), (-25.0, 16.0)])
    func steady(delta: Double, intervalMs: Double) {
        let w = window(count: 60, delta: delta, intervalMs: intervalMs)
        let stop = 59 * intervalMs + intervalMs   // the lift arrives one report after the last delta
        let expected = delta / intervalMs * 1000
        #expect(abs(w.velocity(atMs: stop, maximum: 1e9) - expected) < 1e-6 * abs(expected))
    }

    @Test("only the last 150 ms count: a slow start does not dilute a fast end")
    func onlyTheWindow() {
        var w = ScrollVelocityWindow()
        var t = 0.0
        for _ in 0..<40 { w.add(timeMs: t, delta: 1); t += 10 }       // 100 px/s for 400 ms
        for _ in 0..<20 { w.add(timeMs: t, delta: 20); t += 10 }      // then 2000 px/s for 200 ms
        // Window: deltas at t−150…t−10 (15 of them, all fast); the oldest's own delta moved before it.
        #expect(abs(w.velocity(atMs: t, maximum: 1e9) - 2000) < 1e-6)
    }

    @Test("the window is 150 ms: a speed-up 100 ms before the lift is averaged with the 50 ms before it")
    func windowLength() {
        var w = ScrollVelocityWindow()
        var t = 0.0
        for _ in 0..<30 { w.add(timeMs: t, delta: 1); t += 10 }
        for _ in 0..<10 { w.add(timeMs: t, delta: 20); t += 10 }
        // In the window: 10 fast deltas and 5 slow ones (t−150…t−110); the oldest's own delta is out.
        let expected = (10 * 20.0 + 4 * 1) / 140 * 1000
        #expect(abs(w.velocity(atMs: t, maximum: 1e9) - expected) < 1e-6)
    }

    @Test("a short flick inside the window: its distance over its own duration")
    func shortFlick() {
        let w = window(count: 5, delta: 20, intervalMs: 10)   // 0…40 ms
        #expect(abs(w.velocity(atMs: 50, maximum: 1e9) - 2000) < 1e-9)
    }

    @Test("fingers that rested 50 ms before lifting, a single delta, or none fling nothing")
    func noVelocity() {
        let w = window(count: 10, delta: 10, intervalMs: 10)  // last delta at 90
        #expect(w.velocity(atMs: 139, maximum: 1e9) > 0)
        #expect(w.velocity(atMs: 140, maximum: 1e9) == 0)
        #expect(window(count: 1, delta: 10, intervalMs: 10).velocity(atMs: 5, maximum: 1e9) == 0)
        #expect(ScrollVelocityWindow().velocity(atMs: 5, maximum: 1e9) == 0)
        var reset = window(count: 10, delta: 10, intervalMs: 10)
        reset.reset()
        #expect(reset.velocity(atMs: 95, maximum: 1e9) == 0)
    }

    @Test("clamped to the maximum either way")
    func clamped() {
        #expect(window(count: 10, delta: 100, intervalMs: 1).velocity(atMs: 10, maximum: 8000) == 8000)
        #expect(window(count: 10, delta: -100, intervalMs: 1).velocity(atMs: 10, maximum: 8000) == -8000)
    }

    @Test("more deltas than the ring holds: the newest ones still measure the same speed")
    func overflow() {
        let w = window(count: 1000, delta: 2, intervalMs: 0.1)   // 20 000 px/s at 10 kHz
        #expect(abs(w.velocity(atMs: 100, maximum: 1e9) - 20_000) < 1e-3)
    }
}
