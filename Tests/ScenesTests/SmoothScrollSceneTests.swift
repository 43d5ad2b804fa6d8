import Scenes
import ScrollEngine
import Testing

/// Every scene takes smooth scrolling like a drag and its stop like a release.
@Suite("Scenes under smooth scrolling and pointer cancel")
struct SmoothScrollSceneTests {
    /// `count` deltas of `dy`, one per frame, then `holdFrames` frames without any, then the lift.
    func scroll(_ replay: Replay, dy: Double, count: Int, holdFrames: Int = 0) {
        for _ in 0..<count {
            replay.scroll(dy: dy)
            replay.frames()
        }
        if holdFrames > 0 { replay.frames(holdFrames) }
        replay.scroll(dy: 0)
    }

    @Test("chat: a touchpad pull past ready, then the lift, loads; a pending one does not")
    func chatPullToRefresh() {
        for (pull, loads) in [(121.0, true), (61.0, false)] {
            let s = ChatScene(width: 1280, height: 800, loadLatencyMs: 20)
            let replay = Replay(s)
            replay.wheel(-100)
            replay.settle()
            let travel = RubberBand.travel(forOffset: pull, dimension: 800, coefficient: PhysicsPreset.ios.rubberBandCoefficient)
            scroll(replay, dy: -travel / 20, count: 20, holdFrames: 6)
            #expect(replay.states.contains { $0.refresh == (loads ? .ready : .pending) })
            #expect(replay.state.refresh == (loads ? .loading : RefreshState.none))
            replay.settle()
            replay.frames(60)
            #expect(replay.state.items == (loads ? 80 : 50), "pull \(pull)")
        }
    }

    @Test("feed: the lift snaps to a cell exactly, past the next one when the scroll was fast")
    func feedSnaps() {
        let slow = FeedScene(width: 1280, height: 800)
        let slowReplay = Replay(slow)
        scroll(slowReplay, dy: 20, count: 10, holdFrames: 6)   // 200 px, then rest: nearest cell (0)
        slowReplay.settle()
        #expect(slow.offset == 0)

        let fast = FeedScene(width: 1280, height: 800)
        let fastReplay = Replay(fast)
        scroll(fastReplay, dy: 40, count: 8)                   // 320 px at 2400 px/s
        fastReplay.settle()
        #expect(fast.offset >= 540 && fast.offset.truncatingRemainder(dividingBy: 540) == 0)
    }

    @Test("sections: deltas move the page 1:1 and the lift flings on")
    func sectionsFling() {
        let s = SectionsScene(width: 1280, height: 800)
        let replay = Replay(s)
        scroll(replay, dy: 25, count: 10)
        #expect(replay.state.outer == 250)
        replay.frames()
        #expect(replay.state.phase == .fling)
        replay.settle()
        #expect(replay.state.outer > 500)
    }

    @Test("profile: a cancelled press on a tab neither flings nor selects it")
    func profileCancel() {
        let s = ProfileScene(width: 1280, height: 800)
        let replay = Replay(s)
        replay.down(x: 480, y: 300)
        replay.frames()
        replay.cancel(x: 480, y: 300)
        replay.frames()
        #expect(s.selectedTab == 0 && replay.state.phase == .idle)
        replay.tap(x: 480, y: 300)
        #expect(s.selectedTab == 1, "the same press released is a tap")
    }
}

/// A smooth scroll is routed like a drag that begins at the same point, under every policy.
@Suite("Smooth scrolling under the handoff policies")
struct SmoothScrollPolicyTests {
    func scene(_ policy: HandoffPolicy) -> (ProfileScene, Replay) {
        let scene = ProfileScene(width: 1280, height: 800, preset: .ios)
        scene.scroller.chain.policy = policy
        return (scene, Replay(scene))
    }

    @Test("scrolling 300 px over the tab bar, then 400 px over the list, lands where the same slow drags do",
          arguments: HandoffPolicy.allCases.filter { $0 != .outermost })
    func sameAsDrag(policy: HandoffPolicy) {
        let (_, dragged) = scene(policy)
        let (_, scrolled) = scene(policy)
        for (y, travel) in [(310.0, 300.0), (600, 400)] {
            dragged.drag(from: y, to: y - travel, frames: 30, holdFrames: 6)
            dragged.frames()
            dragged.settle()
            // The drag's first 8 px are its slop, applied with the first move past it: the same total.
            for _ in 0..<30 {
                scrolled.scene.scroll(x: 640, y: y, dx: 0, dy: travel / 30, timeMs: scrolled.timeMs)
                scrolled.frames()
            }
            scrolled.frames(6)
            scrolled.scene.scroll(x: 640, y: y, dx: 0, dy: 0, timeMs: scrolled.timeMs)
            scrolled.frames()
            scrolled.settle()
            #expect(scrolled.state.outer == dragged.state.outer && abs(scrolled.state.inner - dragged.state.inner) < 1e-9,
                    "\(policy) from y \(y): \(scrolled.state.inner) vs \(dragged.state.inner)")
        }
    }

    @Test("under outermost (GTK) a touchpad over the list scrolls the list, a finger drag there the header")
    func outermostSplitsDevices() {
        let (_, dragged) = scene(.outermost)
        let (_, scrolled) = scene(.outermost)
        dragged.drag(from: 600, to: 400, frames: 30, holdFrames: 6)
        dragged.frames()
        dragged.settle()
        for _ in 0..<30 {
            scrolled.scene.scroll(x: 640, y: 600, dx: 0, dy: 200.0 / 30, timeMs: scrolled.timeMs)
            scrolled.frames()
        }
        scrolled.frames(6)
        scrolled.scene.scroll(x: 640, y: 600, dx: 0, dy: 0, timeMs: scrolled.timeMs)
        scrolled.settle()
        #expect(dragged.state.outer == 200 && dragged.state.inner == 0)
        #expect(scrolled.state.outer == 0 && abs(scrolled.state.inner - 200) < 1e-9)
    }

    @Test("while the fingers scroll, the trace's v is what the lift would fling with")
    func velocityDuringScroll() {
        let (scene, replay) = scene(.nested)
        for _ in 0..<10 {
            replay.scroll(dy: 20)
            replay.frames()
        }
        #expect(abs(replay.state.velocity - 1200) < 1e-6)   // 20 px per 1/60 s
        replay.scroll(dy: 0)
        #expect(scene.scroller.releaseVelocity == replay.state.velocity)
        #expect(replay.state.phase == .fling)
    }
}
