import Foundation
@testable import Live
import Raster
@testable import Replay
import Scenes
import ScrollEngine
import Sessions
import Testing

@Suite("Compare panes: one input, two engines")
struct ComparePanesTests {
    func panes(_ left: PhysicsPreset = .ios, _ right: PhysicsPreset = .android) -> ComparePanes {
        ComparePanes(left: SceneOptions(preset: left), right: SceneOptions(preset: right),
                     width: 1280, height: 800, hz: 60, overlayVisible: false)
    }

    /// A slow drag up by `travel` px at window x, as the window would deliver it, frame by frame.
    @discardableResult
    func drag(_ panes: ComparePanes, x: Double, travel: Double, endX: Double? = nil) -> [TimedEvent] {
        var delivered: [TimedEvent] = []
        var t = 100.0
        func send(_ event: SessionEvent) {
            let local = panes.localize(event)
            delivered.append(TimedEvent(t: t, event: local))
            panes.handle(local, timeMs: t)
        }
        send(.down(x: x, y: 760, button: 1))
        let steps = Int(travel / 10)
        for step in 1...steps {
            t += 16
            let along = Double(step) / Double(steps)
            send(.move(x: x + ((endX ?? x) - x) * along, y: 760 - Double(step) * 10))
            panes.frame(dt: 1.0 / 60)
        }
        t += 150
        send(.up(x: endX ?? x, y: 760 - Double(steps) * 10, button: 1))
        for _ in 0..<600 where !panes.isIdle { panes.frame(dt: 1.0 / 60) }
        return delivered
    }

    @Test func positionsAreTakenRelativeToTheirPane() {
        let panes = panes()
        #expect(panes.localize(.down(x: 900, y: 10, button: 1)) == .down(x: 260, y: 10, button: 1))
        // The press keeps its pane: a move across the divider stays in the right pane's coordinates.
        #expect(panes.localize(.move(x: 500, y: 20)) == .move(x: -140, y: 20))
        #expect(panes.localize(.up(x: 500, y: 20, button: 1)) == .up(x: -140, y: 20, button: 1))
        #expect(panes.localize(.wheel(x: 100, y: 5, dx: 0, dy: 1)) == .wheel(x: 100, y: 5, dx: 0, dy: 1))
        #expect(panes.localize(.wheel(x: 700, y: 5, dx: 0, dy: 1)) == .wheel(x: 60, y: 5, dx: 0, dy: 1))
        #expect(panes.localize(.key("2")) == .key("2"))
        #expect(panes.localize(.scroll(x: 700, y: 5, dx: 0, dy: 3)) == .scroll(x: 60, y: 5, dx: 0, dy: 3))
        #expect(panes.localize(.touch(phase: .begin, id: 3, x: 650, y: 9)) == .touch(phase: .begin, id: 3, x: 10, y: 9))
        #expect(panes.localize(.touch(phase: .move, id: 3, x: 600, y: 9)) == .touch(phase: .move, id: 3, x: -40, y: 9))
        #expect(panes.localize(.touch(phase: .end, id: 3, x: 600, y: 9)) == .touch(phase: .end, id: 3, x: -40, y: 9))
        #expect(panes.localize(.touch(phase: .begin, id: 3, x: 600, y: 9)) == .touch(phase: .begin, id: 3, x: 600, y: 9))
        #expect(panes.options.width == 640 && panes.options.height == 800)
    }

    @Test func resizeGivesEachPaneHalfTheWindow() {
        let panes = panes()
        let local = panes.localize(.resize(width: 1001, height: 600))
        #expect(local == .resize(width: 500, height: 600))
        panes.handle(local, timeMs: 0)
        panes.frame(dt: 1.0 / 60)
        #expect(panes.framebuffer.width == 1001 && panes.framebuffer.height == 600)
        #expect(panes.panes.allSatisfy { $0.framebuffer.width == 500 && $0.framebuffer.height == 600 })
    }

    @Test func oneDragDrivesBothPanes() {
        let panes = panes()
        panes.frame(dt: 1.0 / 60)
        // A drag on the right pane's list, 200 px up, slow enough not to fling.
        drag(panes, x: 960, travel: 200)
        #expect(panes.panes[0].state.outer == 200)
        // Android's drag leaves its 8-px touch slop out (`drag_start` past-slop); iOS's applies it.
        #expect(panes.panes[1].state.outer == 200 - PhysicsPreset.android.touchSlop)
        #expect(panes.state == panes.panes[0].state)
    }

    @Test func windowShowsBothPanesAndTheirLabels() {
        let panes = panes()
        panes.frame(dt: 1.0 / 60)
        drag(panes, x: 320, travel: 120)
        let window = panes.framebuffer
        let left = panes.panes[0].framebuffer, right = panes.panes[1].framebuffer
        // Away from the divider and the labels, the window is each pane's pixels.
        for y in stride(from: 0, to: 700, by: 37) {
            for x in stride(from: 0, to: 630, by: 29) {
                #expect(window.pixel(x: x, y: y) == left.pixel(x: x, y: y))
                #expect(window.pixel(x: 641 + x, y: y) == right.pixel(x: x + 1, y: y))
            }
        }
        // The divider, and a label tag at the bottom of each pane that is not in the pane.
        #expect(window.pixel(x: 639, y: 400) == 0xFF00_0000 && window.pixel(x: 640, y: 400) == 0xFF00_0000)
        let differing = (756..<788).reduce(0) { count, y in
            count + (0..<640).filter { window.pixel(x: $0, y: y) != left.pixel(x: $0, y: y) }.count
        }
        #expect(differing > 2000)
    }

    @Test func recordingInPaneCoordinatesReplaysLikeThePane() throws {
        let panes = panes(.ios, .ios)
        panes.frame(dt: 1.0 / 60)
        let path = "/tmp/compare-panes-\(getpid()).jsonl"
        defer { unlink(path) }
        let options = panes.options
        let recorder = try SessionRecorder(path: path, header: SessionHeader(
            scene: options.kind, physics: options.preset.name, width: options.width,
            height: options.height, hz: 60))
        // Recorded as LiveLoop does: the localized event at its time.
        let events = drag(panes, x: 1000, travel: 300, endX: 1010)
        for timed in events { try recorder.record(timed) }
        try recorder.finish()
        let replay = try Replay(path: path)
        _ = try replay.run()
        #expect(replay.loop.state.outer == panes.panes[0].state.outer)
        #expect(replay.loop.state.inner == panes.panes[0].state.inner)
        #expect(panes.panes[0].state.outer == 280)
    }
}
