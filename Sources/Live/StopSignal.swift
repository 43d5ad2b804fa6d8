#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Output

/// SIGINT, SIGTERM and SIGHUP ask every command to stop at its next turn (the window's loop, a
/// replay's frames, an import's lines, a compare's runs), so outputs are finished whole or not
/// written, instead of cut off. The executable installs it for every command; a second signal
/// while the first is being handled ends the program at once (for a step that does not look).
///
/// The handler does two async-signal-safe things: it stores the signal's number and writes a
/// byte to a pipe (the self-pipe). A loop that sleeps waits on that pipe (`wait(untilMs:)`),
/// so a signal wakes it at once however long the sleep; a loop that polls checks `caught`.
public enum StopSignal {
    /// The self-pipe: [read end, write end], both non-blocking; -1 before `install`.
    nonisolated(unsafe) private static var pipeEnds: (Int32, Int32) = (-1, -1)

    /// The signals that stop a loop.
    public static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// `restartCalls`: whether interrupted system calls resume (SA_RESTART). The window loop
    /// wants them not to (poll() returns EINTR so it sees the signal at once); replay wants them
    /// to, so that a signal arriving mid-write cannot cut a trace line.
    public static func install(restartCalls: Bool = false) {
        if pipeEnds.0 < 0 {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for end in ends {
                    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                }
                pipeEnds = (ends[0], ends[1])
            }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            // A second stop signal: whatever has not stopped by now is not looking; go at once.
            if StopRequest.signalNumber != 0 { _exit(number == SIGHUP ? 129 : 130) }
            StopRequest.signalNumber = number
            var byte: UInt8 = 1
            _ = write(StopSignal.pipeEnds.1, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = restartCalls ? SA_RESTART : 0
        for number in signals { sigaction(number, &action, nil) }
    }

    /// The stop signal received, if any (shared with the libraries' loops: `StopRequest`).
    public static var caught: Int32? { StopRequest.caught }

    /// Sleeps until `deadlineMs` (monotonic) or a stop signal, whichever comes first.
    public static func wait(untilMs deadlineMs: Double) {
        while caught == nil {
            let remaining = deadlineMs - MonotonicClock.monotonicMs()
            if remaining <= 0 { return }
            guard pipeEnds.0 >= 0 else { return MonotonicClock.sleep(untilMs: deadlineMs) }
            var descriptor = pollfd(fd: pipeEnds.0, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining.rounded(.up), 60_000)))
        }
    }
}
