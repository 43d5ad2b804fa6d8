import Testing
@testable import ScrollEngine

@Suite("Springs, wheel, programmatic scrolls, bad input")
struct MotionTests {
    @Test("rubber band: (1 − 1/(x·c/d + 1))·d, and its inverse")
    func rubberBandValues() {
        #expect(abs(RubberBand.offset(forTravel: 100, dimension: 800) - (1 - 1 / (100 * 0.55 / 800 + 1)) * 800) < 1e-12)
        #expect(abs(RubberBand.offset(forTravel: 100, dimension: 800) - 51.461988304093566) < 1e-9)
        #expect(RubberBand.offset(forTravel: 1e9, dimension: 800) < 800)
        #expect(RubberBand.offset(forTravel: 0, dimension: 800) == 0)
        for x in [1.0, 50, 400, 5000] {
            let y = RubberBand.offset(forTravel: x, dimension: 752)
            #expect(abs(RubberBand.travel(forOffset: y, dimension: 752) - x) < 1e-6 * x)
        }
    }

    @Test("a return from overscroll never crosses the edge, even released with a strong inward flick")
    func noOvershootOnReturn() throws {
        // The generic spring's promise. Engines with their own way past an edge keep theirs: APZ's
        // 1/16 pan resistance leaves too little overscroll for this flick to stay in it, and Qt's
        // OutExpo fixup (1.001·(1 − 2^−10q)) ends 0.1 % past the bound before it lands
        // (EdgeOvershootTests).
        for preset in PhysicsPreset.all where preset.overshoot == .spring {
            var scroller = Scroller(chain: profileChain(outer: 0), preset: preset)
            try scroller.pointerDown(position: 200, timeMs: 0)
            // Two moves past every preset's slop first, so the drag has started under any drag start.
            try scroller.pointerMove(position: 230, timeMs: 50)
            try scroller.pointerMove(position: 260, timeMs: 75)
            try scroller.pointerMove(position: 600, timeMs: 100)
            // hold, then flick back up fast while still overscrolled (GTK's 150-ms window sees only
            // the hold and the flick)
            for t in stride(from: 120.0, through: 300, by: 20) { try scroller.pointerMove(position: 600, timeMs: t) }
            for i in 1...5 { try scroller.pointerMove(position: 600 - Double(i) * 40, timeMs: 300 + Double(i) * 5) }
            try scroller.pointerUp(position: 400, timeMs: 326)
            #expect(scroller.chain.nodes[0].offset < 0)
            #expect(scroller.releaseVelocity > 1000)
            var maximum = -Double.infinity
            try settle(&scroller) { maximum = max(maximum, $0.chain.nodes[0].offset) }
            #expect(maximum <= 0)
            #expect(scroller.chain.nodes[0].offset == 0)
        }
    }

    @Test("a spring with ζ ≥ 1 and the bounded approach speed does not cross its end")
    func springBound() {
        let spring = PhysicsPreset.ios.bounceSpring
        let limit = SpringSimulation.maxApproachSpeed(spring: spring, displacement: -80)
        let sim = SpringSimulation(spring: spring, start: -80, end: 0, velocity: limit)
        for i in 0...300 { #expect(sim.x(Double(i) / 100) <= 1e-9) }
        let faster = SpringSimulation(spring: spring, start: -80, end: 0, velocity: limit * 2)
        #expect((0...300).contains { faster.x(Double($0) / 100) > 1e-6 })
    }

    @Test("one wheel notch moves 100 px over about 150 ms; notches during the ease accumulate")
    func wheel() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 1000))
        try scroller.wheel(notches: 1)
        #expect(scroller.phase == .animating)
        try scroller.step(0.075)
        let midway = scroller.chain.totalOffset - 1280
        #expect(midway > 50 && midway < 100)
        try scroller.step(0.080)
        #expect(scroller.chain.totalOffset == 1380)
        #expect(scroller.phase == .idle)
        // Two notches down and one back during the ease: summed under `subtracts`; under `turns`
        // (ios) the notch back drops what was left and ends one notch above where it came.
        for rule in WheelReverseRule.allCases {
            var wheel = scroller
            wheel.preset.wheelReverse = rule
            try wheel.wheel(notches: 1)
            try wheel.step(0.05)
            try wheel.wheel(notches: 1)
            try wheel.step(0.05)
            let turnedAt = wheel.chain.totalOffset
            try wheel.wheel(notches: -1)
            try settle(&wheel)
            #expect(abs(wheel.chain.totalOffset - (rule == .subtracts ? 1480 : turnedAt - 100)) < 1e-9)
        }
    }

    @Test("wheel deltas use the chain too: up from a scrolled list, the list returns to its top before the header shows")
    func wheelThroughChain() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 150))
        try scroller.wheel(notches: -3)
        try settle(&scroller)
        #expect(scroller.chain.nodes[1].offset == 0)
        #expect(scroller.chain.nodes[0].offset == 130)
        try scroller.wheel(notches: -5)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 0)
        #expect(scroller.phase == .idle)
    }

    @Test("an animated scroll reaches its target and a touch interrupts it")
    func programmatic() throws {
        var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 5000, viewportExtent: 800)]))
        try scroller.animate(node: 0, to: 1200, duration: 0.3)
        #expect(scroller.phase == .animating)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 1200)
        try scroller.animate(node: 0, to: 0, duration: 0.3)
        try scroller.step(0.1)
        let caught = scroller.chain.nodes[0].offset
        try scroller.pointerDown(position: 100, timeMs: 0)
        try scroller.step(0.1)
        #expect(scroller.chain.nodes[0].offset == caught)
        #expect(caught > 0 && caught < 1200)
        #expect(throws: ScrollInputError.noSuchNode(3)) { try scroller.animate(node: 3, to: 0, duration: 0.3) }
    }

    @Test("NaN and infinite input is refused at the boundary and changes nothing")
    func badInput() throws {
        var scroller = Scroller(chain: profileChain(outer: 100))
        try scroller.pointerDown(position: 400, timeMs: 0)
        let before = scroller.chain
        #expect(throws: ScrollInputError.nonFinite("pointer position")) { try scroller.pointerMove(position: .nan, timeMs: 10) }
        #expect(throws: ScrollInputError.nonFinite("event time")) { try scroller.pointerMove(position: 300, timeMs: .infinity) }
        #expect(throws: ScrollInputError.nonFinite("time step")) { try scroller.step(.nan) }
        #expect(throws: ScrollInputError.negativeTimeStep(-1)) { try scroller.step(-1) }
        #expect(throws: ScrollInputError.nonFinite("fling velocity")) { try scroller.fling(velocity: -.infinity) }
        #expect(throws: ScrollInputError.nonFinite("wheel notches")) { try scroller.wheel(notches: .nan) }
        #expect(throws: ScrollInputError.timeWentBackwards(previousMs: 0, timeMs: -5)) { try scroller.pointerMove(position: 300, timeMs: -5) }
        #expect(scroller.chain == before)
        #expect(ScrollInputError.nonFinite("time step").description == "time step is not a finite number")
    }

    @Test("inserting content above keeps what is on screen in place, even mid-spring")
    func anchoring() throws {
        var node = ScrollNode(contentExtent: 5000, viewportExtent: 800, offset: -30, leading: .bounce)
        node.insertAbove(height: 600)
        #expect(node.offset == 570 && node.maxOffset == 4800)
        var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 5000, viewportExtent: 800, leading: .bounce)]))
        try drag(&scroller, from: 100, to: 300, steps: 10, durationMs: 400)
        try scroller.step(1.0 / 60)
        #expect(scroller.phase == .spring)
        let shown = scroller.chain.nodes[0].offset
        scroller.chain.nodes[0].insertAbove(height: 1000)
        #expect(scroller.chain.nodes[0].offset == shown + 1000)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 1000)
    }

    @Test("an insert above during a snap keeps the snap's exact landing, shifted by the inserted height")
    func insertDuringSnap() throws {
        let node = ScrollNode(contentExtent: 540 * 100, viewportExtent: 800, offset: 540 * 10)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), snap: .interval(540))
        try scroller.fling(velocity: 2500)
        for _ in 0..<5 { try scroller.step(1.0 / 60) }
        let target = try #require(scroller.motion).originTotal + scroller.motion!.curve.finalX
        try scroller.insertAbove(node: 0, height: 1000)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == target + 1000)
        #expect(throws: ScrollInputError.nonFinite("inserted height")) { try scroller.insertAbove(node: 0, height: .nan) }
    }

    @Test("pull to refresh: none → pending > 40 → ready > 90 → loading on release → none when done")
    func refreshStates() {
        var refresh = PullToRefresh()
        var seen: [RefreshState] = []
        func record() { if seen.last != refresh.state { seen.append(refresh.state) } }
        for pull in stride(from: 0.0, through: 120, by: 10) { refresh.update(pull: pull, isDragging: true); record() }
        refresh.update(pull: 80, isDragging: true); record()
        let started = refresh.release()
        #expect(started)
        record()
        refresh.update(pull: 60, isDragging: false); record()
        refresh.finishLoading(); record()
        #expect(seen == [.none, .pending, .ready, .loading, .none])
        #expect(RefreshState.pending.indicatorOpacity == 0.2 && RefreshState.loading.indicatorOpacity == 1)

        var shy = PullToRefresh()
        shy.update(pull: 60, isDragging: true)
        #expect(shy.state == .pending)
        let shyStarted = shy.release()
        #expect(!shyStarted)
        #expect(shy.state == .none)
        shy.update(pull: 100, isDragging: true)
        shy.update(pull: 0, isDragging: true)
        #expect(shy.state == .none)
    }
}
