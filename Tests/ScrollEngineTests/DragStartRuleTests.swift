import Foundation
import Testing
@testable import ScrollEngine

/// How much of the travel up to the slop a drag applies when it starts (`DragStartRule`).
@Suite("Drag start rule")
struct DragStartRuleTests {
    /// A 10-px slop and `rule` on one still scroller: the offset after each of `moves` moves of
    /// 8 px up (finger toward "more") from a press at 700.
    static func offsets(_ rule: DragStartRule, moves: Int, slop: Double = 10) throws -> [Double] {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.dragStart = rule; $0.touchSlop = slop })
        try scroller.pointerDown(position: 700, timeMs: 0)
        var offsets: [Double] = []
        for move in 1...moves {
            try scroller.pointerMove(position: 700 - Double(move) * 8, timeMs: Double(move) * 8)
            offsets.append(scroller.chain.nodes[0].offset - 50_000)
        }
        return offsets
    }

    @Test("each rule's offsets at 8, 16, 24, 32 px of travel past a 10-px slop")
    func oneAxis() throws {
        #expect(try Self.offsets(.wholeTravel, moves: 4) == [0, 16, 24, 32])
        #expect(try Self.offsets(.pastSlop, moves: 4) == [0, 6, 14, 22])
        #expect(try Self.offsets(.fromSlopMove, moves: 4) == [0, 0, 8, 16])
        #expect(try Self.offsets(.fromNextMove, moves: 4) == [0, 0, 0, 8])
    }

    @Test("the drag's total is the finger's travel less what the rule leaves out, also for a drag down")
    func dragDown() throws {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .chromium)
        try scroller.pointerDown(position: 100, timeMs: 0)
        try scroller.pointerMove(position: 120, timeMs: 8)       // 20 px down, 15 of them the slop
        #expect(scroller.chain.nodes[0].offset == 50_000 - 5)
        try scroller.pointerMove(position: 200, timeMs: 16)
        #expect(scroller.chain.nodes[0].offset == 50_000 - 85)
    }

    @Test("from-next-move: a move that repeats the position does not count as the next one")
    func repeatedPosition() throws {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .qtquick)
        try scroller.pointerDown(position: 700, timeMs: 0)
        try scroller.pointerMove(position: 688, timeMs: 8)       // past the 10-px slop: the drag starts
        try scroller.pointerMove(position: 688, timeMs: 16)      // same position: still waiting
        try scroller.pointerMove(position: 680, timeMs: 24)      // the next move: counted from here
        #expect(scroller.chain.nodes[0].offset == 50_000)
        try scroller.pointerMove(position: 672, timeMs: 32)
        #expect(scroller.chain.nodes[0].offset == 50_008)
    }

    @Test("two axes: past-slop takes the slop off along the travel's direction, not per axis")
    func twoAxesRadial() throws {
        let pager = ScrollNode(contentExtent: 4000, viewportExtent: 1000, leading: .bounce, trailing: .bounce, id: "pager", axis: .x)
        let list = ScrollNode(contentExtent: 12_800, viewportExtent: 752, trailing: .bounce, id: "list", axis: .y)
        var s = Scroller(chain: ScrollChain(nodes: [pager, list]), preset: .ios.with { $0.dragStart = .pastSlop; $0.touchSlop = 10 })
        try s.pointerDown(x: 500, y: 500, timeMs: 0, routeX: ScrollRoute(leaf: 0, hit: 0, axis: .x),
                          routeY: ScrollRoute(leaf: 1, hit: 1, axis: .y))
        try s.pointerMove(x: 484, y: 488, timeMs: 16)            // 20 px at 3:4: half of it applies
        #expect(s.lockedAxis == .x)
        #expect(abs(s.chain.nodes[0].offset - 8) < 1e-9)        // per axis it would be 16 − 10 = 6
        try s.pointerMove(x: 474, y: 400, timeMs: 32)
        #expect(abs(s.chain.nodes[0].offset - 18) < 1e-9)
        #expect(s.chain.nodes[1].offset == 0)
    }

    @Test("the engines' presets: past-slop for Chromium, Android and Firefox, the later moves for Flutter and Qt")
    func presets() {
        for preset in [PhysicsPreset.chromium, .chromeos, .android, .firefox] { #expect(preset.dragStart == .pastSlop) }
        #expect(PhysicsPreset.flutter.dragStart == .fromSlopMove)
        #expect(PhysicsPreset.qtquick.dragStart == .fromNextMove)
        #expect(PhysicsPreset.gtk.dragStart == .wholeTravel && PhysicsPreset.ios.dragStart == .wholeTravel)
    }

    @Test("a preset file without drag_start reads as whole-travel; the key round-trips; an unknown value is refused")
    func decoding() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(PhysicsPreset.qtquick)) as? [String: Any])
        #expect(object["drag_start"] as? String == "from-next-move")
        object["drag_start"] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.dragStart == .wholeTravel)
        let back = try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(PhysicsPreset.chromium))
        #expect(back == PhysicsPreset.chromium)
        object["drag_start"] = "half-way"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
