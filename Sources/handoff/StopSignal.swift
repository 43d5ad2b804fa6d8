#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import HostInterface

/// SIGINT, SIGTERM and SIGHUP ask the waiting loops (the window's, a windowed replay's pacing)
/// to stop at their next turn, so outputs are finished whole instead of cut off.
///
/// The handler does two async-signal-safe things: it stores the signal's number and writes a
/// byte to a pipe (the self-pipe). A loop that sleeps waits on that pipe (`wait(untilMs:)`),
/// so a signal wakes it at once however long the sleep; a loop that polls checks `caught`.
enum StopSignal {
    /// The last stop signal received, or 0.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    /// The self-pipe: [read end, write end], both non-blocking; -1 before `install`.
    nonisolated(unsafe) private static var pipeEnds: (Int32, Int32) = (-1, -1)

    /// The signals that stop a loop.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// `restartCalls`: whether interrupted system calls resume (SA_RESTART). The window loop
    /// wants them not to (poll() returns EINTR so it sees the signal at once); replay wants them
    /// to, so that a signal arriving mid-write cannot cut a trace line.
    static func install(restartCalls: Bool = false) {
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
            StopSignal.received = number
            var byte: UInt8 = 1
            _ = write(StopSignal.pipeEnds.1, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = restartCalls ? SA_RESTART : 0
        for number in signals { sigaction(number, &action, nil) }
    }

    /// The stop signal received, if any.
    static var caught: Int32? { received == 0 ? nil : received }

    /// Sleeps until `deadlineMs` (monotonic) or a stop signal, whichever comes first.
    static func wait(untilMs deadlineMs: Double) {
        while caught == nil {
            let remaining = deadlineMs - MonotonicClock.monotonicMs()
            if remaining <= 0 { return }
            guard pipeEnds.0 >= 0 else { return MonotonicClock.sleep(untilMs: deadlineMs) }
            var descriptor = pollfd(fd: pipeEnds.0, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining.rounded(.up), 60_000)))
        }
    }

    /// `interrupted`, `terminated`, `hung up`: for the line a stopped command prints.
    static func name(_ number: Int32) -> String {
        switch number {
        case SIGHUP: "hung up"
        case SIGTERM: "terminated"
        default: "interrupted"
        }
    }

    /// Ends the command with 129 (SIGHUP) or 130 (SIGINT, SIGTERM) when a stop signal came.
    static func throwIfCaught() throws {
        guard let number = caught else { return }
        throw CommandFailure(nil, status: number == SIGHUP ? ExitStatus.hungUp : ExitStatus.interrupted)
    }
}
