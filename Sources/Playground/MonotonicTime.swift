#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds on the monotonic clock: only for measuring how long work took (the profiler).
/// Nothing that decides what a frame shows may read it — that is what keeps replays identical.
public enum MonotonicTime {
    /// Now, in nanoseconds since an arbitrary start.
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
