@testable import FramePipeline
@testable import Live
import Scenes
import ScrollEngine
import Testing

/// `run --compare`: each pane's panels follow that pane. When one engine's fling ends before
/// the other's, the pane at rest says `idle` while the other still shows its figures.
@Suite("Compare panes: a pane at rest says idle while the other moves")
struct ComparePaneRestTests {
    @Test("a flick in both panes: the shorter fling's pane goes idle first, the other follows")
    func restingPaneSaysIdle() {
        let panes = ComparePanes(left: SceneOptions(preset: .ios), right: SceneOptions(preset: .gtk),
                                 width: 1280, height: 800, hz: 60, overlayVisible: true)
        for pane in panes.panes { pane.inspectorVisible = true }
        panes.frame(dt: 1.0 / 60)
        var t = 100.0
        panes.handle(panes.localize(.down(x: 300, y: 700, button: 1)), timeMs: t)
        for step in 1...8 {
            t += 16
            panes.handle(panes.localize(.move(x: 300, y: 700 - Double(step) * 40)), timeMs: t)
            panes.frame(dt: 1.0 / 60)
        }
        panes.handle(panes.localize(.up(x: 300, y: 380, button: 1)), timeMs: t + 4)
        var oneRestingWhileOtherMoves = false
        for _ in 0..<3000 where !panes.isIdle {
            panes.frame(dt: 1.0 / 60)
            let moving = panes.panes.map { $0.scene.isAnimating }
            for (pane, animating) in zip(panes.panes, moving) where !animating && moving.contains(true) {
                // Its rest frame has been drawn: the figures say idle, not the last motion's.
                if pane.isIdle {
                    #expect(pane.panelsShowIdle)
                    oneRestingWhileOtherMoves = true
                }
            }
        }
        #expect(oneRestingWhileOtherMoves, "the two flings should end at different frames")
        #expect(panes.panes.allSatisfy { $0.panelsShowIdle })
    }
}
