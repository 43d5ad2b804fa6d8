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

    /// How far the preset's drag has moved a still scroller after `moves` moves of `dragStep` px
    /// up, every 8 ms from a press at 700, px toward "more".
    static func dragged(_ preset: PhysicsPreset, moves: Int) -> Double {
        let node = ScrollNode(contentExtent: 1_000_000, viewportExtent: 800, offset: 500_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        do {
            try scroller.pointerDown(position: 700, timeMs: 0)
            for move in 0..<moves {
                let step = Double(move + 1)
                try scroller.pointerMove(position: 700 - step * dragStep, timeMs: step * 8)
            }
        } catch { return .nan }
        return scroller.chain.nodes[0].offset - 500_000
    }

    private static func number(_ value: Double) -> String { PresetDocs.number(value) }
}
