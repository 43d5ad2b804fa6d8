import Diagnostics
@testable import FramePipeline
import Pixels
import Raster
import Testing
import Scenes

/// Panels drawn over a scene are opaque (docs/keys.md, "Where the panels go"): a panel's pixels
/// are the same whatever lies under it, so no row ever reads through one.
@Suite("Every panel is opaque: its pixels do not depend on what is under it")
struct PanelOpacityTests {
    static let size = (width: 900, height: 700)

    /// `draw` over a white page with black stripes and over a black page; the pixels of `box`.
    static func pixels(in box: Rect, _ draw: (Canvas) -> Void) -> [[UInt32]] {
        [Color.white, Color.black].map { page in
            let framebuffer = Framebuffer(width: size.width, height: size.height)
            let canvas = Canvas(framebuffer)
            canvas.fill(framebuffer.bounds, page)
            // Rows of "text" under the panel: what read through the translucent panels.
            for y in stride(from: 0, to: size.height, by: 9) {
                canvas.fill(Rect(x: 0, y: y, width: size.width, height: 3), page == .white ? .black : .white)
            }
            draw(canvas)
            return (box.y..<box.maxY).flatMap { y in (box.x..<box.maxX).map { framebuffer.pixel(x: $0, y: y) } }
        }
    }

    static func expectOpaque(_ name: String, in box: Rect, _ draw: (Canvas) -> Void) {
        let both = pixels(in: box, draw)
        let differing = zip(both[0], both[1]).filter { $0 != $1 }.count
        #expect(differing == 0, "\(name): \(differing) of \(both[0].count) pixels show what is under the panel")
    }

    @Test("the seam inspector")
    func inspector() {
        var inspector = SeamInspector()
        inspector.observe(nodes: [ScrollerState(id: "outer", axis: .y, offset: 120, travel: 4.5), ScrollerState(id: "inner", axis: .y, offset: 0, travel: 0)],
                          v: -812, left: 0, idle: false, dt: 1.0 / 60)
        let box = inspector.frame(width: Self.size.width, height: Self.size.height)
        Self.expectOpaque("inspector", in: box) { inspector.draw(on: $0, in: box) }
        Self.expectOpaque("inspector at rest", in: box) { inspector.draw(on: $0, in: box, idle: true) }
    }

    @Test("the profiling overlay")
    func overlay() {
        let box = ProfilingOverlay.frame(width: Self.size.width, height: Self.size.height)
        Self.expectOpaque("overlay", in: box) { canvas in
            var profiler = FrameProfiler()
            ProfilingOverlay().draw(on: canvas, width: Self.size.width, height: Self.size.height, profiler: &profiler,
                                    hz: 60, clockRate: 60, presentPath: .shm, scene: "profile", physics: "ios",
                                    recording: true)
        }
    }

    @Test("the key help")
    func help() {
        let box = Rect(x: 12, y: 12, width: 420, height: KeyTable.bindings.count * 20 + 16)
        Self.expectOpaque("help", in: box) { HelpPanel().draw(on: $0) }
    }

    @Test("a toast, with and without its second line")
    func toast() {
        for detail in [nil, "handoff kept from g: chromium's own is latch"] {
            var toast = Toast()
            toast.show("physics chromium · handoff inner-first", detail: detail)
            Self.expectOpaque("toast", in: toast.frame(width: Self.size.width)) { toast.draw(on: $0, width: Self.size.width) }
        }
    }

    @Test("the recording mark")
    func recordingMark() throws {
        for size in [RecordingMark.fullSize, RecordingMark.dotSize] {
            let layout = PanelLayout(width: Self.size.width, height: Self.size.height, overlay: nil, inspector: nil,
                                     recording: size)
            let box = try #require(layout.recording)
            Self.expectOpaque("recording mark", in: box) { RecordingMark.draw(on: $0, in: box) }
        }
    }
}
