import FramePipeline
import Scenes
import Sessions
import Testing

/// A scene written as one file (StripScene) plus its registry line runs in the frame loop with
/// nothing else changed: the registry builds it by name and `Tab` reaches it, and the shared
/// plumbing below the scenes carries its input, its refusals and its fling.
@Suite("A sixth scene in one file")
struct SixthSceneTests {
    /// The program's scenes plus the strip: the line a new scene adds to ``SceneRegistry/standard``.
    static let registry = SceneRegistry.standard.adding(StripScene.self)

    static func loop() throws -> (FrameLoop, StripScene) {
        let loop = FrameLoop(options: SceneOptions(kind: .strip, width: 400, height: 300), registry: registry)
        return (loop, try #require(loop.scene as? StripScene, "the registry builds the strip by its name"))
    }

    @Test("the registry builds it by name, Tab visits it after the last scene and goes on to the first")
    func registered() throws {
        let loop = FrameLoop(options: SceneOptions(kind: SceneRegistry.kinds.last!, width: 400, height: 300), registry: Self.registry)
        loop.handle(.key("Tab"), timeMs: 0)
        #expect(loop.scene.kind == .strip && loop.scene is StripScene)
        loop.handle(.key("Tab"), timeMs: 0)
        #expect(loop.scene.kind == SceneRegistry.kinds[0])
    }

    @Test("a drag scrolls it and draws rows; the frame loop sees its state")
    func dragScrolls() throws {
        let (loop, scene) = try Self.loop()
        _ = loop.handle(.down(x: 100, y: 250, button: 1), timeMs: 0)
        for step in 1...10 { _ = loop.handle(.move(x: 100, y: 250 - Double(step) * 20), timeMs: Double(step) * 16) }
        _ = loop.handle(.up(x: 100, y: 50, button: 1), timeMs: 170)
        #expect(loop.frame(dt: 1.0 / 60))
        #expect(loop.state.outer >= 200)
        #expect(scene.rowsVisited > 0)
        #expect(scene.rejectedInputs == 0)
        #expect(loop.state.scene == .strip, "the trace names the scene by its own name")
    }

    @Test("the stop rule is the shared one: deltas scroll, dx = dy = 0 lifts and flings")
    func stopRule() throws {
        let (loop, scene) = try Self.loop()
        for step in 0..<8 { _ = loop.handle(.scroll(x: 100, y: 100, dx: 0, dy: 30), timeMs: Double(step) * 8) }
        let beforeLift = scene.tree[.list].offset
        #expect(beforeLift == 240)
        #expect(!scene.isAnimating)
        _ = loop.handle(.scroll(x: 100, y: 100, dx: 0, dy: 0), timeMs: 64)
        #expect(scene.isAnimating, "the lift starts a fling")
        _ = loop.frame(dt: 1.0 / 60)
        #expect(scene.tree[.list].offset > beforeLift)
    }

    @Test("input the engine refuses is counted by the tree and moves nothing")
    func refusals() throws {
        let (_, scene) = try Self.loop()
        scene.pointerDown(x: 0, y: .nan, timeMs: 0)
        scene.scrollDelta(x: 0, y: 0, dx: 0, dy: 10, timeMs: .infinity)
        #expect(scene.rejectedInputs == 2)
        #expect(scene.tree[.list].offset == 0)
    }
}
