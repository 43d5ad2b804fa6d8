@testable import Diagnostics
@testable import FramePipeline
@testable import Live
@testable import Pixels
import Raster
import Scenes
import ScrollEngine
import Testing

/// The overlay, the seam inspector and a compare pane's label never cover each other.
@Suite("Panel layout: overlay, inspector and pane label")
struct PanelLayoutTests {
    /// The tallest inspector: slide's four nodes and the most seam marks.
    static let tallInspector = (width: 396, height: (3 + 4 + SeamInspector.maxMarks) * 18 + 16)

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { !a.intersection(b).isEmpty }

    @Test("a 1280-px window keeps both panels at the bottom, side by side")
    func sideBySide() {
        let layout = PanelLayout(width: 1280, height: 800, overlay: ProfilingOverlay.size, inspector: Self.tallInspector)
        let overlay = layout.overlay!, inspector = layout.inspector!
        #expect(overlay.maxY == 788 && inspector.maxY == 788)
        #expect(inspector.x == 12 && overlay.maxX == 1268)
        #expect(!Self.overlaps(overlay, inspector))
    }

    @Test("a 640-px compare pane stacks the overlay above the inspector, both above the label",
          arguments: [640, 641, 700, 859])
    func stackedInPane(paneWidth: Int) {
        let panes = ComparePanes(left: SceneOptions(kind: .slide, preset: .qtquick, handoff: .innerFirst),
                                 right: SceneOptions(kind: .slide), width: paneWidth * 2, height: 800, hz: 60,
                                 overlayVisible: true)
        let pane = panes.panes[0]
        let layout = PanelLayout(width: paneWidth, height: 800, overlay: ProfilingOverlay.size,
                                 inspector: Self.tallInspector, bottomReserve: pane.bottomReserve)
        let overlay = layout.overlay!, inspector = layout.inspector!
        let label = panes.labelFrame(panes.labels[0], paneLeft: 0, paneWidth: paneWidth)
        let pane640 = Rect(x: 0, y: 0, width: paneWidth, height: 800)
        for rect in [overlay, inspector, label] { #expect(pane640.intersection(rect) == rect) }
        #expect(!Self.overlaps(overlay, inspector))
        #expect(!Self.overlaps(overlay, label))
        #expect(!Self.overlaps(inspector, label))
        // Clear of the tab bar at the top (header 280 collapses; the bar is 48 tall).
        #expect(overlay.y >= 48)
    }

    @Test("labels follow f and g")
    func labelsFollowKeys() {
        let panes = ComparePanes(left: SceneOptions(preset: .ios, handoff: .nested),
                                 right: SceneOptions(preset: .chromium, handoff: .latch),
                                 width: 1280, height: 800, hz: 60, overlayVisible: false)
        #expect(panes.labels == ["ios · nested", "chromium · latch"])
        panes.handle(.key("g"), timeMs: 0)
        #expect(panes.labels == ["ios · inner-first", "chromium · none"])
        panes.handle(.key("f"), timeMs: 0)
        #expect(panes.labels == ["android · inner-first", "firefox · none"])
    }

    @Test("inspector figures end where their column headers end")
    func inspectorColumnsAlign() {
        var inspector = SeamInspector()
        inspector.observe(nodes: [ScrollerState(id: "outer", axis: .y, offset: 280, travel: 0), ScrollerState(id: "inner", axis: .y, offset: 12345.5, travel: -1.5)],
                          v: 0, left: 0, idle: true, dt: 1.0 / 60)
        let buffer = Framebuffer(width: 420, height: 200)
        let canvas = Canvas(buffer)
        canvas.fill(buffer.bounds, .white)
        let box = Rect(x: 0, y: 0, width: 396, height: inspector.size.height)
        inspector.draw(on: canvas, in: box)
        let background = buffer.pixel(x: 395, y: 1)
        /// The rightmost column with ink in text line `line` between x `from` and `to`.
        func inkEnd(line: Int, from: Int, to: Int) -> Int {
            let top = 8 + line * 18
            for x in stride(from: to, through: from, by: -1) {
                for y in top..<(top + 16) where buffer.pixel(x: x, y: y) != background { return x }
            }
            return -1
        }
        // Line 1 is the header; lines 2 and 3 the nodes. Offset column ends at 10 + 230, delta at 10 + 330.
        for (from, to) in [(150, 245), (250, 345)] {
            let header = inkEnd(line: 1, from: from, to: to)
            #expect(header > 0)
            for line in [2, 3] { #expect(abs(inkEnd(line: line, from: from, to: to) - header) <= 2) }
        }
    }

    @Test("b's toast names the side as --bounce does, then the scroller it is")
    func bounceNoteNamesOptionValue() {
        #expect(FrameLoop.bounceNote(.parent) == "bounce parent: the page rubber-bands at the top")
        #expect(FrameLoop.bounceNote(.child) == "bounce child: the list rubber-bands at the top")
    }
}
