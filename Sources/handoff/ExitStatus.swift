import ArgumentParser

/// The documented exit codes (docs/sessions.md, "Exit codes").
enum ExitStatus {
    /// Bad input data: a session that does not parse or validate.
    static let badData = ExitCode(65)
    /// No X display, or the X server failed.
    static let noDisplay = ExitCode(69)
    /// Stopped by SIGINT or SIGTERM before the end (replay): 128 + SIGINT, as shells report it.
    static let interrupted = ExitCode(130)
    /// Anything else.
    static let failure = ExitCode(1)
}
