import ArgumentParser
import Live
import Output
#if canImport(Glibc)
import Glibc
#endif

extension StopSignal {
    /// The exit code for a command that a stop signal ended with `error`, after printing its one
    /// line; nil when no stop signal came. A command that said where it stopped (replay's frame)
    /// throws a `StoppedBySignal` (or a `CommandFailure` with the code): only its own line, if any, is printed then.
    static func report(_ error: any Error) -> ExitCode? {
        guard let number = caught else { return nil }
        let status = number == SIGHUP ? ExitStatus.hungUp : ExitStatus.interrupted
        if let stopped = error as? StoppedBySignal, ExitStatus.code(for: stopped) == status {
            if let message = stopped.message { StandardError.line(message) }
            return status
        }
        if let failure = error as? CommandFailure, failure.status == status {
            if let message = failure.message { StandardError.line(message) }
            return status
        }
        StandardError.line("\(StoppedBySignal.name(number)): stopped before finishing; no output file written")
        return status
    }
}
