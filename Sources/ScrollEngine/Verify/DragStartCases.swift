extension ReferenceCases {
    /// The finger's step in `dragStart`'s drags, px (a 1000 px/s finger at 125 Hz).
    static let dragStep = 8.0

    /// Two engine-code cases for a preset's drag start, from a press at 700 on a still scroller,
    /// the finger moving up `dragStep` px every 8 ms: how far the content has moved at the move
    /// `leaving` (the one that starts the drag, 1-based) and after five moves, each worked out
    /// by hand from the engine's source cited in `origin`.
    static func dragStart(_ b: CaseBuilder, _ origin: String, leaving: Int, atLeaving: Double, afterFive: Double) -> [ReferenceCase] {
        let p = b.preset
        return [
            b.c("drag up 8 px every 8 ms, \(number(p.touchSlop))-px slop: scrolled at move \(leaving), where the drag starts",
                origin, atLeaving, 1e-9, "px") { dragged(p, moves: leaving) },
            b.c("drag up 8 px every 8 ms: scrolled after 5 moves (40 px of travel)", origin, afterFive, 1e-9, "px") {
                dragged(p, moves: 5) },
        ]
    }

    /// The same two cases for a press that catches a 2000 px/s fling 100 ms after it started
    /// (the preset's `dragStartCaught`): how far the content has moved since the press.
    static func caughtDragStart(_ b: CaseBuilder, _ origin: String, leaving: Int, atLeaving: Double, afterFive: Double) -> [ReferenceCase] {
        let p = b.preset
        return [
            b.c("press during a 2000 px/s fling, drag up 8 px every 8 ms: scrolled at move \(leaving), where the drag starts",
                origin, atLeaving, 1e-9, "px") { dragged(p, moves: leaving, catching: 2000) },
            b.c("press during a 2000 px/s fling: scrolled after 5 moves (40 px of travel)", origin, afterFive, 1e-9, "px") {
                dragged(p, moves: 5, catching: 2000) },
        ]
    }

    /// How far the preset's drag has moved the scroller after `moves` moves of `dragStep` px
    /// up, every 8 ms from a press at 700, px toward "more": a still scroller, or one flinging
    /// at `catching` px/s for 100 ms when the press comes (counted from where the press stops it).
    static func dragged(_ preset: PhysicsPreset, moves: Int, catching: Double? = nil) -> Double {
        let node = ScrollNode(contentExtent: 1_000_000, viewportExtent: 800, offset: 500_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        let pressMs = catching == nil ? 0.0 : 100
        var origin = 500_000.0
        do {
            if let catching {
                try scroller.fling(velocity: catching)
                for _ in 0..<6 { try scroller.step(0.016) }
            }
            try scroller.pointerDown(position: 700, timeMs: pressMs)
            origin = scroller.chain.nodes[0].offset
            for move in 0..<moves {
                let step = Double(move + 1)
                try scroller.pointerMove(position: 700 - step * dragStep, timeMs: pressMs + step * 8)
            }
        } catch { return .nan }
        return scroller.chain.nodes[0].offset - origin
    }

    private static func number(_ value: Double) -> String { PresetDocs.number(value) }
}
