import ArgumentParser

/// `handoff`: the nested-scroll playground.
@main
struct Handoff: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "A desktop laboratory for the moment one scroller hands a gesture and its momentum to another.",
        discussion: """
        With no subcommand, opens the window (same as `handoff run`).
        Exit codes: 0 success, 64 bad usage, 65 bad session data (FILE:LINE: problem), \
        69 no X display or X server failure, 1 anything else.
        """,
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, PhysicsCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)
}
