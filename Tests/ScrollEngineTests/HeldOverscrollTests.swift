import Testing
@testable import ScrollEngine

/// A node held past its edge by a finger or an unlifted touchpad gesture is at rest: it springs back
/// only after the release, so nothing needs frames until then (a held pull must not keep the window
/// drawing, nor make replay draw every frame of a long pause).
@Suite("Held overscroll: at rest until the release")
struct HeldOverscrollTests {
    @Test("a finger holding the header pulled down: not animating; the release springs it back")
    func fingerHold() throws {
        var scroller = Scroller(chain: profileChain(), preset: .ios)
        // Down 200 px from the top: the header rubber-bands past 0.
        try drag(&scroller, from: 300, to: 500, steps: 20, durationMs: 300, release: false, frameDt: 1.0 / 60)
        #expect(scroller.chain.nodes[0].isOverscrolled)
        let animatingWhileHeld = scroller.isAnimating
        #expect(!animatingWhileHeld)
        // Time passes with the finger still: nothing moves.
        let held = scroller.chain.nodes[0].offset
        for _ in 0..<120 { try scroller.step(1.0 / 60) }
        #expect(scroller.chain.nodes[0].offset == held)
        try scroller.pointerUp(position: 500, timeMs: 5000)
        let animatingAfterRelease = scroller.isAnimating
        #expect(animatingAfterRelease)
        try settle(&scroller)
        let animatingAtRest = scroller.isAnimating
        #expect(scroller.chain.nodes[0].offset == 0 && !animatingAtRest)
    }

    @Test("a touchpad gesture holding the list past its end: not animating until the lift")
    func touchpadHold() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 200 * 64 - 752), preset: .ios)
        for i in 0..<10 {
            try scroller.scroll(delta: 30, timeMs: Double(i) * 10)
            try scroller.step(0.01)
        }
        #expect(scroller.chain.nodes[1].isOverscrolled)
        let animatingWhileHeld = scroller.isAnimating
        #expect(!animatingWhileHeld)
        try scroller.scrollStop(timeMs: 2000)
        let animatingAfterLift = scroller.isAnimating
        #expect(animatingAfterLift)
        try settle(&scroller)
        #expect(!scroller.chain.nodes[1].isOverscrolled)
    }
}
