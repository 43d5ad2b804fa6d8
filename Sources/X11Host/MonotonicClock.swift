#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock every ``HostEvent`` timestamp and ``FramePacer`` deadline is measured on.
public enum MonotonicClock {
    /// Milliseconds on `CLOCK_MONOTONIC` (arbitrary origin, never jumps with wall-clock changes).
    @inline(__always)
    public static func monotonicMs() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Sleeps until `deadlineMs` on the monotonic clock; returns at once if it has passed.
    ///
    /// An absolute-deadline sleep, so a signal interrupting it does not stretch the wait.
    public static func sleep(untilMs deadlineMs: Double) {
        guard deadlineMs > monotonicMs() else { return }
        let whole = (deadlineMs / 1000).rounded(.down)
        var ts = timespec(tv_sec: Int(whole), tv_nsec: Int((deadlineMs - whole * 1000) * 1_000_000))
        if ts.tv_nsec >= 1_000_000_000 { ts.tv_sec += 1; ts.tv_nsec -= 1_000_000_000 }
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
