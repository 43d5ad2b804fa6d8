import Scenes
import ScrollEngine
import Testing

/// The handoff policies in the profile scene (docs/policies.md), on the same
/// gestures and the same physics (iOS), so only the policy differs.
@Suite("Handoff policies in the profile scene")
struct HandoffPolicyTests {
    func replay(_ policy: HandoffPolicy) -> Replay {
        let scene = ProfileScene(width: 1280, height: 800, preset: .ios)
        scene.scroller.chain.policy = policy
        return Replay(scene)
    }

    /// Drags slowly (no fling: the finger holds still before it lifts) and lets everything settle.
    func slowDrag(_ r: Replay, from: Double, to: Double) {
        r.drag(from: from, to: to, frames: 40, holdFrames: 6)
        r.frames()
        r.settle()
    }

    @Test("a slow 400-px drag up on the list from rest", arguments: HandoffPolicy.allCases)
    func slowDragUpOnList(policy: HandoffPolicy) {
        let r = replay(policy)
        slowDrag(r, from: 600, to: 200)
        switch policy {
        case .nested, .coordinator:
            // Inner, more: while the header can still collapse it goes first, the list takes the rest.
            #expect(r.state.outer == 280 && r.state.inner == 120)
        case .innerFirst, .latch, .none, .apz, .press:
            // The list under the finger can take all of it; the header never moves.
            #expect(r.state.outer == 0 && r.state.inner == 400)
            #expect(r.states.allSatisfy { $0.outer == 0 })
        case .outermost:
            // GTK: the outer scroller claims the touch and stops at its end; the list never moves.
            #expect(r.state.outer == 280 && r.state.inner == 0)
            #expect(r.states.allSatisfy { $0.inner == 0 && $0.outer <= 280 })
        }
    }

    @Test("collapse on the tab bar, scroll the list 100 px, then a slow 300-px drag down on the list",
          arguments: HandoffPolicy.allCases)
    func collapseScrollReturn(policy: HandoffPolicy) {
        let r = replay(policy)
        slowDrag(r, from: 310, to: 10)   // 300 px up, starting on the tab bar (outer's)
        switch policy {
        case .nested: #expect(r.state.outer == 280 && r.state.inner == 20)
        case .innerFirst, .latch, .none, .apz, .coordinator, .press, .outermost: #expect(r.state.outer == 280 && r.state.inner == 0)
        }
        if policy == .none || policy == .press {
            // UIKit, Qt: the header has the whole gesture and overshoots its own end.
            #expect(r.states.contains { $0.outer > 280 })
        }
        if policy == .coordinator || policy == .outermost {
            // Android's header drag and GTK's outer scroller stop at the header's end.
            #expect(r.states.allSatisfy { $0.outer <= 280 && $0.inner == 0 })
        }
        let listBefore = r.state.inner
        slowDrag(r, from: 500, to: 400)
        if policy == .outermost {
            // GTK: the outer claims the touch again, at its end already: nothing moves.
            #expect(r.state.inner == listBefore && r.state.outer == 280)
            slowDrag(r, from: 300, to: 600)
            #expect(r.state.inner == listBefore && r.state.outer == 0)
            return
        }
        #expect(r.state.inner == listBefore + 100 && r.state.outer == 280)

        let framesBefore = r.states.count
        slowDrag(r, from: 300, to: 600)
        let during = r.states[framesBefore...]
        switch policy {
        case .nested, .coordinator:
            // "Less": the list returns to its top first, then the header shows.
            #expect(r.state.inner == 0 && r.state.outer == 280 - (300 - (listBefore + 100)))
        case .innerFirst:
            // The list first, then outward in the same gesture.
            #expect(r.state.inner == 0 && r.state.outer == 280 - 200)
        case .latch:
            // Latched to the list: what it cannot take is lost; the header stays collapsed.
            #expect(r.state.inner == 0 && r.state.outer == 280)
            #expect(during.allSatisfy { $0.outer == 280 && $0.inner >= 0 })
        case .none, .press, .apz:
            // The list has the gesture and overscrolls at its own top; nothing is handed on.
            #expect(r.state.inner == 0 && r.state.outer == 280)
            #expect(during.contains { $0.inner < 0 })
            #expect(during.allSatisfy { $0.outer == 280 })
        case .outermost:
            break   // returned above
        }
    }

    @Test("a quick flick down from a collapsed header with the list at 300", arguments: HandoffPolicy.allCases)
    func flickDown(policy: HandoffPolicy) {
        let r = replay(policy)
        slowDrag(r, from: 700, to: 100)   // any policy: gets the list away from its top
        r.scene.scroller.chain.nodes[0].offset = 280
        r.scene.scroller.chain.nodes[1].offset = 300
        let start = r.states.count
        r.drag(from: 300, to: 500, frames: 4)
        r.settle()
        if policy == .outermost {
            // GTK: the header takes the flick and comes back; the list stays where it was.
            #expect(r.state.inner == 300 && r.state.outer < 280)
            return
        }
        #expect(r.state.inner == 0)
        switch policy {
        case .nested, .innerFirst, .coordinator:
            // Momentum crosses the seam inner → outer: the header comes back.
            #expect(r.state.outer < 280)
        case .latch, .none, .apz, .press, .outermost:
            #expect(r.state.outer == 280)
            #expect(r.states[start...].allSatisfy { $0.outer == 280 })
        }
    }

    @Test("a latched wheel gesture stays on its scroller; a notch 100 ms later starts a new gesture")
    func wheelLatch() {
        let scene = ProfileScene(width: 1280, height: 800, preset: .ios)
        scene.scroller.chain.policy = .latch
        let r = Replay(scene)
        // On the list at rest: the list can move "more", so the wheel latches to it.
        for _ in 0..<3 {
            scene.wheel(x: 640, y: 600, dx: 0, dy: 1, timeMs: r.timeMs)
            r.frames(3)
        }
        r.settle()
        #expect(r.state.outer == 0 && r.state.inner == 300)
        // Back up: the list can move "less", so it takes the gesture; the header never moves.
        for _ in 0..<5 {
            scene.wheel(x: 640, y: 600, dx: 0, dy: -1, timeMs: r.timeMs)
            r.frames(3)
        }
        r.settle()
        #expect(r.state.inner == 0 && r.state.outer == 0)
    }
}
