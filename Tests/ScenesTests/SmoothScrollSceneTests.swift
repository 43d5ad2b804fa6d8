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
