import Foundation
import Pixels
import Raster

/// `compare --plot`: every run's offsets and `v` over one time axis, in a 1280×800 image drawn
/// with the project's own raster.
///
/// Two panels share the x axis (ms on the session clock, `span`): the offset sum on the gesture's
/// axis (px) — or each scroller's offset, `Mode.nodes` — above, `v` (px/s) below. Each value is
/// drawn held until the next frame that changed it, as the screen showed it: a stretch the replay
/// did not draw stays flat and is never interpolated. Each run is drawn in its preset's fixed colour
/// (`PresetPalette`), named in the legend as `ios · nested`; with `Mode.nodes` each scroller has
/// its own dash pattern (shown grey in the legend, so it reads as a pattern, not a run). A dashed
/// vertical line marks each release at its exact time; a ringed dot in the run's colour marks each
/// seam, labelled `v_in → v_out`. `Layout.grid` draws one small panel per run instead, on a shared
/// time axis (`ComparePlot+Grid.swift`).
///
/// Units: image sizes and dashes px, times ms on the session clock.
public struct ComparePlot {
    /// What the upper panel draws.
    public enum Mode: String, CaseIterable, Sendable {
        /// The offset sum on the gesture's axis: one line per run.
        case sum
        /// Each scroller on the gesture's axis: one line per run and scroller (header vs list).
        case nodes
    }

    /// Image width.
    public static let width = 1280
    /// Image height.
    public static let height = 800
    /// How the runs share the image.
    public enum Layout: String, CaseIterable, Sendable {
        /// Every run in the same two panels (offsets above, `v` below).
        case overlay
        /// One small panel of offsets per run, on a shared time axis and a shared offset scale.
        case grid
    }
    /// Dash patterns (on, off px) per scroller in `Mode.nodes`; the first is solid.
    static let dashes: [(on: Double, off: Double)] = [(1, 0), (10, 6), (3, 4), (14, 4)]

    /// The runs, in legend order.
    public var series: [TraceSeries]
    /// Shown as the title.
    public var title: String
    /// The time span drawn (nil: every series from its first point to its end).
    public var span: ClosedRange<Double>?
    /// What the upper panel draws.
    public var mode: Mode
    /// How the runs share the image.
    public var layout: Layout

    /// A plot of `series` titled `title` over `span`.
    public init(series: [TraceSeries], title: String, span: ClosedRange<Double>? = nil, mode: Mode = .sum,
                layout: Layout = .overlay) {
        self.series = series
        self.title = title
        self.span = span
        self.mode = mode
        self.layout = layout
    }

    /// Each run's colour: its preset's (`PresetPalette`).
    public var colors: [Color] { PresetPalette.colors(forLabels: series.map(\.label)) }

    static let ink = Color(rgb: 0x202020)
    static let grid = Color(rgb: 0xE4E4E4)
    static let frame = Color(rgb: 0x909090)
    static let plotLeft = 110, plotRight = 1250
    private static let offsetPanel = (top: 100, bottom: 392)
    private static let velocityPanel = (top: 440, bottom: 740)

    /// Draws the plot into a new framebuffer.
    public func render() -> Framebuffer {
        if layout == .grid { return renderGrid() }
        let framebuffer = Framebuffer(width: Self.width, height: Self.height)
        let canvas = Canvas(framebuffer)
        canvas.fill(framebuffer.bounds, .white)
        let label = Font.body, small = Font.small

        canvas.drawText(title, x: Self.plotLeft, y: 10, font: label, color: Self.ink)
        drawLegend(on: canvas, font: label)

        let (time, lines, offsets) = scales()
        let velocities = AxisScale(values: lines.flatMap { $0.velocity.map(\.value) } + [0])

        let lowered = 20 * extraLegendRows(font: label)
        let offsetPanel = (top: Self.offsetPanel.top + lowered, bottom: Self.offsetPanel.bottom)
        drawPanel(on: canvas, panel: offsetPanel, time: time,
                  scale: offsets, name: mode == .sum ? "offset sum (px)" : "offset of each scroller (px)",
                  font: label, small: small, lines: lines.map(\.offsets), at: { $0.sum(at: $1) })
        drawPanel(on: canvas, panel: Self.velocityPanel, time: time, scale: velocities, name: "v (px/s)",
                  font: label, small: small, labelsSeams: false, lines: lines.map { [$0.velocity] }, at: { $0.velocity(at: $1) })

        let caption = "time (ms)"
        canvas.drawText(caption, x: (Self.plotLeft + Self.plotRight - label.width(of: caption)) / 2,
                        y: Self.velocityPanel.bottom + 30, font: label, color: Self.ink)
        return framebuffer
    }

    /// Writes the plot as a PNG.
    public func write(to path: String) throws {
        try PNGEncoder.write(render(), to: path)
    }

    /// One legend entry: a run, a scroller's dash pattern (`Mode.nodes`), the seam marker or the
    /// release line.
    private enum LegendEntry {
        case run(String, Color)
        case node(String, Int)
        case seam
        case release

        var text: String {
            switch self {
            case .run(let label, _), .node(let label, _): label
            case .seam: "seam"
            case .release: "release"
            }
        }
    }

    private var legendEntries: [LegendEntry] {
        var entries: [LegendEntry] = zip(series, colors).map { .run($0.label, $1) }
        if mode == .nodes, let first = series.first {
            entries += first.axisNodes.enumerated().map { .node(first.nodeIDs[$0.element], $0.offset) }
        }
        return entries + [.seam, .release]
    }

    /// Where each legend entry goes: entries flow left to right and wrap before the right edge.
    private func legendLayout(font: Font) -> [(entry: LegendEntry, x: Int, y: Int)] {
        var x = Self.plotLeft, y = 34
        var placed: [(entry: LegendEntry, x: Int, y: Int)] = []
        for entry in legendEntries {
            let width = 30 + settingLabelWidth(entry.text, font: font)
            if x + width > Self.width - 12, x > Self.plotLeft {
                x = Self.plotLeft
                y += 20
            }
            placed.append((entry, x, y))
            x += width + 24
        }
        return placed
    }

    /// Legend rows past the two the layout leaves room for (16 runs take more): the offset panel
    /// starts that much lower.
    private func extraLegendRows(font: Font) -> Int {
        max(0, ((legendLayout(font: font).last?.y ?? 34) - 34) / 20 + 1 - 2)
    }

    private func drawLegend(on canvas: Canvas, font: Font) {
        for (entry, x, y) in legendLayout(font: font) {
            switch entry {
            case .seam:
                drawSeamMarker(on: canvas, x: Double(x + 12), y: Double(y + 7), color: Self.ink)
            case .release:
                drawDashes(on: canvas, x: Double(x + 12), top: Double(y - 2), bottom: Double(y + 16))
            case .run(_, let color):
                canvas.drawLine(x0: Double(x), y0: Double(y) + 7.5, x1: Double(x + 24), y1: Double(y) + 7.5,
                                width: 3, color)
            case .node(_, let index):
                let dash = Self.dashes[index % Self.dashes.count]
                let sample = [(x: Double(x), y: Double(y) + 7.5), (x: Double(x + 24), y: Double(y) + 7.5)]
                if dash.off == 0 {
                    canvas.drawPolyline(sample, width: 2, Self.frame)
                } else {
                    drawDashedPolyline(sample, on: canvas, dash: dash, color: Self.frame)
                }
            }
            _ = drawSettingLabel(entry.text, on: canvas, x: x + 30, y: y, font: font)
        }
    }

    private static let labelGap = 14

    func settingLabelWidth(_ label: String, font: Font) -> Int {
        let parts = label.split(separator: "·").map { $0.split(separator: " ").joined(separator: " ") }
        return parts.map { font.width(of: $0) }.reduce(0, +) + Self.labelGap * (parts.count - 1)
    }

    /// Draws `ios · nested` with the middle dot as a small square (the bitmap font is ASCII only);
    /// returns the advance.
    func drawSettingLabel(_ label: String, on canvas: Canvas, x: Int, y: Int, font: Font) -> Int {
        let parts = label.split(separator: "·").map { $0.split(separator: " ").joined(separator: " ") }
        let gap = Self.labelGap
        var pen = x
        for (index, part) in parts.enumerated() {
            if index > 0 {
                canvas.fill(Rect(x: pen + gap / 2 - 1, y: y + 6, width: 3, height: 3), Self.ink)
                pen += gap
            }
            pen += canvas.drawText(part, x: pen, y: y, font: font, color: Self.ink)
        }
        return pen - x
    }

    /// One run's lines over the span: each a list of (time, value) corners, held flat from each
    /// point to the next.
    struct PlotLines {
        /// The offset sum (`Mode.sum`), or one line per scroller on the gesture's axis.
        var offsets: [[(t: Double, value: Double)]]
        /// `v`.
        var velocity: [(t: Double, value: Double)]
    }

    func plotLines(of run: TraceSeries, in span: ClosedRange<Double>) -> PlotLines {
        let nodes = run.axisNodes
        let offsets: [[Double]] = mode == .sum ? [run.sums] : nodes.map { node in run.offsets.map { $0[node] } }
        return PlotLines(offsets: offsets.map { Self.held($0, at: run.times, joined: run.joined, end: run.endMs, in: span) },
                         velocity: Self.held(run.velocities, at: run.times, joined: run.joined, end: run.endMs, in: span))
    }

    /// The corners of a line through `values`: a point joined to the one before (the very next
    /// frame) is reached by a straight segment; any other holds the value before until its time and
    /// then steps. Cut to `span` (the value in force at its start included), ending at `end`.
    static func held(_ values: [Double], at times: [Double], joined: [Bool], end: Double,
                     in span: ClosedRange<Double>) -> [(t: Double, value: Double)] {
        guard let first = times.first, first <= span.upperBound else { return [] }
        var corners: [(t: Double, value: Double)] = []
        var current: (t: Double, value: Double)?
        for index in times.indices {
            let time = times[index], value = values[index]
            if time <= span.lowerBound {
                current = (time, value)
                continue
            }
            if time > span.upperBound { break }
            if let current {
                if corners.isEmpty {
                    // A segment that crosses the span's start begins at its interpolated value.
                    let start = max(span.lowerBound, first)
                    if joined[index], time > current.t {
                        let share = (start - current.t) / (time - current.t)
                        corners.append((start, current.value + (value - current.value) * max(0, share)))
                    } else {
                        corners.append((start, current.value))
                    }
                }
                if !joined[index] { corners.append((time, current.value)) }
            }
            corners.append((time, value))
            current = (time, value)
        }
        if let current {
            if corners.isEmpty { corners.append((max(span.lowerBound, first), current.value)) }
            let stop = min(max(end, corners.last!.t), span.upperBound)
            if stop > corners.last!.t { corners.append((stop, current.value)) }
        }
        return corners
    }

    private func drawPanel(on canvas: Canvas, panel: (top: Int, bottom: Int), time: AxisScale, scale: AxisScale,
                           name: String, font: Font, small: Font, labelsSeams: Bool = true,
                           lines: [[[(t: Double, value: Double)]]], at: (TraceSeries, Double) -> Double) {
        let left = Double(Self.plotLeft), right = Double(Self.plotRight)
        let top = Double(panel.top), bottom = Double(panel.bottom)
        func px(_ t: Double) -> Double { left + (t - time.low) / (time.high - time.low) * (right - left) }
        func py(_ value: Double) -> Double { bottom - (value - scale.low) / (scale.high - scale.low) * (bottom - top) }

        for tick in scale.ticks {
            let y = Int(py(tick).rounded())
            canvas.hline(x: Self.plotLeft, y: y, length: Self.plotRight - Self.plotLeft, Self.grid)
            let text = AxisScale.format(tick, step: scale.step)
            canvas.drawText(text, x: Self.plotLeft - 8 - small.width(of: text), y: y - 6, font: small, color: Self.ink)
        }
        for tick in time.ticks {
            let x = Int(px(tick).rounded())
            canvas.vline(x: x, y: panel.top, length: panel.bottom - panel.top, Self.grid)
            canvas.vline(x: x, y: panel.bottom, length: 5, Self.frame)
            let text = AxisScale.format(tick, step: time.step)
            canvas.drawText(text, x: x - small.width(of: text) / 2, y: panel.bottom + 7, font: small, color: Self.ink)
        }
        canvas.hline(x: Self.plotLeft, y: panel.top, length: Self.plotRight - Self.plotLeft + 1, Self.frame)
        canvas.hline(x: Self.plotLeft, y: panel.bottom, length: Self.plotRight - Self.plotLeft + 1, Self.frame)
        canvas.vline(x: Self.plotLeft, y: panel.top, length: panel.bottom - panel.top, Self.frame)
        canvas.vline(x: Self.plotRight, y: panel.top, length: panel.bottom - panel.top, Self.frame)
        canvas.drawText(name, x: Self.plotLeft, y: panel.top - 18, font: font, color: Self.ink)

        let releases = Set(series.compactMap(\.releaseMs)).filter { $0 >= time.low && $0 <= time.high }
        for release in releases.sorted() {
            drawDashes(on: canvas, x: px(release), top: top, bottom: bottom)
        }

        let area = canvas.clipped(to: Rect(x: Self.plotLeft, y: panel.top, width: Self.plotRight - Self.plotLeft + 1,
                                           height: panel.bottom - panel.top + 1))
        let colors = self.colors
        for (index, runLines) in lines.enumerated() {
            for (node, line) in runLines.enumerated() {
                let points = line.map { (x: px($0.t) - left, y: py($0.value) - top) }
                let dash = Self.dashes[node % Self.dashes.count]
                if dash.off == 0 {
                    area.drawPolyline(thinned(points), width: 2, colors[index])
                } else {
                    drawDashedPolyline(points, on: area, dash: dash, color: colors[index])
                }
            }
        }
        var labels: [Rect] = []
        for (index, run) in series.enumerated() {
            for (seam, t) in run.seamTimes.enumerated() where t >= time.low && t <= time.high {
                let x = px(t) - left, y = py(at(run, t)) - top
                drawSeamMarker(on: area, x: x, y: y, color: colors[index])
                if labelsSeams, seam < run.seamVelocities.count {
                    drawSeamLabel(on: area, x: x, y: y, vIn: run.seamVelocities[seam].vIn,
                                  vOut: run.seamVelocities[seam].vOut, color: colors[index], font: small, placed: &labels)
                }
            }
        }
    }
}
