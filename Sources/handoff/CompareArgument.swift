import ArgumentParser
import ScrollEngine

/// `run --compare A,B`: two settings, each `PHYSICS` or `PHYSICS:HANDOFF` (`ios:nested,chromium:latch`),
/// as `CompareItem` reads them.
struct CompareArgument {
    /// One pane's settings as given.
    typealias Pane = CompareItem

    var panes: [Pane]

    /// Parses `A,B`; the error says what is wrong with an item, or that two are needed.
    static func parse(_ text: String) throws -> CompareArgument {
        let items = try CompareItem.list(text)
        guard items.count == 2 else {
            throw ValidationError("needs two items, one per pane; got \(items.count)")
        }
        return CompareArgument(panes: items)
    }
}
