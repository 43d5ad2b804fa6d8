@testable import Diagnostics
@testable import FramePipeline
import Raster
import Scenes
import ScrollEngine
import Sessions
import Testing

@Suite("Seam detector and on-screen inspector")
struct SeamInspectorTests {
    /// A scroller that moved `d` this frame.
    static func motion(_ id: String, _ axis: ScrollAxis, _ d: Double) -> ScrollerState {
        ScrollerState(id: id, axis: axis, offset: 0, travel: d)
    }

    @Test func detectorFindsTheFrameTheNextScrollerStarts() {
        var detector = SeamDetector()
        #expect(detector.observe([Self.motion("outer", .y, 20), Self.motion("inner", .y, 0)], idle: false) == nil)
        let crossing = detector.observe([Self.motion("outer", .y, 2), Self.motion("inner", .y, 18)], idle: false)
        #expect(crossing == SeamDetector.Crossing(from: "outer", to: "inner"))
        // Carrying on in the list is no new seam.
        #expect(detector.observe([Self.motion("outer", .y, 0), Self.motion("inner", .y, 18)], idle: false) == nil)
    }

    @Test func otherAxisAndNewGesturesAreNoSeams() {
        var detector = SeamDetector()
        _ = detector.observe([Self.motion("outer", .y, 5)], idle: false)
        #expect(detector.observe([Self.motion("outer", .y, 0), Self.motion("pager", .x, 9)], idle: false) == nil)
        _ = detector.observe([Self.motion("inner", .y, 0)], idle: true)
        #expect(detector.observe([Self.motion("inner", .y, 4)], idle: false) == nil)
    }

    @Test func marksLastOneSecondWithTheirVelocities() {
        var inspector = SeamInspector()
        let outer = { (d: Double) in Self.motion("outer", .y, d) }
        let inner = { (d: Double) in Self.motion("inner", .y, d) }
        inspector.observe(nodes: [outer(30), inner(0)], v: 1800, left: 0, idle: false, dt: 1.0 / 60)
        inspector.observe(nodes: [outer(1), inner(28)], v: 1741, left: 0, idle: false, dt: 1.0 / 60)
        #expect(inspector.marks.map { [$0.from, $0.to] } == [["outer", "inner"]])
        #expect(inspector.marks.first?.vIn == 1800 && inspector.marks.first?.vOut == 1741)
        for _ in 0..<59 { inspector.observe(nodes: [outer(0), inner(10)], v: 1000, left: 0, idle: false, dt: 1.0 / 60) }
        #expect(inspector.hasMarks)
        inspector.observe(nodes: [outer(0), inner(10)], v: 1000, left: 0, idle: false, dt: 1.0 / 60)
        #expect(!inspector.hasMarks)
    }

    /// A loop with a drag that collapses the header and carries on into the list.
    func draggedLoop(inspector: Bool) -> FrameLoop {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 640, height: 400))
        loop.digestsFrames = true
        if inspector { loop.handle(.key("i"), timeMs: 0) }
        loop.frame(dt: 1.0 / 60)
        var t = 100.0
        loop.handle(.down(x: 320, y: 380, button: 1), timeMs: t)
        for step in 1...40 {
            t += 16
            loop.handle(.move(x: 320, y: 380 - Double(step) * 9), timeMs: t)
            loop.frame(dt: 1.0 / 60)
        }
        return loop
    }

    @Test func keyIShowsTheInspectorOutsideTheDigest() {
        let plain = draggedLoop(inspector: false)
        let inspected = draggedLoop(inspector: true)
        #expect(inspected.inspectorVisible && !plain.inspectorVisible)
        #expect(inspected.frameDigest == plain.frameDigest)
        // The panel's pixels differ from the scene's.
        let box = inspected.inspector.frame(width: 640, height: 400)
        let differing = (box.y..<box.maxY).reduce(0) { count, y in
            count + (box.x..<box.maxX).filter { inspected.framebuffer.pixel(x: $0, y: y) != plain.framebuffer.pixel(x: $0, y: y) }.count
        }
        #expect(differing > box.width * box.height / 2)
        #expect(inspected.inspector.marks.map(\.to) == ["inner"])
        #expect(inspected.inspector.nodes.map(\.id) == ["outer", "inner"])
    }
}
