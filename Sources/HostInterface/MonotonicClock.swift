#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program's one clock: `CLOCK_MONOTONIC` (arbitrary origin, never jumps with wall-clock
/// changes). The profiler measures with it, the window paces frames and stamps events on it.
///
/// Nothing that decides what a frame shows may read it — the engine takes time only as an
/// argument, which is what keeps replays identical. It lives in HostInterface,
/// below every module that measures time, so X11Host, Live, FramePipeline and the CLI share it.
public enum MonotonicClock {
    /// Now, in nanoseconds (for measuring how long work took).
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Now, in milliseconds (event times, frame deadlines).
    @inline(__always)
    public static func monotonicMs() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    /// Sleeps until `deadlineMs` on this clock; returns at once if it has passed.
    ///
    /// An absolute-deadline sleep, so a signal interrupting it does not stretch the wait.
    public static func sleep(untilMs deadlineMs: Double) {
        guard deadlineMs > monotonicMs() else { return }
        let whole = (deadlineMs / 1000).rounded(.down)
        var spec = timespec(tv_sec: Int(whole), tv_nsec: Int((deadlineMs - whole * 1000) * 1_000_000))
        if spec.tv_nsec >= 1_000_000_000 { spec.tv_sec += 1; spec.tv_nsec -= 1_000_000_000 }
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
