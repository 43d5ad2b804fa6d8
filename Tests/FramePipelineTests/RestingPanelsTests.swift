@testable import FramePipeline
import Scenes
import Testing

/// A live window runs no frame while nothing moves: the frame after the motion ends says so in
/// the panels (`idle`), instead of leaving the last moving frame's rate and deltas up.
@Suite("Panels at rest say idle instead of keeping the last motion's figures")
struct RestingPanelsTests {
    /// A loop with the overlay and the inspector shown, after a flick up on the list.
    static func flicked(digests: Bool = false, panels: Bool = true) -> FrameLoop {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 1280, height: 800), overlayVisible: panels)
        loop.inspectorVisible = panels
        loop.digestsFrames = digests
        loop.frame(dt: 1.0 / 60)
        var t = 100.0
        loop.handle(.down(x: 640, y: 700, button: 1), timeMs: t)
        for step in 1...8 {
            t += 16
            loop.handle(.move(x: 640, y: 700 - Double(step) * 40), timeMs: t)
            loop.frame(dt: 1.0 / 60)
        }
        loop.handle(.up(x: 640, y: 380, button: 1), timeMs: t + 4)
        return loop
    }

    @Test("after a fling the loop draws one frame more, in which nothing moves, then rests")
    func oneRestFrameAfterMotion() {
        let loop = Self.flicked()
        var drawnAfterStop = 0
        for _ in 0..<3000 where !loop.isIdle {
            let wasAnimating = loop.scene.isAnimating
            let drawn = loop.frame(dt: 1.0 / 60)
            if drawn && !wasAnimating { drawnAfterStop += 1 }
            if drawn && wasAnimating { #expect(!loop.panelsShowIdle, "a frame that moves shows its figures") }
        }
        #expect(loop.isIdle)
        #expect(drawnAfterStop == 1)
        #expect(loop.panelsShowIdle)
        #expect(loop.inspector.nodes.allSatisfy { $0.travel == 0 }, "the inspector's deltas are this frame's: none")
        #expect(!loop.frame(dt: 1.0 / 60))
    }

    @Test("input after rest shows figures again; the next rest says idle again")
    func motionAfterRest() {
        let loop = Self.flicked()
        for _ in 0..<3000 where !loop.isIdle { loop.frame(dt: 1.0 / 60) }
        loop.handle(.wheel(x: 640, y: 400, dx: 0, dy: 1), timeMs: 60_000)
        loop.frame(dt: 1.0 / 60, atMs: 60_016)
        #expect(!loop.panelsShowIdle)
        for _ in 0..<600 where !loop.isIdle { loop.frame(dt: 1.0 / 60) }
        #expect(loop.panelsShowIdle)
    }

    @Test("replays and hidden panels draw no extra frame", arguments: [(true, true), (false, false), (true, false)])
    func noRestFrameWithoutLivePanels(digests: Bool, panels: Bool) {
        let quiet = Self.flicked(digests: digests, panels: panels)
        let reference = Self.flicked(digests: true, panels: false)
        for loop in [quiet, reference] { for _ in 0..<3000 where !loop.isIdle { loop.frame(dt: 1.0 / 60) } }
        #expect(quiet.drawnCount == reference.drawnCount)
        #expect(!quiet.panelsShowIdle)
    }
}
