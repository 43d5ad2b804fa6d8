@testable import Compare
import Diagnostics
import CZlib
import Foundation
import Pixels
import Scenes
import Testing

/// Each preset has one colour in every plot, whatever its place among the runs: checked in the
/// PNG `compare --plot` writes (decoded here: the encoder writes unfiltered RGB scanlines).
@Suite("Plot colours per preset")
struct PresetColourTests {
    func run(_ label: String, level: Double) -> TraceSeries {
        let frames = (0..<90).map { f in
            TraceFrame(f: f, t: Double(f) * 1000 / 60, phase: .fling, v: 1500 - Double(f) * 10,
                       nodes: [ScrollerState(id: "outer", axis: .y, offset: level + Double(f) * 3, travel: 3)])
        }
        return TraceSeries(label: label, frames: frames, releaseMs: 0, metrics: HandoffMetrics.measure(frames, releaseMs: 0))
    }

    /// The pixels of a PNG written by `PNGEncoder` (8-bit RGB, filter 0 on every scanline), as 0xRRGGBB.
    func pixels(ofPNG path: String) throws -> (width: Int, rgb: [UInt32]) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 8, width = 0, height = 0, idat: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = bytes[offset + 8..<offset + 8 + length]
            if type == "IHDR" {
                width = data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
                height = data.dropFirst(4).prefix(4).reduce(0) { $0 << 8 | Int($1) }
                #expect(data[data.startIndex + 9] == 2, "RGB")
            }
            if type == "IDAT" { idat += data }
            offset += 12 + length
        }
        let stride = 1 + 3 * width
        var raw = [UInt8](repeating: 0, count: stride * height)
        var size = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        try #require(status == Z_OK && Int(size) == raw.count)
        var rgb: [UInt32] = []
        rgb.reserveCapacity(width * height)
        for y in 0..<height {
            #expect(raw[y * stride] == 0, "scanline \(y) unfiltered")
            for x in 0..<width {
                let i = y * stride + 1 + 3 * x
                rgb.append(UInt32(raw[i]) << 16 | UInt32(raw[i + 1]) << 8 | UInt32(raw[i + 2]))
            }
        }
        return (width, rgb)
    }

    @Test("each preset's run is drawn in its own colour, the same in either order", arguments: [false, true])
    func presetColoursInThePNG(reversed: Bool) throws {
        var presets = PresetPalette.colors.map(\.preset)
        if reversed { presets.reverse() }
        let series = presets.enumerated().map { run("\($0.element) · nested", level: Double($0.offset) * 100) }
        let path = NSTemporaryDirectory() + "preset-colours-\(getpid())-\(reversed).png"
        defer { unlink(path) }
        try ComparePlot(series: series, title: "colours").write(to: path)
        let image = try pixels(ofPNG: path)
        var counts: [UInt32: Int] = [:]
        for pixel in image.rgb { counts[pixel, default: 0] += 1 }
        for preset in presets {
            let color = try #require(PresetPalette.color(of: preset)).argb & 0xFF_FFFF
            // Its line in both panels and its legend swatch.
            #expect(counts[color, default: 0] > 300, "\(preset): \(counts[color, default: 0]) pixels of #\(String(color, radix: 16))")
        }
        #expect(PresetPalette.colors(forLabels: series.map(\.label)) == presets.map { PresetPalette.color(of: $0)! })
    }

    @Test("a preset named twice gets a second shade; a preset file a spare colour")
    func repeatsAndFiles() {
        let colors = PresetPalette.colors(forLabels: ["ios · nested", "ios · latch", "custom.json · nested", "qtquick · none",
                                                     "qtquick · latch"])
        #expect(colors[0] == PresetPalette.color(of: "ios") && colors[1] != colors[0])
        #expect(!PresetPalette.colors.contains { $0.color == colors[2] })
        #expect(colors[4] != colors[3])
    }

    @Test("--layout grid draws one panel per run, each in its preset's colour")
    func grid() {
        let series = ["chromium · latch", "ios · nested", "gtk · none"].enumerated().map { run($0.element, level: Double($0.offset) * 50) }
        let image = ComparePlot(series: series, title: "t", layout: .grid).render()
        #expect(ComparePlot.gridColumns(3) == 2 && ComparePlot.gridColumns(8) == 3)
        // Two columns: chromium top left, ios top right, gtk bottom left; each panel holds only its colour.
        let halves = [(0..<665, 0..<410), (665..<1280, 0..<410), (0..<665, 410..<800)]
        for ((xs, ys), label) in zip(halves, ["chromium", "ios", "gtk"]) {
            let own = PresetPalette.color(of: label)!.argb
            var seen: Set<UInt32> = []
            for y in ys { for x in xs { seen.insert(image.pixel(x: x, y: y)) } }
            #expect(seen.contains(own), "\(label)")
            for other in PresetPalette.colors where other.preset != label && ["chromium", "ios", "gtk"].contains(other.preset) {
                #expect(!seen.contains(other.color.argb), "\(other.preset) in \(label)'s panel")
            }
        }
    }
}
