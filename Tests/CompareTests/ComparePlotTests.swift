import Foundation
import Raster
import Testing
@testable import Compare

@Suite("Compare plot: panels, colours, markers")
struct ComparePlotTests {
    func series(_ label: String, scale: Double, seamAt seam: Double?) -> TraceSeries {
        let frames = (0..<120).map { f in
            TraceFrame(f: f, t: Double(f) * 1000 / 60, phase: "fling", v: scale * 2000 * pow(0.967, Double(f)),
                       nodes: [TraceNode(id: "outer", axis: "y", o: scale * Double(f) * 4, d: scale * 4)])
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
        for index in 0..<2 {
            let color = ComparePlot.color(of: index)
            #expect(count(color, in: image, rows: 92..<393) > 200, "run \(index) in the offset panel")
            #expect(count(color, in: image, rows: 440..<741) > 200, "run \(index) in the v panel")
        }
        #expect(count(ComparePlot.color(of: 2), in: image) == 0)
        #expect(Set(ComparePlot.palette).count == ComparePlot.palette.count)
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
}
