import Testing
@testable import ScrollEngine

@Suite("Property checks over random seeded gestures")
struct RandomGestureTests {
    @Test("offsets stay finite, settle in range, within 5 s of the last input", arguments: PhysicsPreset.all)
    func randomGestures(preset: PhysicsPreset) throws {
        var rng = SeededGenerator(seed: preset.name == "ios" ? 1 : 2)
        for round in 0..<150 {
            let depth = Int.random(in: 1...3, using: &rng)
            var nodes: [ScrollNode] = []
            for level in 0..<depth {
                let viewport = Double.random(in: 100...900, using: &rng)
                var node = ScrollNode(contentExtent: viewport + Double.random(in: 0...20_000, using: &rng), viewportExtent: viewport,
                                      leading: level == 0 ? .bounce : .chain, trailing: level == depth - 1 ? .bounce : .chain)
                if Bool.random(using: &rng) { node.leading = .clamp }
                nodes.append(node)
            }
            let snap: SnapPolicy = Int.random(in: 0..<4, using: &rng) == 0 ? .interval(Double.random(in: 100...600, using: &rng)) : .none
            var scroller = Scroller(chain: ScrollChain(nodes: nodes), preset: preset, snap: snap)
            var t = 0.0
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    var y = Double.random(in: 0...800, using: &rng)
                    try scroller.pointerDown(position: y, timeMs: t)
                    for _ in 0..<Int.random(in: 1...30, using: &rng) {
                        t += Double.random(in: 1...20, using: &rng)
                        y += Double.random(in: -120...120, using: &rng)
                        try scroller.pointerMove(position: y, timeMs: t)
                        if Bool.random(using: &rng) { try scroller.step(1.0 / 60) }
                    }
                    t += Double.random(in: 0...60, using: &rng)
                    try scroller.pointerUp(position: y, timeMs: t)
                case 2:
                    try scroller.wheel(notches: Double(Int.random(in: -3...3, using: &rng)))
                default:
                    try scroller.fling(velocity: Double.random(in: -9000...9000, using: &rng))
                }
                for _ in 0..<Int.random(in: 0...40, using: &rng) {
                    try scroller.step(1.0 / 60)
                    t += 1000.0 / 60
                    #expect(scroller.chain.nodes.allSatisfy { $0.offset.isFinite })
                }
            }
            let took = try settle(&scroller, limit: 10)
            #expect(took <= 5, "round \(round) took \(took) s to settle")
            #expect(scroller.phase == .idle)
            for node in scroller.chain.nodes {
                #expect(node.offset >= node.minOffset && node.offset <= node.maxOffset, "round \(round): \(node.offset) outside \(node.minOffset)...\(node.maxOffset)")
            }
        }
    }

    @Test("the same input gives the same offsets, bit for bit")
    func determinism() throws {
        func run() throws -> [UInt64] {
            var scroller = Scroller(chain: profileChain(outer: 0, inner: 0))
            var bits: [UInt64] = []
            try drag(&scroller, from: 700, to: 200, steps: 12, durationMs: 90)
            try settle(&scroller) { s in bits.append(contentsOf: s.chain.nodes.map { $0.offset.bitPattern }) }
            return bits
        }
        let first = try run()
        #expect(first.count > 10)
        #expect(try run() == first)
    }
}
