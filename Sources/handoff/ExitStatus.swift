import ArgumentParser
import Output
import Raster
import Sessions
import X11Host
#if canImport(Glibc)
import Glibc
#endif

/// The exit codes (docs/errors.md; summed up in docs/sessions.md), and the one place that turns
/// an error into a line on standard error and a code: the commands throw, `Handoff.main` calls `report`.
enum ExitStatus {
    /// Bad usage: the argument parser's, and an output path that is one of the inputs.
    static let usage = ExitCode(64)
    /// Bad input data: a session or preset file that does not parse or validate.
    static let badData = ExitCode(65)
    /// No X display, or the X server failed.
    static let noDisplay = ExitCode(69)
    /// Stopped by SIGINT or SIGTERM (128 + SIGINT, as shells report it); files kept whole.
    static let interrupted = ExitCode(130)
    /// Stopped by SIGHUP (128 + SIGHUP); files kept whole.
    static let hungUp = ExitCode(129)
    /// A reader of standard output (or of a pipe given as an output) went away: 128 + SIGPIPE,
    /// what a shell reports for a program SIGPIPE ended, but without a message.
    static let brokenPipe = ExitCode(141)
    /// Anything else: an output that could not be written, a file that could not be read.
    static let failure = ExitCode(1)

    /// Prints `error`'s one line (none for a broken pipe or a code alone) and returns the code.
    static func report(_ error: any Error) -> ExitCode? {
        switch error {
        case let failure as CommandFailure:
            if let message = failure.message { StandardError.line(message) }
            return failure.status
        case let conflict as OutputPathConflict:
            StandardError.line(conflict.description)
            return usage
        case let stopped as StoppedBySignal:
            if let message = stopped.message { StandardError.line(message) }
            return code(for: stopped)
        case let error as OutputError:
            if error.isBrokenPipe { return brokenPipe }
            StandardError.line(error.description)
            return failure
        case let error as SessionError:
            StandardError.line(error.description)
            return error.kind == .io ? failure : badData
        case let error as HostError:
            StandardError.line(error.description)
            return noDisplay
        case let error as PNGWriteError:
            StandardError.line(error.description)
            return failure
        default:
            // The argument parser's own errors (usage 64, help 0, ExitCode): its words and codes.
            return nil
        }
    }

    /// 129 for a stop by SIGHUP, 130 for the others.
    static func code(for stopped: StoppedBySignal) -> ExitCode {
        stopped.isHangUp ? hungUp : interrupted
    }
}
