import Testing
@testable import ScrollEngine

@Suite("The four nested-scroll rules (more: outer first; less: inner first) and the nested chain")
struct ScrollChainTests {
    @Test("rule 4 — inner, more: while the outer can still scroll more, the outer goes first")
    func innerMoreOuterFirst() throws {
        var scroller = Scroller(chain: profileChain())
        try drag(&scroller, from: 600, to: 500, steps: 10, durationMs: 500)  // slow: no fling
        #expect(scroller.chain.nodes[0].offset == 100)
        #expect(scroller.chain.nodes[1].offset == 0)
    }

    @Test("rule 1 — outer, more: once the outer is at its end, the inner scrolls more")
    func outerMoreThenInner() throws {
        var scroller = Scroller(chain: profileChain(outer: 250))
        try drag(&scroller, from: 100, to: 0, steps: 10, durationMs: 500)
        #expect(scroller.chain.nodes[0].offset == 280)
        #expect(scroller.chain.nodes[1].offset == 70)
    }

    @Test("rule 2 — outer, less: if the inner can still scroll less, the inner goes first")
    func outerLessInnerFirst() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 300))
        try drag(&scroller, from: 20, to: 120, steps: 10, durationMs: 500)
        #expect(scroller.chain.nodes[0].offset == 280)
        #expect(scroller.chain.nodes[1].offset == 200)
    }

    @Test("rule 3 — inner, less: once the inner is at its top, the outer scrolls less")
    func innerLessThenOuter() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 40))
        try drag(&scroller, from: 300, to: 400, steps: 10, durationMs: 500)
        #expect(scroller.chain.nodes[1].offset == 0)
        #expect(scroller.chain.nodes[0].offset == 220)
    }

    @Test("a drag's offset changes sum to the finger's travel exactly until every node is at its limit")
    func dragConservation() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let outer = Double.random(in: 0...280, using: &rng).rounded()
            let inner = outer == 280 ? Double.random(in: 0...5000, using: &rng).rounded() : 0
            var scroller = Scroller(chain: profileChain(outer: outer, inner: inner))
            let start = scroller.chain.totalOffset
            var y = 400.0
            var t = 0.0
            try scroller.pointerDown(position: y, timeMs: t)
            var travel = 0.0
            var slopPassed = false
            for _ in 0..<40 {
                let dy = Double.random(in: -60...60, using: &rng)
                y += dy
                t += 8
                try scroller.pointerMove(position: y, timeMs: t)
                slopPassed = slopPassed || abs(y - 400) >= 8
                if slopPassed { travel = 400 - y }
                let total = scroller.chain.totalOffset
                let inRange = scroller.chain.nodes.allSatisfy { !$0.isOverscrolled }
                if inRange && start + travel >= 0 && start + travel <= scroller.chain.totalMaxOffset {
                    #expect(abs((total - start) - travel) < 1e-9)
                }
            }
        }
    }

    @Test("three levels: more is consumed outer → middle → inner, less inner → middle → outer")
    func threeLevels() throws {
        func chain() -> ScrollChain {
            var a = ScrollNode(contentExtent: 1100, viewportExtent: 1000); a.maxOffset = 100
            var b = ScrollNode(contentExtent: 1200, viewportExtent: 1000); b.maxOffset = 200
            let c = ScrollNode(contentExtent: 3000, viewportExtent: 1000, trailing: .bounce)
            return ScrollChain(nodes: [a, b, c])
        }
        var scroller = Scroller(chain: chain())
        try drag(&scroller, from: 900, to: 550, steps: 35, durationMs: 1000)
        #expect(scroller.chain.nodes.map(\.offset) == [100, 200, 50])
        try drag(&scroller, from: 100, to: 250, steps: 15, startMs: 2000, durationMs: 1000)
        #expect(scroller.chain.nodes.map(\.offset) == [100, 100, 0])
        try drag(&scroller, from: 100, to: 250, steps: 15, startMs: 4000, durationMs: 1000)
        #expect(scroller.chain.nodes.map(\.offset) == [50, 0, 0])
    }

    @Test("bounce on parent rubber-bands the outer node at the top; bounce on child the inner")
    func bounceSide() throws {
        for parent in [true, false] {
            var scroller = Scroller(chain: profileChain(outer: 0, bounceOnParent: parent))
            try drag(&scroller, from: 300, to: 500, steps: 20, durationMs: 1000, release: false)
            let outer = scroller.chain.nodes[0].offset, inner = scroller.chain.nodes[1].offset
            let expected = -RubberBand.offset(forTravel: 200, dimension: 752)
            #expect(abs((parent ? outer : inner) - expected) < 1e-9)
            #expect((parent ? inner : outer) == 0)
        }
    }

    @Test("overscroll is undone by exactly the finger travel that made it")
    func rubberBandRoundTrip() throws {
        var scroller = Scroller(chain: profileChain())
        try scroller.pointerDown(position: 300, timeMs: 0)
        try scroller.pointerMove(position: 450, timeMs: 100)
        #expect(scroller.chain.nodes[0].offset < 0)
        try scroller.pointerMove(position: 300, timeMs: 200)
        #expect(abs(scroller.chain.nodes[0].offset) < 1e-9)
        try scroller.pointerMove(position: 250, timeMs: 300)
        #expect(abs(scroller.chain.nodes[0].offset - 50) < 1e-9)
    }

    @Test("a clamp edge swallows leftover; a chain edge passes it on")
    func clampAndChain() {
        var chain = ScrollChain(nodes: [ScrollNode(contentExtent: 100, viewportExtent: 100, leading: .clamp)])
        let result = chain.dispatch(-50, mode: .rubberBand(coefficient: 0.55))
        #expect(result.leftover == -50)
        #expect(chain.nodes[0].offset == 0)
        var passing = ScrollChain(nodes: [ScrollNode(contentExtent: 100, viewportExtent: 100)])
        #expect(passing.dispatch(30, mode: .momentum) == ChainDispatch(moved: 0, leftover: 30, bounceNode: nil))
    }
}
