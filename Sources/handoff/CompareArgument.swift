import ArgumentParser
import ScrollEngine

/// `run --compare A,B`: two settings, each `PHYSICS` or `PHYSICS:HANDOFF` (`ios:nested,chromium:latch`),
/// as `CompareItem` reads them.
struct CompareArgument: ExpressibleByArgument {
    /// One pane's settings as given.
    typealias Pane = CompareItem

    var panes: [Pane]

    init?(argument: String) {
        guard let items = try? CompareItem.list(argument), items.count == 2 else { return nil }
        panes = items
    }

    static var defaultValueDescription: String { "" }
}
