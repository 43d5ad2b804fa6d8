@testable import Compare
import Diagnostics
import Foundation
import Pixels
import Raster
import Scenes
import Testing

@Suite("Compare plot: panels, colours, markers")
struct ComparePlotTests {
    func series(_ label: String, scale: Double, seamAt seam: Double?) -> TraceSeries {
        let frames = (0..<120).map { f in
            TraceFrame(f: f, t: Double(f) * 1000 / 60, phase: .fling, v: scale * 2000 * pow(0.967, Double(f)),
                       nodes: [ScrollerState(id: "outer", axis: .y, offset: scale * Double(f) * 4, travel: scale * 4)])
        }
        var metrics = HandoffMetrics.measure(frames, releaseMs: 100)
        metrics.seams = seam.map { [Seam(t: $0, from: "outer", to: "inner", vIn: 1, vOut: 1)] } ?? []
        return TraceSeries(label: label, frames: frames, releaseMs: 100, metrics: metrics)
    }

    func count(_ color: Color, in framebuffer: Framebuffer, rows: Range<Int> = 0..<ComparePlot.height) -> Int {
        var count = 0
        for y in rows { for x in 0..<framebuffer.width where framebuffer.pixel(x: x, y: y) == color.argb { count += 1 } }
        return count
    }

    @Test func oneDistinctColourPerRunInBothPanels() {
        let plot = ComparePlot(series: [series("ios · nested", scale: 1, seamAt: nil),
                                        series("chromium · latch", scale: 0.5, seamAt: nil)], title: "t")
        let image = plot.render()
        #expect(image.width == 1280 && image.height == 800)
        for (index, color) in plot.colors.enumerated() {
            #expect(count(color, in: image, rows: 92..<393) > 200, "run \(index) in the offset panel")
            #expect(count(color, in: image, rows: 440..<741) > 200, "run \(index) in the v panel")
        }
        #expect(plot.colors == [PresetPalette.color(of: "ios"), PresetPalette.color(of: "chromium")])
        #expect(count(PresetPalette.color(of: "android")!, in: image) == 0)
        #expect(Set(PresetPalette.colors.map(\.color)).count == PresetPalette.colors.count)
    }

    @Test func seamMarkersAreDrawn() {
        let plain = ComparePlot(series: [series("a", scale: 1, seamAt: nil)], title: "t").render()
        let marked = ComparePlot(series: [series("a", scale: 1, seamAt: 700)], title: "t").render()
        // A ringed dot (dark ring) on each curve: many more dark pixels inside the panels.
        let ink = Color(rgb: 0x202020)
        let panels = 92..<741
        #expect(count(ink, in: marked, rows: panels) > count(ink, in: plain, rows: panels) + 40)
    }

    @Test func writesAPNG() throws {
        let path = "/tmp/compare-plot-test-\(getpid()).png"
        defer { unlink(path) }
        try ComparePlot(series: [series("a", scale: 1, seamAt: 500)], title: "t").write(to: path)
        let file = fopen(path, "rb")
        defer { if file != nil { fclose(file) } }
        var signature = [UInt8](repeating: 0, count: 8)
        #expect(fread(&signature, 1, 8, file) == 8)
        #expect(signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// A live recording: a frame at 21 ms at rest, the next drawn frame at 1902 ms already flinging.
    func lateFlick() -> TraceSeries {
        var frames = [TraceFrame(f: 0, t: 21, phase: .idle, v: 0, nodes: [ScrollerState(id: "outer", axis: .y, offset: 0, travel: 0)])]
        for f in 1...60 {
            let time: Double = 1902 + Double(f - 1) * 1000 / 60
            let v: Double = 2946 * pow(0.96, Double(f - 1))
            frames.append(TraceFrame(f: f, t: time, phase: .fling, v: v,
                                     nodes: [ScrollerState(id: "outer", axis: .y, offset: Double(f) * 30, travel: 30)]))
        }
        return TraceSeries(label: "ios · nested", frames: frames, releaseMs: 1902,
                           metrics: HandoffMetrics.measure(frames, releaseMs: 1902))
    }

    @Test func undrawnTimeIsHeldFlatNotRamped() {
        let run = lateFlick()
        let plot = ComparePlot(series: [run], title: "t", span: 0...3000)
        let image = plot.render()
        // Columns from 100 ms to 1850 ms in the v panel: the line lies on the zero row, nowhere above.
        let left = 110.0, right = 1250.0
        let x0 = Int(left + 100 / 3000 * (right - left)), x1 = Int(left + 1850 / 3000 * (right - left))
        let color = plot.colors[0].argb
        var rows = Set<Int>()
        for y in 440..<741 { for x in x0..<x1 where image.pixel(x: x, y: y) == color { rows.insert(y) } }
        #expect(rows.count <= 3, "a flat line is at most 3 rows thick: \(rows.sorted())")
        // The held corners: flat from 21 to 1902, then the step.
        let corners = ComparePlot.held(run.velocities, at: run.times, joined: run.joined, end: run.endMs, in: 0...3000)
        #expect(corners[0].t == 21 && corners[0].value == 0 && corners[1].t == 1902 && corners[1].value == 0)
        #expect(corners[2].t == 1902 && corners[2].value == 2946)
    }

    @Test func consecutiveFramesAreJoinedAndTheSpanCutsAtItsStart() {
        let run = lateFlick()
        #expect(run.joined.prefix(3) == [false, false, true])
        // A span from inside the fling starts at the value between the two frames around it.
        let t1 = run.times[1], t2 = run.times[2]
        let middle = (t1 + t2) / 2
        let corners = ComparePlot.held(run.sums, at: run.times, joined: run.joined, end: run.endMs, in: middle...2500)
        #expect(corners[0].t == middle && abs(corners[0].value - 45) < 1e-9)
        #expect(corners.last!.t == 2500)
        #expect(corners.allSatisfy { $0.t >= middle && $0.t <= 2500 })
    }

    @Test func axesHaveHeadroomAndKeepZero() {
        let scale = AxisScale(values: [0, 3000])
        #expect(scale.low == 0 && scale.high > 3000)
        let negative = AxisScale(values: [-420, 1500])
        #expect(negative.low < -420 && negative.high > 1500)
    }

    @Test func nodesModeDrawsEachScroller() {
        let frames = (0..<60).map { f in
            TraceFrame(f: f, t: Double(f) * 1000 / 60, phase: .fling, v: 1000,
                       nodes: [ScrollerState(id: "outer", axis: .y, offset: min(280, Double(f) * 10), travel: 10),
                               ScrollerState(id: "inner", axis: .y, offset: max(0, Double(f) * 10 - 280), travel: 10)])
        }
        let run = TraceSeries(label: "a", frames: frames, releaseMs: 0, metrics: HandoffMetrics.measure(frames, releaseMs: 0))
        let color = ComparePlot(series: [run], title: "t").colors[0]
        let sum = count(color, in: ComparePlot(series: [run], title: "t", mode: .sum).render(), rows: 100..<393)
        let nodes = count(color, in: ComparePlot(series: [run], title: "t", mode: .nodes).render(), rows: 100..<393)
        #expect(nodes > sum, "two lines (one dashed) against one")
    }
}
