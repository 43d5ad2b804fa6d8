import HostInterface
import X11Host

/// Gathers a window's events until a condition holds, the way a frame loop would (wait, then poll).
enum EventCollector {
    /// Events received until `done` returns true for them, or `timeoutMs` passes (then the test fails).
    static func collect(_ window: X11Window, timeoutMs: Double = 5000,
                        until done: ([HostEvent]) -> Bool) throws -> [HostEvent] {
        var events: [HostEvent] = []
        let deadline = MonotonicClock.monotonicMs() + timeoutMs
        while !done(events) {
            let now = MonotonicClock.monotonicMs()
            guard now < deadline else {
                throw TestFailure("timed out after \(Int(timeoutMs)) ms waiting for events; got \(events)")
            }
            try window.waitForEvents(timeoutMs: min(100, deadline - now))
            try window.pollEvents(into: &events)
        }
        return events
    }
}
