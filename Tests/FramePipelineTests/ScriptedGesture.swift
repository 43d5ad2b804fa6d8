import FramePipeline
import Sessions

/// The gestures the lent-buffer tests play: a drag up, a fling down, and a horizontal swipe (the
/// pager and carousel of `slide`), written for a 640×480 window and stretched to the one given.
enum ScriptedGesture {
    /// The timed events (ms, event) for a `width`×`height` window.
    static func events(width: Int = 640, height: Int = 480) -> [(Double, SessionEvent)] {
        let sx = Double(width) / 640, sy = Double(height) / 480
        func down(_ t: Double, _ x: Double, _ y: Double) -> (Double, SessionEvent) { (t, .down(x: x * sx, y: y * sy, button: 1)) }
        func move(_ t: Double, _ x: Double, _ y: Double) -> (Double, SessionEvent) { (t, .move(x: x * sx, y: y * sy)) }
        func up(_ t: Double, _ x: Double, _ y: Double) -> (Double, SessionEvent) { (t, .up(x: x * sx, y: y * sy, button: 1)) }
        var events = [down(10, 320, 400)]
        for i in 1...12 { events.append(move(10 + Double(i) * 16, 320, 400 - Double(i) * 20)) }
        events.append(up(220, 320, 160))
        events.append(down(900, 320, 200))
        for i in 1...4 { events.append(move(900 + Double(i) * 8, 320, 200 + Double(i) * 40)) }
        events.append(up(940, 320, 360))
        events.append(down(1800, 500, 300))
        for i in 1...10 { events.append(move(1800 + Double(i) * 16, 500 - Double(i) * 30, 300)) }
        events.append(up(1980, 200, 300))
        return events
    }

    /// Hands every event of `events` due by `timeMs`, from `next` on, to each of `loops` alike.
    static func deliver(_ events: [(Double, SessionEvent)], through timeMs: Double, from next: inout Int, to loops: [FrameLoop]) {
        while next < events.count, events[next].0 <= timeMs {
            for loop in loops { _ = loop.handle(events[next].1, timeMs: events[next].0) }
            next += 1
        }
    }
}
