import Live
import Testing

@Suite("Live time line: event and frame times never go backwards")
struct LiveTimelineTests {
    @Test("times are ms from the origin, to the microsecond")
    func relative() {
        var line = LiveTimeline(originMs: 5000)
        #expect(line.event(atMs: 5012.3456789) == 12.346)
    }

    @Test("input read after a frame that was drawn before it arrived goes 1 µs after that frame")
    func afterFrame() {
        var line = LiveTimeline(originMs: 0)
        #expect(line.frame(atMs: 100) == 100)
        #expect(line.event(atMs: 90) == 100.001)
        #expect(line.event(atMs: 95) == 100.001)
        #expect(line.event(atMs: 120) == 120)
        #expect(line.end(atMs: 110) == 120)
    }
}
