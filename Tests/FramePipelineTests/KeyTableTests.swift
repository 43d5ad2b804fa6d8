@testable import FramePipeline
import Scenes
import ScrollEngine
import Testing

/// The key table against the window's behaviour: every key it lists does something, every key that
/// does something is listed, and the setting keys say what they changed.
@Suite("One key table, toasts for setting keys")
struct KeyTableTests {
    /// The single keys a row names (`"1-9"` → 1…9, `"q, Escape"` → q, Escape); pointer rows name none.
    static func keys(of row: KeyBinding) -> [String] { row.names }

    /// Whether `key` changes anything a person could see in a fresh profile window, on its first
    /// tab or on its second (so `1` has a tab to go back to).
    static func answers(_ key: String) -> Bool {
        answers(key, after: nil) || answers(key, after: "2") || answers(key, after: "t Left")
    }

    static func answers(_ key: String, after first: String?) -> Bool {
        let loop = FrameLoop(options: SceneOptions(kind: .profile))
        for name in first?.split(separator: " ") ?? [] { loop.handle(.key(String(name)), timeMs: 0) }
        loop.frame(dt: 1.0 / 60)
        let before = (loop.options, loop.overlayVisible, loop.helpVisible, loop.inspectorVisible, loop.state,
                      loop.tuningVisible, loop.tuningPanel.selected)
        let action = loop.handle(.key(key), timeMs: 20)
        return action != .none || loop.options != before.0 || loop.overlayVisible != before.1
            || loop.helpVisible != before.2 || loop.inspectorVisible != before.3 || loop.state != before.4
            || loop.tuningVisible != before.5 || loop.tuningPanel.selected != before.6
    }

    @Test("the table lists exactly the keys the window answers")
    func tableMatchesBehaviour() {
        let listed = Set(KeyTable.bindings.flatMap(Self.keys))
        // Every printable ASCII key and the named keys a keyboard sends.
        let candidates = (33...126).map { String(UnicodeScalar(UInt8($0))) } + ["Tab", "Escape", "Return", "space", "F1", "Up", "Down", "Left", "Right", "BackSpace"]
        // The profile scene has four tabs: 5-9 are listed (other scenes have more sections) but do nothing here.
        let answered = Set(candidates.filter(Self.answers))
        #expect(answered == listed.subtracting(["5", "6", "7", "8", "9"]))
    }

    @Test("the command line's text has one line per row, keys in a column")
    func textHasEveryRow() {
        let lines = KeyTable.text.split(separator: "\n").map(String.init)
        #expect(lines.count == KeyTable.bindings.count)
        let column = lines[0].range(of: KeyTable.bindings[0].meaning)!.lowerBound.utf16Offset(in: lines[0])
        for (line, row) in zip(lines, KeyTable.bindings) {
            #expect(line.hasPrefix(row.keys + " "))
            #expect(line.range(of: row.meaning)?.lowerBound.utf16Offset(in: line) == column)
        }
    }

    @Test("b, f, g and Tab show a toast naming the new setting; it is gone after its time")
    func settingKeysShowToasts() {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, preset: .ios))
        loop.handle(.key("f"), timeMs: 0)
        #expect(loop.toast.isVisible && loop.toast.text == "physics android · handoff coordinator")
        loop.handle(.key("g"), timeMs: 0)
        #expect(loop.toast.text == "handoff press")
        loop.handle(.key("b"), timeMs: 0)
        #expect(loop.toast.text == "bounce child: the list rubber-bands at the top")
        loop.handle(.key("Tab"), timeMs: 0)
        #expect(loop.toast.text == "scene sections")
        // A live window keeps drawing while the toast shows, then rests.
        for _ in 0..<Int(Toast.duration * 60) - 1 { #expect(loop.frame(dt: 1.0 / 60)) }
        #expect(loop.toast.isVisible)
        loop.frame(dt: 1.0 / 60)
        loop.frame(dt: 1.0 / 60)
        #expect(!loop.toast.isVisible && loop.isIdle)
    }

    @Test("a toast never changes a replay's pixels")
    func toastIsNotDigested() {
        func digest(afterKey: Bool) -> UInt64 {
            let loop = FrameLoop(options: SceneOptions(kind: .profile, preset: .ios))
            loop.digestsFrames = true
            // g then g × 3 comes back to the same policy: only the toast differs.
            if afterKey { for _ in 0..<4 { loop.handle(.key("g"), timeMs: 0) } }
            loop.frame(dt: 1.0 / 60)
            return loop.frameDigest
        }
        #expect(digest(afterKey: true) == digest(afterKey: false))
    }
}
