#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the user asked the program to stop (SIGINT, SIGTERM, SIGHUP), for loops below the
/// command line: a long import, a compare run, a session being read.
///
/// The program's signal handler stores the signal's number here (an async-signal-safe store);
/// loops that may run for seconds look at `isRequested` now and then and stop early. Whatever
/// they return then is unfinished: the command sees the request and ends with the signal's exit
/// code instead of using it, so no output is put in place.
public enum StopRequest {
    /// The stop signal received, or 0. Written only by the signal handler.
    nonisolated(unsafe) public static var signalNumber: sig_atomic_t = 0

    /// Whether a stop signal has arrived.
    public static var isRequested: Bool { signalNumber != 0 }
}
