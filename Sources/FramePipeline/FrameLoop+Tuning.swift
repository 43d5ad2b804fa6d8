import Pixels
import ScrollEngine
import Sessions

// The tuning panel (key `t`): its keys, its clicks and wheel, and what a change does to the scene.
extension FrameLoop {
    /// Where the tuning panel is now (nil: hidden).
    public var tuningFrame: Rect? { tuningVisible ? TuningPanel.frame(width: options.width) : nil }

    /// The preset as tuned, with the policy in force: what `x` and `handoff physics export` write.
    public var tunedPreset: PhysicsPreset { options.preset.with { $0.handoff = options.policy } }

    /// Key `t`: shows or hides the panel (the help makes way for it).
    func toggleTuning() {
        tuningVisible.toggle()
        if tuningVisible { helpVisible = false }
        tuningPanel.message = nil
        needsDraw = true
    }

    /// The panel's keys (only while it shows): ↑/↓ select a row, ←/→ step its value, BackSpace
    /// resets every value to the engine's.
    func tuningKey(_ name: String) {
        guard tuningVisible else { return }
        let count = TuningTable.rows.count
        switch name {
        case "Up": tuningPanel.selected = (tuningPanel.selected + count - 1) % count
        case "Down": tuningPanel.selected = (tuningPanel.selected + 1) % count
        case "Left": stepTuning(row: tuningPanel.selected, by: -1)
        case "Right": stepTuning(row: tuningPanel.selected, by: 1)
        case "BackSpace":
            tuning.reset()
            options.handoff = nil
            applyTuning()
            toast.show("\(options.preset.name): the engine's defaults")
        default: break
        }
        needsDraw = true
    }

    /// Whether `event` is the panel's: a press in it (and its moves and release), a wheel or a
    /// smooth scroll over it. A press selects the row under it; on the value, its left half
    /// steps down and its right half up; a wheel notch up steps the row under it up.
    func tuningTakes(_ event: SessionEvent) -> Bool {
        guard let box = tuningFrame else {
            tuningPress = false
            return false
        }
        func inside(_ x: Double, _ y: Double) -> Bool { box.contains(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) }
        switch event {
        case let .down(x, y, button):
            guard inside(x, y) else { return false }
            tuningPress = true
            if button == 1, let row = TuningPanel.row(atY: y, in: box) {
                tuningPanel.selected = row
                let valueLeft = Double(box.x + TuningPanel.valueColumn)
                if x >= valueLeft { stepTuning(row: row, by: x < (valueLeft + Double(box.maxX)) / 2 ? -1 : 1) }
            }
        case .move:
            return tuningPress
        case .up:
            defer { tuningPress = false }
            return tuningPress
        case let .wheel(x, y, _, dy):
            guard inside(x, y) else { return false }
            if let row = TuningPanel.row(atY: y, in: box), dy != 0 {
                tuningPanel.selected = row
                stepTuning(row: row, by: dy < 0 ? 1 : -1)
            }
        case let .scroll(x, y, _, _):
            guard inside(x, y) else { return false }
        default:
            return false
        }
        needsDraw = true
        return true
    }

    /// Steps row `index`; a refusal stays on the panel with the range the preset file allows.
    private func stepTuning(row index: Int, by steps: Int) {
        let row = TuningTable.rows[index]
        if case .choice(let path, _) = row.kind, path == TuningTable.handoffPath, options.handoff != nil {
            // A policy chosen with `g` is where the panel's policy starts from.
            try? tuning.set(.string(options.policy.rawValue), at: path)
            options.handoff = nil
        }
        do {
            try tuning.step(row, by: steps)
            tuningPanel.message = nil
        } catch {
            tuningPanel.message = "refused: \(error)"
        }
        applyTuning()
    }

    /// The tuned preset goes to the scene: the next gesture uses it (a fling under way keeps
    /// the curve it started with).
    func applyTuning() {
        options.preset = tuning.preset
        scene.scroller.preset = options.preset
        scene.scroller.chain.policy = options.policy
    }

    /// The keys that bring a fresh loop's panel to where this one's is: a recording started
    /// with `r` while the panel shows begins with them, so its replay's panel keys and clicks
    /// select the same rows.
    public var tuningPanelKeys: [String] {
        guard tuningVisible else { return [] }
        return ["t"] + Array(repeating: "Down", count: tuningPanel.selected)
    }
}
