/// The window's keys, once: the `h` panel, `run --help` and `handoff help` all list these rows,
/// so the three can never disagree.
public enum KeyTable {
    /// Every key the window answers, in the order they are listed.
    public static let bindings: [KeyBinding] = [
        KeyBinding("drag / wheel", "scroll (the handoff is the point)"),
        KeyBinding("1-9", "select tab or section"),
        KeyBinding("Tab", "next scene"),
        KeyBinding("f", "next physics preset"),
        KeyBinding("g", "next handoff policy"),
        KeyBinding("b", "bounce on parent / child"),
        KeyBinding("p", "profiling overlay"),
        KeyBinding("i", "seam inspector"),
        KeyBinding("r", "start / stop recording"),
        KeyBinding("h", "this help"),
        KeyBinding("q, Escape", "quit"),
    ]

    /// The table as plain text, one row a line, meanings in a column (for the command line's help).
    public static var text: String {
        let width = bindings.map(\.keys.count).max() ?? 0
        return bindings.map { row in
            row.keys + String(repeating: " ", count: width - row.keys.count + 2) + row.meaning
        }.joined(separator: "\n")
    }
}
