#if canImport(Glibc)
import Glibc
#endif

/// SIGINT/SIGTERM ask the window loop to stop at its next turn, so a recording is finished
/// cleanly instead of cut off. The handler only sets a flag (async-signal-safe).
enum StopSignal {
    nonisolated(unsafe) static var received: sig_atomic_t = 0

    /// `restartCalls`: whether interrupted system calls resume (SA_RESTART). The window loop
    /// wants them not to (poll() returns EINTR so it sees the flag at once); replay wants them
    /// to, so that a signal arriving mid-write cannot make stdio drop half a trace line.
    static func install(restartCalls: Bool = false) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in StopSignal.received = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = restartCalls ? SA_RESTART : 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }
}
