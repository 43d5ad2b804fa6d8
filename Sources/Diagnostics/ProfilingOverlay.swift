import HostInterface
import Pixels
import Raster

/// The profiling panel (key `p`): fps, the display's rate, where it came from and the
/// recent hitch time (green, amber or red by Apple's thresholds, see ``HitchSeverity``), the
/// per-frame core time by phase with p50/p99 over the last 120 frames, input to screen (each
/// input's timestamp to the present of the frame that showed it, as `run --summary` measures it)
/// with p50/p99 over the latest inputs, and a bar graph of the frames against the frame budget.
///
/// It sits at the bottom right, where no scene has a control (the tab bars are at the top), above
/// the seam inspector where both do not fit side by side (``PanelLayout``). Opaque, so its figures
/// read over any content. Draws straight into the canvas with
/// constant strings and digit formatting, so it allocates nothing per frame.
public struct ProfilingOverlay: Sendable {
    /// Frames in the graph and in the percentiles.
    public static let window = 120
    /// Panel size.
    public static let size = (width: 490, height: 199)
    /// Panel colour of every panel drawn over a scene (overlay, inspector, help, toast, pane
    /// label, recording mark): opaque, so that no row reads through a panel and their text reads
    /// over any content.
    public static let panel = Color(argb: 0xFF_10_10_14)
    /// This panel's own colour: ``panel``, whose pixels depend on nothing under it, so a window
    /// can leave them on screen while the scene scrolls beneath.
    public static let background = panel
    /// Phase colours in the graph (engine, raster, present) and the budget line.
    public static let engineColor = Color(rgb: 0x4FC3F7)
    public static let rasterColor = Color(rgb: 0xFFB74D)
    public static let presentColor = Color(rgb: 0xBA68C8)
    public static let budgetColor = Color(rgb: 0xFF5252)
    private static let label = Color(rgb: 0xE0E0E0)
    private static let value = Color(rgb: 0xFFFFFF)
    /// Hitch colours: good, warning, critical.
    public static let goodColor = Color(rgb: 0x66BB6A)
    public static let warningColor = Color(rgb: 0xFFCA28)
    public static let criticalColor = Color(rgb: 0xFF5252)

    /// The colour of a hitch time ratio.
    public static func color(for severity: HitchSeverity) -> Color {
        switch severity {
        case .good: goodColor
        case .warning: warningColor
        case .critical: criticalColor
        }
    }

    /// An overlay.
    public init() {}

    /// The panel's rectangle in a canvas of the given size: bottom right, 12 px margins.
    public static func frame(width: Int, height: Int) -> Rect {
        Rect(x: max(0, width - size.width - 12), y: max(0, height - size.height - 12),
             width: size.width, height: size.height)
    }

    /// Draws the panel for `profiler`'s frames. `clockRate`, when given, is the rate shown as fps:
    /// a headless loop runs on the replay clock, and its wall-clock rate (millions of frames a
    /// second when frames are idle) says nothing about how the session would look. `idle`: no
    /// frame runs until input, so the panel says `idle` where the rate would stand.
    public func draw(on canvas: Canvas, width: Int, height: Int, profiler: inout FrameProfiler, hz: Double,
                     clockRate: Double? = nil, idle: Bool = false,
                     presentPath: PresentPath, scene: String, physics: String, handoff: String = "", bounce: String = "",
                     recording: Bool, display: DisplayStatus? = nil, in placed: Rect? = nil) {
        let box = placed ?? Self.frame(width: width, height: height)
        canvas.fill(box, Self.background)
        // Everything below is clipped to the panel, so a narrow window cannot spill it elsewhere.
        let panel = canvas.clipped(to: box)
        let font = Font.small
        let left = 10
        var y = 7

        var x = left
        if idle {
            x += panel.drawText("idle", x: x, y: y - 2, font: .headline, color: Self.value)
            x += panel.drawText("   ", x: x, y: y, font: font, color: Self.label)
        } else {
            x += panel.drawFixed(clockRate ?? profiler.framesPerSecond(window: Self.window), fractionDigits: 1, x: x,
                                 y: y - 2, font: .headline, color: Self.value)
            x += panel.drawText(" fps   ", x: x, y: y, font: font, color: Self.label)
        }
        x += panel.drawText(presentPath.rawValue, x: x, y: y, font: font, color: Self.value)
        x += panel.drawText("  ", x: x, y: y, font: font, color: Self.label)
        x += panel.drawText(scene, x: x, y: y, font: font, color: Self.value)
        x += panel.drawText(" / ", x: x, y: y, font: font, color: Self.label)
        x += panel.drawText(physics, x: x, y: y, font: font, color: Self.value)
        if !handoff.isEmpty {
            x += panel.drawText(" / ", x: x, y: y, font: font, color: Self.label)
            x += panel.drawText(handoff, x: x, y: y, font: font, color: Self.value)
        }
        if !bounce.isEmpty {
            // Which scroller rubber-bands at the top (key `b` changes it), as `--bounce` names it: `parent` or `child`.
            x += panel.drawText(" / bounce ", x: x, y: y, font: font, color: Self.label)
            x += panel.drawText(bounce, x: x, y: y, font: font, color: Self.value)
        }
        if recording { panel.drawText("  REC", x: x, y: y, font: font, color: Self.budgetColor) }
        y += 20

        // "144.00 Hz present vblank  hitch 1.2 ms/s  missed 3"
        x = left
        if let display {
            x += panel.drawFixed(display.hz, fractionDigits: 2, x: x, y: y, font: font, color: Self.value)
            x += panel.drawText(" Hz ", x: x, y: y, font: font, color: Self.label)
            x += panel.drawText(display.source, x: x, y: y, font: font, color: Self.value)
            x += panel.drawText(" ", x: x, y: y, font: font, color: Self.label)
            x += panel.drawText(display.pacing, x: x, y: y, font: font, color: Self.value)
            x += panel.drawText("   hitch ", x: x, y: y, font: font, color: Self.label)
            let hitchColor = Self.color(for: HitchSeverity(msPerSecond: display.hitchMsPerSecond))
            x += panel.drawFixed(display.hitchMsPerSecond, fractionDigits: 1, x: x, y: y, font: font, color: hitchColor)
            x += panel.drawText(" ms/s   missed ", x: x, y: y, font: font, color: Self.label)
            panel.drawFixed(Double(display.missed), fractionDigits: 0, x: x, y: y, font: font, color: Self.value)
        } else {
            panel.drawText("no display (headless)", x: x, y: y, font: font, color: Self.label)
        }
        y += 18

        panel.drawText("ms", x: left + 10, y: y, font: font, color: Self.label)
        panel.drawText("p50", x: left + 80, y: y, font: font, color: Self.label)
        panel.drawText("p99", x: left + 140, y: y, font: font, color: Self.label)
        y += 15
        row(panel, "core", .core, nil, x: left, y: y, profiler: &profiler)
        y += 15
        row(panel, "engine", .engine, Self.engineColor, x: left, y: y, profiler: &profiler)
        y += 15
        row(panel, "raster", .raster, Self.rasterColor, x: left, y: y, profiler: &profiler)
        y += 15
        row(panel, "present", .present, Self.presentColor, x: left, y: y, profiler: &profiler)
        y += 15
        inputRow(panel, display?.inputToScreen, x: left, y: y)
        y += 19

        graph(panel, Rect(x: left, y: y, width: box.width - 20, height: box.height - y - 8), profiler: profiler, hz: hz)
    }

    private func row(_ canvas: Canvas, _ name: String, _ metric: FrameProfiler.Metric, _ swatch: Color?,
                     x: Int, y: Int, profiler: inout FrameProfiler) {
        let font = Font.small
        if let swatch { canvas.fill(Rect(x: x, y: y + 4, width: 6, height: 7), swatch) }
        canvas.drawText(name, x: x + 10, y: y, font: font, color: Self.label)
        let p50 = Double(profiler.percentile(0.5, of: metric, window: Self.window)) / 1e6
        let p99 = Double(profiler.percentile(0.99, of: metric, window: Self.window)) / 1e6
        canvas.drawFixed(p50, fractionDigits: 3, x: x + 80, y: y, font: font, color: Self.value)
        canvas.drawFixed(p99, fractionDigits: 3, x: x + 140, y: y, font: font, color: Self.value)
    }

    /// "input   p50 p99   last N inputs to screen", or dashes before any input reached the screen.
    private func inputRow(_ canvas: Canvas, _ figures: DisplayStatus.InputToScreen?, x: Int, y: Int) {
        let font = Font.small
        canvas.drawText("input", x: x + 10, y: y, font: font, color: Self.label)
        guard let figures else {
            canvas.drawText("-", x: x + 80, y: y, font: font, color: Self.value)
            canvas.drawText("-", x: x + 140, y: y, font: font, color: Self.value)
            canvas.drawText("to screen: no input yet", x: x + 200, y: y, font: font, color: Self.label)
            return
        }
        canvas.drawFixed(figures.p50Ms, fractionDigits: 3, x: x + 80, y: y, font: font, color: Self.value)
        canvas.drawFixed(figures.p99Ms, fractionDigits: 3, x: x + 140, y: y, font: font, color: Self.value)
        var at = x + 200
        at += canvas.drawText("to screen, last ", x: at, y: y, font: font, color: Self.label)
        at += canvas.drawFixed(Double(figures.inputs), fractionDigits: 0, x: at, y: y, font: font, color: Self.value)
        canvas.drawText(" inputs", x: at, y: y, font: font, color: Self.label)
    }

    /// One bar per frame, stacked by phase; the red line is the frame budget (1000/hz ms), drawn at
    /// two thirds of the graph's height.
    private func graph(_ canvas: Canvas, _ area: Rect, profiler: FrameProfiler, hz: Double) {
        guard area.height > 4, area.width > 0 else { return }
        canvas.blend(area, Color(argb: 0x40_FF_FF_FF))
        let budgetNs = 1e9 / max(hz, 1)
        let pixelsPerNs = Double(area.height) * 2.0 / 3.0 / budgetNs
        let barWidth = max(1, area.width / Self.window)
        let frames = min(Self.window, profiler.stored)
        for i in 0..<frames {
            let timing = profiler.frame(back: i)
            let x = area.maxX - (i + 1) * barWidth
            guard x >= area.x else { break }
            var bottom = area.maxY
            func stack(_ ns: UInt64, _ color: Color) {
                let h = min(bottom - area.y, Int((Double(ns) * pixelsPerNs).rounded(.up)))
                guard h > 0 else { return }
                canvas.fill(Rect(x: x, y: bottom - h, width: max(1, barWidth - 1), height: h), color)
                bottom -= h
            }
            stack(timing.engine, Self.engineColor)
            stack(timing.raster, Self.rasterColor)
            stack(timing.present, Self.presentColor)
        }
        let budgetY = area.maxY - Int((budgetNs * pixelsPerNs).rounded())
        canvas.fill(Rect(x: area.x, y: budgetY, width: area.width, height: 1), Self.budgetColor)
    }
}
