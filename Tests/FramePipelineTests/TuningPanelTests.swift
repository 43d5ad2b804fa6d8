import Diagnostics
@testable import FramePipeline
import Pixels
import Raster
import ScrollEngine
import Sessions
import Testing

/// The tuning panel's text stays inside it: each policy's rule is wrapped, not cut at the edge.
@Suite("TuningPanel")
struct TuningPanelTests {
    @Test("every policy's rule ends short of the panel's right edge", arguments: HandoffPolicy.allCases)
    func ruleFits(policy: HandoffPolicy) {
        let box = Rect(x: 0, y: 0, width: TuningPanel.size.width, height: TuningPanel.size.height)
        let framebuffer = Framebuffer(width: box.width + 40, height: box.height)
        TuningPanel().draw(on: Canvas(framebuffer), in: box, tuning: PresetTuning(preset: .ios), policy: policy)
        // The rows under the table, down to the plot: the rule and the keys, two lines each. The panel keeps a
        // 10-px margin on its right; text reaching it was cut by the clip.
        let top = TuningPanel.rowsTop + TuningTable.rows.count * TuningPanel.rowHeight
        let background = framebuffer.pixel(x: box.width - 2, y: top + 2)
        var inked = 0
        for y in top..<(top + 64) {
            for x in (box.width - 8)..<box.width where framebuffer.pixel(x: x, y: y) != background { inked += 1 }
        }
        #expect(inked == 0, "\(policy): \(inked) pixels of text in the right margin")
        // And the rule was drawn: the line under the table is not empty.
        var drawn = 0
        for x in 10..<200 where framebuffer.pixel(x: x, y: top + 10) != background { drawn += 1 }
        #expect(drawn > 0)
    }
}
