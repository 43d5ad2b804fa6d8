import Scenes
import ScrollEngine

/// The window's keys, once: the `h` panel, `run --help`, `handoff help`, `handoff keys` and
/// docs/keys.md (`handoff keys --markdown`) all list these rows, and the frame loop runs the
/// command a row gives its keys, so none of them can disagree.
public enum KeyTable {
    /// Every key the window answers, in the order they are listed.
    public static let bindings: [KeyBinding] = [
        KeyBinding("drag / wheel", "scroll (the handoff is the point)",
                   detail: "scroll: a press becomes a drag after 8 px; a wheel notch moves 100 px, eased"),
        KeyBinding("1-9", "select tab or section", .sceneKey, names: (1...9).map(String.init),
                   detail: "select that tab (`profile`, `slide`) or section (`sections`); keys past the last tab do nothing"),
        KeyBinding("Tab", "next scene", .nextScene,
                   detail: "next scene: \(cycle(SceneRegistry.kinds.map(\.rawValue))); the new scene starts fresh. A toast names it"),
        KeyBinding("f", "next physics preset", .nextPreset,
                   detail: "next physics preset: \(cycle(PhysicsPreset.all.map(\.name))); the scroll positions stay. A toast names it; a policy chosen with `g` is kept, and where it is not the new preset's own a second line says so (`handoff kept from g: chromium's own is latch`)"),
        KeyBinding("g", "next handoff policy", .nextPolicy,
                   detail: "next handoff policy: \(cycle(HandoffPolicy.allCases.map(\.rawValue))) ([policies.md](policies.md)). A toast names it and says whether it is the preset's own (`handoff nested (ios's own)`, or `ios's own is nested; f keeps this one`)"),
        KeyBinding("b", "bounce on parent / child", .bounce,
                   detail: "bounce side (`--bounce`): which scroller rubber-bands at the top, the page (`parent`) or the list (`child`). A toast names it; the profiling overlay's title line shows it"),
        KeyBinding("p", "profiling overlay", .overlay,
                   detail: "profiling overlay (bottom right; hidden at start, `run --overlay` shows it from the start): fps, display rate, core time by phase, input to screen (p50/p99 over the latest 200 inputs), a graph against the frame budget"),
        KeyBinding("i", "seam inspector", .inspector,
                   detail: "seam inspector (bottom left): each scroller's offset and this frame's delta, the gesture's `v` and `left`, and for a second after each seam `seam outer -> inner  v_in -> v_out px/s`"),
        KeyBinding("t", "tuning panel", .tuning,
                   detail: "tuning panel (top right): the preset's friction (or deceleration), minimum and maximum fling velocity, spring, estimator window, fling start and handoff policy (\(HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", "))), each with its unit and, once changed (marked `*`), the engine's own value; below them the policy's rule per direction and a plot of a \(Int(TuningPanel.referenceVelocity)) px/s flick under the tuned preset (yellow) beside the engine's (grey). Changes take effect on the next gesture, in both panes of `run --compare`; a value a preset file could not hold is refused with the allowed range. The help (`h`) and the panel take turns"),
        KeyBinding("arrows, BackSpace", "tuning: row, value, reset", .tuningKey, names: ["Up", "Down", "Left", "Right", "BackSpace"],
                   detail: "while the tuning panel shows: `Up`/`Down` select a row, `Left`/`Right` step its value (a name to the previous or next choice), `BackSpace` resets every value to the engine's. With the mouse: a click selects a row, a click on the left or right half of its value steps it down or up, a wheel notch over a row steps it (up: more)"),
        KeyBinding("x", "export the tuning", .exportTuning,
                   detail: "export the tuned preset (with the policy in force) as a preset file, `handoff-YYYYMMDD-HHMMSS.json` in the directory `handoff` was started from (`-2`, `-3`, … rather than overwrite); standard error names it. `handoff physics export FILE.json --format compose\\|flutter` turns it into code ([window.md](window.md#tuning))"),
        KeyBinding("r", "start / stop recording", .record,
                   detail: "start / stop recording. While it records the window shows a red `REC` mark at the top centre. Standard error says `recording to FILE` (the full path) and `recorded FILE`. Without `--record` the file is `handoff-YYYYMMDD-HHMMSS.jsonl` in the directory `handoff` was started from"),
        KeyBinding("h", "this help", .help, detail: "this list, in the window"),
        KeyBinding("q, Escape", "quit", .quit, detail: "quit (a recording is finished with an `end` event)"),
    ]

    /// The command for key `name` (as `SessionEvent.key` carries it); nil for a key not listed.
    public static func command(for name: String) -> KeyCommand? {
        bindings.first { $0.names.contains(name) }?.command
    }

    /// `a → b → c → a`: the order a key cycles through, back to the first.
    static func cycle(_ names: [String]) -> String {
        (names + names.prefix(1)).joined(separator: " → ")
    }

    /// The table as plain text, one row a line, meanings in a column (for the command line's help).
    public static var text: String {
        let width = bindings.map(\.keys.count).max() ?? 0
        return bindings.map { row in
            row.keys + String(repeating: " ", count: width - row.keys.count + 2) + row.meaning
        }.joined(separator: "\n")
    }
}
