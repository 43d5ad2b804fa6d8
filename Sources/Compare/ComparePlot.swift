import Foundation
import Raster

/// `compare --plot`: every run's offset sum and `v` over one time axis, in a 1280×800 image drawn
/// with the project's own raster.
///
/// Two panels share the x axis (ms): the offset sum on the gesture's axis (px) above, `v` (px/s)
/// below. Each run has one colour of the Okabe–Ito palette (distinguishable with every common
/// colour-vision deficiency), named in the legend as `ios · nested`. A dashed vertical line marks
/// each release; a ringed dot in the run's colour marks each seam on both curves.
public struct ComparePlot {
    /// Image width, px.
    public static let width = 1280
    /// Image height, px.
    public static let height = 800
    /// Okabe & Ito's colour-blind-safe palette, most legible on white first (yellow last).
    public static let palette: [Color] = [
        Color(rgb: 0x0072B2), Color(rgb: 0xD55E00), Color(rgb: 0x009E73), Color(rgb: 0xCC79A7),
        Color(rgb: 0xE69F00), Color(rgb: 0x56B4E9), Color(rgb: 0x000000), Color(rgb: 0xF0E442),
    ]

    /// The runs, in legend order.
    public var series: [TraceSeries]
    /// Shown as the title.
    public var title: String

    /// A plot of `series` titled `title`.
    public init(series: [TraceSeries], title: String) {
        self.series = series
        self.title = title
    }

    /// The colour of run `index`.
    public static func color(of index: Int) -> Color { palette[index % palette.count] }

    private static let ink = Color(rgb: 0x202020)
    private static let grid = Color(rgb: 0xE4E4E4)
    private static let frame = Color(rgb: 0x909090)
    private static let plotLeft = 110, plotRight = 1250
    private static let offsetPanel = (top: 100, bottom: 392)
    private static let velocityPanel = (top: 440, bottom: 740)

    /// Draws the plot into a new framebuffer.
    public func render() -> Framebuffer {
        let framebuffer = Framebuffer(width: Self.width, height: Self.height)
        let canvas = Canvas(framebuffer)
        canvas.fill(framebuffer.bounds, .white)
        let label = Font.body, small = Font.small

        canvas.drawText(title, x: Self.plotLeft, y: 10, font: label, color: Self.ink)
        drawLegend(on: canvas, font: label)

        let tMax = max(1, series.compactMap(\.times.last).max() ?? 1)
        let time = AxisScale(low: 0, high: tMax, padded: false)
        let sums = AxisScale(values: series.flatMap(\.sums))
        let velocities = AxisScale(values: series.flatMap(\.velocities) + [0])

        drawPanel(on: canvas, panel: Self.offsetPanel, time: time, scale: sums, name: "offset sum (px)",
                  font: label, small: small, values: \.sums, at: { $0.sum(at: $1) })
        drawPanel(on: canvas, panel: Self.velocityPanel, time: time, scale: velocities, name: "v (px/s)",
                  font: label, small: small, values: \.velocities, at: { $0.velocity(at: $1) })

        let caption = "time (ms)"
        canvas.drawText(caption, x: (Self.plotLeft + Self.plotRight - label.width(of: caption)) / 2,
                        y: Self.velocityPanel.bottom + 30, font: label, color: Self.ink)
        return framebuffer
    }

    /// Writes the plot as a PNG.
    public func write(to path: String) throws {
        try PNGEncoder.write(render(), to: path)
    }

    private func drawLegend(on canvas: Canvas, font: Font) {
        var entries: [(String, Color)] = series.enumerated().map { ($0.element.label, Self.color(of: $0.offset)) }
        entries.append(("seam", Self.ink))
        entries.append(("release", Self.frame))
        // Entries flow left to right and wrap before the right edge (two rows hold eight runs).
        var x = Self.plotLeft
        var y = 34
        for (index, entry) in entries.enumerated() {
            let isSeam = index == entries.count - 2, isRelease = index == entries.count - 1
            let width = 30 + settingLabelWidth(entry.0, font: font)
            if x + width > Self.width - 12, x > Self.plotLeft {
                x = Self.plotLeft
                y += 20
            }
            if isSeam {
                drawSeamMarker(on: canvas, x: Double(x + 12), y: Double(y + 7), color: entry.1)
            } else if isRelease {
                drawDashes(on: canvas, x: Double(x + 12), top: Double(y - 2), bottom: Double(y + 16))
            } else {
                canvas.drawLine(x0: Double(x), y0: Double(y) + 7.5, x1: Double(x + 24), y1: Double(y) + 7.5,
                                width: 3, entry.1)
            }
            let advance = drawSettingLabel(entry.0, on: canvas, x: x + 30, y: y, font: font)
            x += 30 + advance + 24
        }
    }

    private static let labelGap = 14

    private func settingLabelWidth(_ label: String, font: Font) -> Int {
        let parts = label.split(separator: "·").map { $0.split(separator: " ").joined(separator: " ") }
        return parts.map { font.width(of: $0) }.reduce(0, +) + Self.labelGap * (parts.count - 1)
    }

    /// Draws `ios · nested` with the middle dot as a small square (the bitmap font is ASCII only);
    /// returns the advance.
    private func drawSettingLabel(_ label: String, on canvas: Canvas, x: Int, y: Int, font: Font) -> Int {
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

    private func drawPanel(on canvas: Canvas, panel: (top: Int, bottom: Int), time: AxisScale, scale: AxisScale,
                           name: String, font: Font, small: Font,
                           values: KeyPath<TraceSeries, [Double]>, at: (TraceSeries, Double) -> Double) {
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

        let releases = Set(series.compactMap(\.releaseMs))
        for release in releases.sorted() {
            drawDashes(on: canvas, x: px(release), top: top, bottom: bottom)
        }

        let area = canvas.clipped(to: Rect(x: Self.plotLeft, y: panel.top, width: Self.plotRight - Self.plotLeft + 1,
                                           height: panel.bottom - panel.top + 1))
        for (index, run) in series.enumerated() {
            let points = zip(run.times, run[keyPath: values]).map { (x: px($0.0) - left, y: py($0.1) - top) }
            area.drawPolyline(thinned(points), width: 2, Self.color(of: index))
        }
        for (index, run) in series.enumerated() {
            for seam in run.seamTimes {
                drawSeamMarker(on: area, x: px(seam) - left, y: py(at(run, seam)) - top, color: Self.color(of: index))
            }
        }
    }

    /// Keeps, per pixel column, the first, lowest, highest and last point, so a long session draws
    /// the same envelope with a few thousand segments at most.
    private func thinned(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard points.count > 4 * Self.width else { return points }
        var kept: [(x: Double, y: Double)] = []
        var start = 0
        while start < points.count {
            let column = points[start].x.rounded(.down)
            var end = start
            var low = start, high = start
            while end < points.count, points[end].x.rounded(.down) == column {
                if points[end].y < points[low].y { low = end }
                if points[end].y > points[high].y { high = end }
                end += 1
            }
            for index in Set([start, low, high, end - 1]).sorted() { kept.append(points[index]) }
            start = end
        }
        return kept
    }

    private func drawDashes(on canvas: Canvas, x: Double, top: Double, bottom: Double) {
        var y = top
        while y < bottom {
            canvas.drawLine(x0: x, y0: y, x1: x, y1: min(y + 6, bottom), width: 1.5, Self.frame)
            y += 10
        }
    }

    private func drawSeamMarker(on canvas: Canvas, x: Double, y: Double, color: Color) {
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 12, .white)
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 11, Self.ink)
        canvas.drawLine(x0: x, y0: y, x1: x, y1: y, width: 7, color)
    }
}
