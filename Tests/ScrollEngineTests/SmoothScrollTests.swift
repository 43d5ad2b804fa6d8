import Testing
@testable import ScrollEngine

@Suite("Smooth scrolling and cancel: 1:1 deltas, the stop's kinetic fling through the seam")
struct SmoothScrollTests {
    /// Scrolls `count` deltas of `delta` every `intervalMs` from `startMs`, stepping one 60 Hz frame
    /// per delta; returns the time of the last delta.
    @discardableResult
    func scroll(_ scroller: inout Scroller, count: Int, delta: Double, intervalMs: Double, startMs: Double = 0) throws -> Double {
        var t = startMs
        for i in 0..<count {
            t = startMs + Double(i) * intervalMs
            try scroller.scroll(delta: delta, timeMs: t)
            try scroller.step(intervalMs / 1000)
        }
        return t
    }

    @Test("deltas move the chain 1:1 (the header first), with no slop; the phase is a drag")
    func oneToOne() throws {
        var scroller = Scroller(chain: profileChain())
        try scroller.scroll(delta: 3, timeMs: 0)
        #expect(scroller.chain.nodes[0].offset == 3)   // below a touch slop of 8: still applied
        #expect(scroller.phase == .drag && scroller.isScrolling)
        try scroll(&scroller, count: 30, delta: 10, intervalMs: 10, startMs: 10)
        #expect(scroller.chain.nodes[0].offset == 280)
        #expect(scroller.chain.nodes[1].offset == 23)
        try scroller.scroll(delta: -50, timeMs: 400)
        #expect(scroller.chain.nodes[1].offset == 0 && scroller.chain.nodes[0].offset == 253)
    }

    @Test("the stop flings with the velocity of the last 150 ms, and the fling crosses the seam")
    func stopFlingsAcrossTheSeam() throws {
        var scroller = Scroller(chain: profileChain())
        let last = try scroll(&scroller, count: 20, delta: 12, intervalMs: 8)   // 1500 px/s, 228 px
        #expect(scroller.chain.nodes[0].offset == 240 && scroller.chain.nodes[1].offset == 0)
        try scroller.scrollStop(timeMs: last + 8)
        #expect(abs(scroller.releaseVelocity - 1500) < 1e-6)
        #expect(scroller.phase == .fling && !scroller.isScrolling)
        var crossed = false
        while scroller.isAnimating {
            let before = scroller.chain.nodes[0].offset
            try scroller.step(1.0 / 60)
            if before < 280, scroller.chain.nodes[1].offset > 0 { crossed = true; #expect(scroller.phase == .fling) }
        }
        #expect(crossed, "the header collapsed and the list moved in the same fling")
        // iOS: the fling travels v·(−1/(1000·ln 0.998)) ≈ 0.4995·v from where it started.
        let travel = scroller.chain.totalOffset - 240
        #expect(abs(travel - 1500 * 0.4995) / (1500 * 0.4995) < 0.02)
    }

    @Test("a slow scroll's stop (below the preset's minimum) does not fling; a fast one is clamped")
    func presetRules() throws {
        var slow = Scroller(chain: profileChain())
        let last = try scroll(&slow, count: 20, delta: 0.3, intervalMs: 10)   // 30 px/s < 50
        try slow.scrollStop(timeMs: last + 10)
        #expect(slow.phase == .idle && slow.motion == nil)

        var fast = Scroller(chain: profileChain())
        let end = try scroll(&fast, count: 10, delta: 200, intervalMs: 5)     // 40 000 px/s
        try fast.scrollStop(timeMs: end + 5)
        #expect(fast.releaseVelocity == PhysicsPreset.ios.maxFlingVelocity)
    }

    @Test("a new scroll, a press or a wheel notch stops a running fling")
    func newInputStopsTheFling() throws {
        for interrupt in ["scroll", "down", "wheel"] {
            var scroller = Scroller(chain: profileChain(outer: 280, inner: 2000))
            let last = try scroll(&scroller, count: 20, delta: 20, intervalMs: 10)
            try scroller.scrollStop(timeMs: last + 10)
            try scroller.step(1.0 / 60)
            #expect(scroller.phase == .fling)
            let where_ = scroller.chain.totalOffset
            switch interrupt {
            case "scroll":
                try scroller.scroll(delta: 1, timeMs: last + 40)
                #expect(scroller.chain.totalOffset == where_ + 1)
                #expect(scroller.phase == .drag)
            case "down":
                try scroller.pointerDown(position: 400, timeMs: last + 40)
                #expect(scroller.phase == .drag && !scroller.isScrolling)
            default:
                try scroller.wheel(notches: 1)
                #expect(scroller.phase == .animating)
            }
            try scroller.step(1.0 / 60)
            if interrupt != "wheel" { #expect(scroller.chain.totalOffset == where_ + (interrupt == "scroll" ? 1 : 0)) }
        }
    }

    @Test("overscroll holds while the fingers are on the pad and springs back after the stop")
    func overscrollHoldsUntilTheStop() throws {
        var scroller = Scroller(chain: profileChain())
        try scroll(&scroller, count: 5, delta: -20, intervalMs: 10)
        let pulled = scroller.chain.nodes[0].offset
        #expect(pulled < 0)
        try scroller.step(0.5)
        #expect(scroller.chain.nodes[0].offset == pulled)
        try scroller.scrollStop(timeMs: 300)   // rested 260 ms: no velocity
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 0 && scroller.phase == .idle)
    }

    @Test("a stop without a scroll, or a scroll during a drag, does nothing")
    func strayInput() throws {
        var scroller = Scroller(chain: profileChain())
        try scroller.scrollStop(timeMs: 0)
        #expect(scroller.phase == .idle)
        try scroller.pointerDown(position: 500, timeMs: 1)
        try scroller.scroll(delta: 50, timeMs: 2)
        #expect(scroller.chain.totalOffset == 0 && !scroller.isScrolling)
        #expect(throws: ScrollInputError.self) { try scroller.scroll(delta: .nan, timeMs: 3) }
        #expect(throws: ScrollInputError.self) { try scroller.scroll(delta: 1, timeMs: 0) }
    }

    @Test("pointer cancel ends a fast drag without a fling; the same drag released flings")
    func cancelDoesNotFling() throws {
        var released = Scroller(chain: profileChain(outer: 280, inner: 2000))
        let end = try drag(&released, from: 600, to: 300, steps: 10, durationMs: 100, release: true)
        #expect(released.phase == .fling)

        var cancelled = Scroller(chain: profileChain(outer: 280, inner: 2000))
        try drag(&cancelled, from: 600, to: 300, steps: 10, durationMs: 100, release: false)
        let offset = cancelled.chain.totalOffset
        try cancelled.pointerCancel(timeMs: end)
        #expect(!cancelled.isPointerDown && cancelled.releaseVelocity == 0)
        #expect(cancelled.phase == .idle && !cancelled.isAnimating)
        try cancelled.step(1.0 / 60)
        #expect(cancelled.chain.totalOffset == offset)
    }

    @Test("pointer cancel past an edge springs back (no fling) and with a snap policy settles from rest")
    func cancelSettles() throws {
        var pulled = Scroller(chain: profileChain())
        try drag(&pulled, from: 300, to: 500, steps: 10, durationMs: 100, release: false)
        #expect(pulled.chain.nodes[0].offset < 0)
        try pulled.pointerCancel(timeMs: 120)
        #expect(pulled.phase == .spring)
        try settle(&pulled)
        #expect(pulled.chain.totalOffset == 0)

        var snapping = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 54_000, viewportExtent: 800)]),
                                snap: .interval(540))
        try drag(&snapping, from: 700, to: 300, steps: 10, durationMs: 50, release: false)   // 400 px, fast
        try snapping.pointerCancel(timeMs: 60)
        try settle(&snapping)
        #expect(snapping.chain.totalOffset == 540, "nearest cell from rest, not the fling's projection")
    }
}
