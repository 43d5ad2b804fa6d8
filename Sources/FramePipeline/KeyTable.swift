/// The window's keys, once: the `h` panel, `run --help` and `handoff help` all list these rows,
/// and the frame loop runs the command a row gives its keys, so none of them can disagree.
public enum KeyTable {
    /// Every key the window answers, in the order they are listed.
    public static let bindings: [KeyBinding] = [
        KeyBinding("drag / wheel", "scroll (the handoff is the point)"),
        KeyBinding("1-9", "select tab or section", .sceneKey, names: (1...9).map(String.init)),
        KeyBinding("Tab", "next scene", .nextScene),
        KeyBinding("f", "next physics preset", .nextPreset),
        KeyBinding("g", "next handoff policy", .nextPolicy),
        KeyBinding("b", "bounce on parent / child", .bounce),
        KeyBinding("p", "profiling overlay", .overlay),
        KeyBinding("i", "seam inspector", .inspector),
        KeyBinding("r", "start / stop recording", .record),
        KeyBinding("h", "this help", .help),
        KeyBinding("q, Escape", "quit", .quit),
    ]

    /// The command for key `name` (as `SessionEvent.key` carries it); nil for a key not listed.
    public static func command(for name: String) -> KeyCommand? {
        bindings.first { $0.names.contains(name) }?.command
    }

    /// The table as plain text, one row a line, meanings in a column (for the command line's help).
    public static var text: String {
        let width = bindings.map(\.keys.count).max() ?? 0
        return bindings.map { row in
            row.keys + String(repeating: " ", count: width - row.keys.count + 2) + row.meaning
        }.joined(separator: "\n")
    }
}
