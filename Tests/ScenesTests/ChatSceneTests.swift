import Raster
import Scenes
import ScrollEngine
import Testing

@Suite("Chat scene (pull-to-refresh)")
struct ChatSceneTests {
    func scene(latency: Double = 600, height: Int = 800) -> ChatScene {
        ChatScene(width: 1280, height: height, loadLatencyMs: latency)
    }

    /// Finger travel that pulls the content `pull` px below the top of an 800-px viewport.
    func travel(forPull pull: Double) -> Double {
        RubberBand.travel(forOffset: pull, dimension: 800, coefficient: PhysicsPreset.ios.rubberBandCoefficient)
    }

    /// Wheels to the oldest message, then pulls `pull` px down and holds still (no fling).
    func pullFromTop(_ replay: Replay, pull: Double, release: Bool = true) {
        replay.wheel(-100)
        replay.settle()
        replay.drag(from: 200, to: 200 + travel(forPull: pull), frames: 20, holdFrames: 6, release: release)
    }

    /// Consecutive distinct values.
    func runs<T: Equatable>(_ values: [T]) -> [T] {
        values.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @Test("50 messages, ids 1000…1049, shown from the bottom")
    func initialState() {
        let s = scene()
        let node = s.scroller.chain.nodes[0]
        #expect(s.state.items == 50)
        #expect(s.transcript.oldestID == 1000 && s.transcript.newestID == 1049)
        #expect(node.offset == node.maxOffset && node.maxOffset > 0)
        #expect(s.screenY(ofMessage: 1049)! + Double(ChatMessage(id: 1049).height) == 800)
        #expect(s.state.refresh == RefreshState.none)
        let anchor = s.state.anchor!
        #expect(anchor.y >= 0)
        #expect(s.screenY(ofMessage: anchor.id) == anchor.y)
        #expect(anchor.y - Double(ChatMessage(id: anchor.id - 1).height) < 0)
        #expect(Set((0..<200).map { ChatMessage(id: $0).height }) == [44, 62, 80, 98, 116])
    }

    @Test("a pull of 60 px is pending; letting go loads nothing")
    func pendingReleaseLoadsNothing() {
        let s = scene(latency: 20)
        let replay = Replay(s)
        pullFromTop(replay, pull: 61, release: false)
        #expect(s.offset < -40 && s.offset > -90)
        #expect(replay.state.refresh == .pending)
        replay.up(y: 200 + travel(forPull: 61))
        #expect(replay.state.refresh == RefreshState.none)
        replay.settle()
        replay.frames(120)
        #expect(replay.state.items == 50)
        #expect(s.offset == 0)
        #expect(runs(replay.states.compactMap(\.refresh)) == [.none, .pending, .none])
    }

    @Test("pull 120, release: loading holds the indicator open; after the latency 30 older messages appear above and the anchor stays put",
          arguments: [20.0, 600, 2000])
    func loadKeepsAnchor(latency: Double) {
        let s = scene(latency: latency)
        let replay = Replay(s)
        // A twin that never finishes loading: where every message would be without the insert.
        let twin = scene(latency: 1e12)
        let twinReplay = Replay(twin)
        for r in [replay, twinReplay] { pullFromTop(r, pull: 121, release: false) }
        #expect(replay.state.refresh == .ready)
        replay.up(y: 200 + travel(forPull: 121))
        twinReplay.up(y: 200 + travel(forPull: 121))
        #expect(replay.state.refresh == .loading)

        var insertFrame: Int?
        var ys: [Double] = [s.screenY(ofMessage: 1000)!]
        for frame in 0..<Int(latency / 1000 * 60) + 120 {
            let before = replay.state
            replay.frames()
            twinReplay.frames()
            ys.append(s.screenY(ofMessage: 1000)!)
            // Message 1000 (the old top) is where it would have been without any insert, every frame.
            #expect(abs(s.screenY(ofMessage: 1000)! - twin.screenY(ofMessage: 1000)!) < 1e-9, "frame \(frame)")
            if before.items == 50, replay.state.items == 80 {
                insertFrame = frame
                let anchor = before.anchor!
                #expect(anchor.id == 1000)
                if before.phase == .idle {
                    // Resting with the indicator open: the anchor keeps its y exactly.
                    #expect(anchor.y == PullToRefresh.loadingInset)
                    #expect(s.screenY(ofMessage: anchor.id) == anchor.y)
                } else {
                    // Still springing back: the same course as without the insert (checked above).
                    #expect(abs(s.screenY(ofMessage: anchor.id)! - twin.screenY(ofMessage: anchor.id)!) < 1e-9)
                }
                // The old top is still the topmost whole message, or a loaded one above it is.
                #expect(replay.state.anchor!.id <= 1000)
                #expect(s.scroller.chain.nodes[0].minOffset == 0)
            } else if replay.state.items == 50 {
                #expect(replay.state.refresh == .loading)
            }
        }
        #expect(insertFrame != nil)
        #expect(s.transcript.oldestID == 970)
        #expect(replay.state.refresh == RefreshState.none)
        replay.settle()
        // The loaded messages fill the space the indicator held open, as nothing moved.
        #expect(s.screenY(ofMessage: 1000) == PullToRefresh.loadingInset)
        #expect(s.offset > 0)
        // While loading, the indicator held the top open.
        #expect(twin.offset == -PullToRefresh.loadingInset)
        #expect(runs(replay.states.compactMap(\.refresh)) == [.none, .pending, .ready, .loading, .none])
        // No frame jumps: the old top only ever moves at the spring's pace, and only upward.
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 && $0 - $1 < 30 })
    }

    @Test("the indicator shows at the refresh state's opacity")
    func indicator() {
        let s = scene(latency: 2000)
        let replay = Replay(s)
        #expect(!rasterize(s).0.items.contains { if case .blend = $0 { return true } else { return false } })
        pullFromTop(replay, pull: 61, release: false)
        let pending = rasterize(s).0.items.compactMap { if case let .blend(_, c) = $0 { return c.alpha } else { return nil } }
        #expect(!pending.isEmpty && pending.allSatisfy { $0 == 51 })
        replay.up(y: 200 + travel(forPull: 61))
        pullFromTop(replay, pull: 121)
        replay.frames(60)
        #expect(s.offset == -60)
        let (list, _) = rasterize(s)
        let loading = list.items.compactMap { if case let .blend(_, c) = $0 { return c.alpha } else { return nil } }
        #expect(loading.count == 5 && loading.allSatisfy { $0 == 255 })
        #expect(!fills(list, Palette.headerGreen))
    }

    @Test("released while ready but eased back inside the inset: the inset opens fully")
    func easedBackStillOpens() {
        let s = scene(latency: 2000)
        let replay = Replay(s)
        pullFromTop(replay, pull: 121, release: false)
        #expect(replay.state.refresh == .ready)
        // Back to a pull of 30: still ready (only the top itself cancels).
        replay.move(y: 200 + travel(forPull: 30))
        replay.frames(6)
        #expect(replay.state.refresh == .ready)
        replay.up(y: 200 + travel(forPull: 30))
        #expect(replay.state.refresh == .loading)
        replay.frames(30)
        #expect(s.offset == -60)
        replay.settle()
        #expect(replay.state.items == 80)
    }

    @Test("the history ends at id 1: a short last load, then empty ones")
    func historyEnds() {
        let s = ChatScene(width: 1280, height: 800, loadLatencyMs: 100, newestID: 60)
        let replay = Replay(s)
        #expect(s.transcript.oldestID == 11)
        pullFromTop(replay, pull: 121)
        replay.settle()
        #expect(replay.state.items == 60 && s.transcript.oldestID == 1)
        pullFromTop(replay, pull: 121)
        replay.settle()
        #expect(replay.state.items == 60)
        #expect(s.offset == 0)
        #expect(replay.state.refresh == RefreshState.none)
        #expect(s.scroller.chain.nodes[0].minOffset == 0)
    }

    @Test("rendering visits only the visible messages, however many are loaded")
    func boundedMessages() {
        let s = scene(latency: 0)
        let replay = Replay(s)
        for _ in 0..<5 {
            pullFromTop(replay, pull: 121)
            replay.settle()
        }
        #expect(replay.state.items == 200)
        var list = DisplayList()
        let node = s.scroller.chain.nodes[0]
        for offset in stride(from: -100.0, through: node.maxOffset + 100, by: 97) {
            s.scroller.chain.nodes[0].offset = offset
            s.render(into: &list)
            #expect(s.rowsVisited <= 800 / 44 + 2, "offset \(offset)")
            #expect(s.rowsVisited > 0)
        }
    }

    @Test("a resize keeps the newest message at the bottom")
    func resizeSticksToBottom() {
        let s = scene()
        s.resize(width: 1024, height: 600)
        #expect(s.offset == s.scroller.chain.nodes[0].maxOffset)
        #expect(s.screenY(ofMessage: 1049)! + Double(ChatMessage(id: 1049).height) == 600)
        s.resize(width: 0, height: 0)
        var list = DisplayList()
        s.render(into: &list)
        #expect(s.rowsVisited == 1)
        // Taller than every message together: they sit at the bottom.
        s.resize(width: 800, height: 10_000)
        #expect(s.offset == 0)
        #expect(s.screenY(ofMessage: 1049)! + Double(ChatMessage(id: 1049).height) == 10_000)
    }
}
