import Pixels
import Raster

/// `compare --plot --layout grid`: small multiples, one panel of offsets per run, every panel on
/// the same time axis and the same offset scale, so the runs compare by position alone and no
/// curve hides another.
extension ComparePlot {
    /// Columns for `count` panels: one row up to 2, then 2, 3 and 4 columns.
    static func gridColumns(_ count: Int) -> Int {
        switch count {
        case ...2: max(1, count)
        case ...4: 2
        case ...9: 3
        default: 4
        }
    }

    /// The time axis over `span` (every series, without one), each run's lines in it and the
    /// offset scale they share.
    func scales() -> (time: AxisScale, lines: [PlotLines], offsets: AxisScale) {
        let shown = span ?? {
            let start = series.compactMap(\.times.first).min() ?? 0
            return start...max(start + 1, series.map(\.endMs).max() ?? 1)
        }()
        let lines = series.map { plotLines(of: $0, in: shown) }
        return (AxisScale(low: shown.lowerBound, high: shown.upperBound, padded: false), lines,
                AxisScale(values: lines.flatMap { $0.offsets.flatMap { $0.map(\.value) } }))
    }

    /// Draws the grid into a new framebuffer.
    func renderGrid() -> Framebuffer {
        let framebuffer = Framebuffer(width: Self.width, height: Self.height)
        let canvas = Canvas(framebuffer)
        canvas.fill(framebuffer.bounds, .white)
        let label = Font.body, small = Font.small
        canvas.drawText(title, x: Self.plotLeft, y: 10, font: label, color: Self.ink)
        let what = mode == .sum ? "offset sum (px)" : "offset of each scroller (px; dashes: inner scrollers)"
        canvas.drawText(what, x: Self.plotLeft, y: 34, font: small, color: Self.ink)

        let (time, lines, offsets) = scales()
        let colors = self.colors

        let columns = Self.gridColumns(series.count)
        let rows = max(1, (series.count + columns - 1) / columns)
        let left = 80, right = Self.width - 30, top = 60, bottom = Self.height - 50
        let gapX = 24, gapY = 44
        let cellWidth = (right - left - gapX * (columns - 1)) / columns
        let cellHeight = (bottom - top - gapY * (rows - 1)) / rows
        for (index, run) in series.enumerated() {
            let column = index % columns, row = index / columns
            let box = Rect(x: left + column * (cellWidth + gapX), y: top + row * (cellHeight + gapY) + 22,
                           width: cellWidth, height: cellHeight - 22)
            canvas.drawLine(x0: Double(box.x), y0: Double(box.y - 13), x1: Double(box.x + 20), y1: Double(box.y - 13),
                            width: 3, colors[index])
            _ = drawSettingLabel(run.label, on: canvas, x: box.x + 26, y: box.y - 20, font: label)
            drawCell(on: canvas, box: box, run: run, lines: lines[index].offsets, color: colors[index], time: time,
                     scale: offsets, small: small, tickLabelsX: row == rows - 1 || index + columns >= series.count,
                     tickLabelsY: column == 0)
        }
        let caption = "time (ms)"
        canvas.drawText(caption, x: (left + right - label.width(of: caption)) / 2, y: Self.height - 26, font: label,
                        color: Self.ink)
        return framebuffer
    }

    /// One run's panel: grid, frame, the release, its lines, its seams labelled.
    private func drawCell(on canvas: Canvas, box: Rect, run: TraceSeries, lines: [[(t: Double, value: Double)]], color: Color,
                          time: AxisScale, scale: AxisScale, small: Font, tickLabelsX: Bool, tickLabelsY: Bool) {
        let width = Double(box.width), height = Double(box.height)
        func px(_ t: Double) -> Double { (t - time.low) / (time.high - time.low) * width }
        func py(_ value: Double) -> Double { height - (value - scale.low) / (scale.high - scale.low) * height }
        for tick in scale.ticks {
            let y = box.y + Int(py(tick).rounded())
            canvas.hline(x: box.x, y: y, length: box.width, Self.grid)
            if tickLabelsY {
                let text = AxisScale.format(tick, step: scale.step)
                canvas.drawText(text, x: box.x - 6 - small.width(of: text), y: y - 6, font: small, color: Self.ink)
            }
        }
        for tick in time.ticks {
            let x = box.x + Int(px(tick).rounded())
            canvas.vline(x: x, y: box.y, length: box.height, Self.grid)
            if tickLabelsX {
                let text = AxisScale.format(tick, step: time.step)
                canvas.drawText(text, x: x - small.width(of: text) / 2, y: box.y + box.height + 5, font: small, color: Self.ink)
            }
        }
        canvas.hline(x: box.x, y: box.y, length: box.width + 1, Self.frame)
        canvas.hline(x: box.x, y: box.y + box.height, length: box.width + 1, Self.frame)
        canvas.vline(x: box.x, y: box.y, length: box.height, Self.frame)
        canvas.vline(x: box.x + box.width, y: box.y, length: box.height, Self.frame)
        let area = canvas.clipped(to: Rect(x: box.x, y: box.y, width: box.width + 1, height: box.height + 1))
        if let release = run.releaseMs, release >= time.low, release <= time.high {
            drawDashes(on: area, x: px(release), top: 0, bottom: height)
        }
        for (node, line) in lines.enumerated() {
            let points = line.map { (x: px($0.t), y: py($0.value)) }
            let dash = Self.dashes[node % Self.dashes.count]
            if dash.off == 0 {
                area.drawPolyline(thinned(points), width: 2, color)
            } else {
                drawDashedPolyline(points, on: area, dash: dash, color: color)
            }
        }
        var labels: [Rect] = []
        for (seam, t) in run.seamTimes.enumerated() where t >= time.low && t <= time.high {
            let x = px(t), y = py(run.sum(at: t))
            drawSeamMarker(on: area, x: x, y: y, color: color)
            if seam < run.seamVelocities.count {
                drawSeamLabel(on: area, x: x, y: y, vIn: run.seamVelocities[seam].vIn, vOut: run.seamVelocities[seam].vOut,
                              color: color, font: small, placed: &labels)
            }
        }
    }
}
