import Testing
@testable import ScrollEngine

@Suite("Velocity from pointer samples")
struct VelocityTrackerTests {
    @Test("a steady pointer gives its speed")
    func steady() {
        var tracker = VelocityTracker()
        for i in 0...20 { tracker.add(timeMs: Double(i) * 8, position: 500 - Double(i) * 16) }
        #expect(abs(tracker.velocity(atMs: 160, maximum: 8000) - -2000) < 1e-6)
    }

    @Test("only the last 100 ms count")
    func horizon() {
        var tracker = VelocityTracker()
        for i in 0...30 { tracker.add(timeMs: Double(i) * 10, position: Double(i) * 50) }   // 5000 px/s
        for i in 31...50 { tracker.add(timeMs: Double(i) * 10, position: 1500 + Double(i - 30) * 10) }  // 1000 px/s
        #expect(abs(tracker.velocity(atMs: 500, maximum: 8000) - 1000) < 1e-6)
    }

    @Test("a pointer that stood still for 50 ms before release gives no fling")
    func stillPointer() throws {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(timeMs: Double(i) * 8, position: Double(i) * 20) }
        tracker.add(timeMs: 140, position: 200)
        #expect(tracker.velocity(atMs: 140, maximum: 8000) == 0)
        #expect(tracker.velocity(atMs: 80, maximum: 8000) != 0)

        var scroller = Scroller(chain: profileChain(outer: 280, inner: 500))
        try scroller.pointerDown(position: 600, timeMs: 0)
        for i in 1...10 { try scroller.pointerMove(position: 600 - Double(i) * 20, timeMs: Double(i) * 8) }
        try scroller.pointerUp(position: 400, timeMs: 80 + 60)
        #expect(scroller.releaseVelocity == 0)
        #expect(scroller.phase == .idle)
    }

    @Test("velocity is clamped to the preset's maximum")
    func clamp() {
        var tracker = VelocityTracker()
        for i in 0...5 { tracker.add(timeMs: Double(i), position: Double(i) * 100) }
        #expect(tracker.velocity(atMs: 5, maximum: 8000) == 8000)
    }
}
