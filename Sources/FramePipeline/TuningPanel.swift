import Diagnostics
import Pixels
import Raster
import ScrollEngine
import Sessions

/// The tuning panel (key `t`): the preset's tunable constants and the handoff policy
/// (``TuningTable``), each with its unit and the engine's own value, a mark on the changed ones,
/// and a plot of a reference flick under the tuned preset beside the engine's.
///
/// The panel holds only what it shows (which row is selected, the last refusal); the preset
/// itself is the frame loop's (`options.preset`). Like the overlay it is drawn over the frame
/// after the frame is digested, so it never changes a replay's hash; what it changes (the
/// preset) does, and replays the same because its keys and clicks are recorded.
public struct TuningPanel: Sendable {
    /// The panel's size, px.
    public static let size = (width: 420, height: 380)
    /// Its top: below a scene's 48-px tab bar and the recording mark in it.
    public static let top = 60
    /// The reference flick the plot shows, px/s.
    public static let referenceVelocity = 2000.0
    /// The plot's time span, s: the longest fling of the presets at 2000 px/s rests by then.
    public static let plotSeconds = 3.0

    /// The selected row (an index into ``TuningTable/rows``).
    public internal(set) var selected = 0
    /// What the last change said: a refusal with the allowed range, or nil.
    public internal(set) var message: String?

    /// Height of a row, px.
    static let rowHeight = 20
    /// The first row's top inside the panel, px.
    static let rowsTop = 32
    /// The value column's left edge inside the panel: a click left of it selects, on it steps.
    static let valueColumn = 150

    /// A panel with the first row selected.
    public init() {}

    /// The panel's rectangle in a `width`-wide window (top right).
    public static func frame(width: Int) -> Rect {
        Rect(x: max(0, width - PanelLayout.margin - size.width), y: top, width: size.width, height: size.height)
    }

    /// The row at `y` (window pixels) in the panel at `box`, if any.
    static func row(atY y: Double, in box: Rect) -> Int? {
        let local = Int(y.rounded(.down)) - box.y - rowsTop
        guard local >= 0 else { return nil }
        let index = local / rowHeight
        return index < TuningTable.rows.count ? index : nil
    }

    /// Draws the panel for `tuning` with `policy` in force, in `box`.
    func draw(on canvas: Canvas, in box: Rect, tuning: PresetTuning, policy: HandoffPolicy) {
        canvas.blend(box, ProfilingOverlay.panel)
        let panel = canvas.clipped(to: box)
        // The glyph atlas holds no arrows: the keys are named.
        let title = "tuning \(tuning.preset.name)"
        panel.drawText(title, x: 10, y: 8, font: .headline, color: .white)
        for (index, row) in TuningTable.rows.enumerated() {
            let y = Self.rowsTop + index * Self.rowHeight
            if index == selected { panel.fill(Rect(x: 4, y: y - 2, width: box.width - 8, height: Self.rowHeight), Self.selection) }
            panel.drawText(row.label, x: 10, y: y, font: .body, color: Self.labelInk)
            guard let entry = tuning.entry(row) else {
                panel.drawText("none in \(tuning.reference.name)", x: Self.valueColumn, y: y, font: .body, color: Self.dim)
                continue
            }
            let value = entry.path == TuningTable.handoffPath ? policy.rawValue : entry.value
            let changed = entry.path == TuningTable.handoffPath ? policy != tuning.reference.handoff : entry.changed
            let ink = changed ? Self.changedInk : Color.white
            var x = Self.valueColumn + panel.drawText((changed ? "* " : "") + value, x: Self.valueColumn, y: y, font: .body, color: ink)
            if !entry.unit.isEmpty { x += panel.drawText(" " + entry.unit, x: x, y: y, font: .body, color: Self.dim) }
            if changed, let original = entry.engineDefault {
                panel.drawText("\(tuning.reference.name): \(original)", x: max(x + 12, 300), y: y, font: .body, color: Self.dim)
            }
        }
        var y = Self.rowsTop + TuningTable.rows.count * Self.rowHeight + 4
        // The policy's rule and the keys (or the last refusal), wrapped to the panel: the
        // longest runs past its right edge on one line.
        y = drawWrapped(policy.summary, on: panel, y: y, width: box.width - 20, ink: Self.dim) + 2
        y = drawWrapped(message ?? Self.keysHint, on: panel, y: y, width: box.width - 20,
                        ink: message == nil ? Self.dim : Self.refusedInk)
        y += 6
        drawPlot(on: panel, in: Rect(x: 10, y: y, width: box.width - 20, height: box.height - y - 10), tuning: tuning)
    }

    /// The keys the panel takes, shown under the policy's rule.
    static let keysHint = "Up/Down row, Left/Right value, BackSpace resets; next gesture on"

    /// Draws `text` in the caption face wrapped at spaces to `width`, from `y`; returns the `y`
    /// under its last line. Allocates nothing: each line is a byte range of `text`.
    private func drawWrapped(_ text: String, on panel: Canvas, y: Int, width: Int, ink: Color) -> Int {
        var y = y, start = 0
        while start < text.utf8.count {
            let line = Font.caption.lineBreak(in: text, from: start, maxWidth: width)
            panel.drawText(text, utf8Range: start, line.end, x: 10, y: y, font: .caption, color: ink)
            start = line.next
            y += 16
        }
        return y
    }

    /// x(t) of a ``referenceVelocity`` flick under the tuned preset (white) and the engine's own
    /// (grey), each to its rest, on one scale.
    private func drawPlot(on canvas: Canvas, in plot: Rect, tuning: PresetTuning) {
        canvas.fill(plot, Self.plotBackground)
        let tuned = Self.path(tuning.preset), original = Self.path(tuning.reference)
        let top = max(1, (tuned + original).map(\.x).max() ?? 1)
        func points(_ path: [(t: Double, x: Double)]) -> [(x: Double, y: Double)] {
            path.map { (Double(plot.x) + $0.t / Self.plotSeconds * Double(plot.width),
                        Double(plot.maxY - 14) - $0.x / top * Double(plot.height - 30)) }
        }
        canvas.drawPolyline(points(original), width: 2, Self.dim)
        canvas.drawPolyline(points(tuned), width: 2, Self.changedInk)
        let caption = "\(Int(Self.referenceVelocity)) px/s flick, \(Int(Self.plotSeconds)) s: "
            + "\(tuning.preset.name) \(Int(tuned.last?.x ?? 0)) px, \(tuning.reference.name) \(Int(original.last?.x ?? 0)) px"
        canvas.drawText(caption, x: plot.x + 6, y: plot.maxY - 14, font: .caption, color: Self.labelInk)
    }

    /// The reference flick's offsets at 60 Hz (sampled as an engine would, so a per-frame curve
    /// integrates), until it rests or ``plotSeconds``.
    static func path(_ preset: PhysicsPreset) -> [(t: Double, x: Double)] {
        var simulation = preset.flingSimulation(velocity: min(referenceVelocity, preset.maxFlingVelocity))
        var path: [(t: Double, x: Double)] = []
        for frame in 0...Int(plotSeconds * 60) {
            let t = Double(frame) / 60
            simulation.sample(at: t)
            path.append((t, simulation.x(t)))
            if simulation.isDone(t) { break }
        }
        return path
    }

    static let selection = Color(rgb: 0x2E3440)
    static let labelInk = Color(rgb: 0xE0E0E0)
    static let dim = Color(rgb: 0x8A8F98)
    static let changedInk = Color(rgb: 0xFFD54F)
    static let refusedInk = Color(rgb: 0xFF6E6E)
    static let plotBackground = Color(rgb: 0x1C1F26)
}
