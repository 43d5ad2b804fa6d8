#if canImport(Glibc)
import Glibc
#endif

/// SIGINT/SIGTERM ask the window loop to stop at its next turn, so a recording is finished
/// cleanly instead of cut off. The handler only sets a flag (async-signal-safe).
enum StopSignal {
    nonisolated(unsafe) static var received: sig_atomic_t = 0

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in StopSignal.received = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0   // no SA_RESTART: poll() returns EINTR so the loop sees the flag
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }
}
