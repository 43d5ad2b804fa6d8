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

    @Test("from-next-move: travel of exactly the slop has not left it, as Qt's strict threshold")
    func strictThreshold() throws {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .qtquick)
        try scroller.pointerDown(position: 700, timeMs: 0)
        var offsets: [Double] = []
        // 2 px up every 8 ms: 10 px is on the threshold, 12 past it, 14 the move after.
        for move in 1...8 {
            try scroller.pointerMove(position: 700 - Double(move) * 2, timeMs: Double(move) * 8)
            offsets.append(scroller.chain.nodes[0].offset - 50_000)
        }
        #expect(offsets == [0, 0, 0, 0, 0, 0, 0, 2])
    }

    @Test("the other rules leave the slop at its edge")
    func edgeLeavesSlop() throws {
        for rule in [DragStartRule.wholeTravel, .pastSlop, .fromSlopMove] {
            let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
            var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.dragStart = rule; $0.touchSlop = 10 })
            try scroller.pointerDown(position: 700, timeMs: 0)
            try scroller.pointerMove(position: 690, timeMs: 8)
            #expect(scroller.isDragging, "\(rule)")
        }
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
        // A press that catches a moving scroller.
        #expect(PhysicsPreset.android.dragStartCaught == .atPress && PhysicsPreset.flutter.dragStartCaught == .atPress)
        #expect(PhysicsPreset.qtquick.dragStartCaught == .wholeTravel)
        for preset in [PhysicsPreset.chromium, .chromeos, .firefox, .gtk, .ios] { #expect(preset.dragStartCaught == preset.dragStart) }
    }

    /// The offset after each of `moves` moves of 8 px up, from a press at 700 that catches the
    /// scroller `catching` (a fling, or a spring back from past an edge) or finds it still.
    static func caughtOffsets(_ preset: PhysicsPreset, moves: Int, catching: Catch?) throws -> [Double] {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        switch catching {
        case .fling?: try scroller.fling(velocity: 2000)
        case .springBack?:
            scroller.chain.nodes[0].offset = 100_000 - 800 + 40   // 40 px past the end, let go
        case nil: break
        }
        if catching != nil {
            for _ in 0..<3 { try scroller.step(0.016) }
            #expect(scroller.isAnimating)
        }
        try scroller.pointerDown(position: 700, timeMs: 100)
        let origin = scroller.chain.nodes[0].offset
        var offsets: [Double] = []
        for move in 1...moves {
            try scroller.pointerMove(position: 700 - Double(move) * 8, timeMs: 100 + Double(move) * 8)
            offsets.append(scroller.chain.nodes[0].offset - origin)
        }
        return offsets
    }

    /// What a press catches in `caughtOffsets`.
    enum Catch { case fling, springBack }

    @Test("at-press: every move scrolls by its travel, with no slop")
    func atPress() throws {
        #expect(try Self.offsets(.atPress, moves: 4) == [8, 16, 24, 32])
        #expect(try Self.offsets(.atPress, moves: 2, slop: 100) == [8, 16])
    }

    @Test("a press that catches a fling starts by drag_start_caught; on a still scroller by drag_start")
    func caughtFling() throws {
        // Android and Flutter drag at once during a fling; on a still scroller they wait for the slop.
        #expect(try Self.caughtOffsets(.android, moves: 3, catching: .fling) == [8, 16, 24])
        #expect(try Self.caughtOffsets(.android, moves: 3, catching: nil) == [0, 8, 16])
        #expect(try Self.caughtOffsets(.flutter, moves: 3, catching: .fling) == [8, 16, 24])
        #expect(try Self.caughtOffsets(.flutter, moves: 3, catching: nil) == [0, 0, 0])
        // Qt applies the whole travel at its threshold during a flick, and one move later when still.
        #expect(try Self.caughtOffsets(.qtquick, moves: 3, catching: .fling) == [0, 16, 24])
        #expect(try Self.caughtOffsets(.qtquick, moves: 4, catching: nil) == [0, 0, 0, 8])
        // Chromium takes its slop off either way.
        #expect(try Self.caughtOffsets(.chromium, moves: 3, catching: .fling) == Self.caughtOffsets(.chromium, moves: 3, catching: nil))
    }

    @Test("a spring back from past an edge counts as a moving scroller")
    func caughtSpring() throws {
        let moved = try Self.caughtOffsets(.android, moves: 1, catching: .springBack)
        #expect(moved.count == 1 && moved[0] != 0)
    }

    @Test("two axes: with no slop the axis locks at the first move that goes somewhere")
    func twoAxesAtPress() throws {
        let pager = ScrollNode(contentExtent: 4000, viewportExtent: 1000, leading: .bounce, trailing: .bounce, id: "pager", axis: .x)
        let list = ScrollNode(contentExtent: 12_800, viewportExtent: 752, trailing: .bounce, id: "list", axis: .y)
        var s = Scroller(chain: ScrollChain(nodes: [pager, list]), preset: .android.with { $0.dragStart = .atPress })
        try s.pointerDown(x: 500, y: 500, timeMs: 0, routeX: ScrollRoute(leaf: 0, hit: 0, axis: .x),
                          routeY: ScrollRoute(leaf: 1, hit: 1, axis: .y))
        try s.pointerMove(x: 500, y: 500, timeMs: 8)             // no travel: no lock yet
        #expect(s.lockedAxis == nil)
        try s.pointerMove(x: 499, y: 497, timeMs: 16)
        #expect(s.lockedAxis == .y)
        #expect(s.chain.nodes[1].offset == 3)
    }

    /// `key` of `preset`'s file: encoded as `encoded`, read as `missing` from a file without it,
    /// refused with a value no rule has; and the whole preset reads back as itself.
    static func checkKey(_ key: String, of preset: PhysicsPreset, encoded: String, missing: DragStartRule,
                         read: (PhysicsPreset) -> DragStartRule) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(preset)) as? [String: Any])
        #expect(object[key] as? String == encoded)
        #expect(try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(preset)) == preset)
        object[key] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(read(old) == missing)
        object[key] = "half-way"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }

    @Test("drag_start: a file without it reads as whole-travel; drag_start_caught: as the file's drag_start; both round-trip and refuse unknown values")
    func decoding() throws {
        try Self.checkKey("drag_start", of: .qtquick, encoded: "from-next-move", missing: .wholeTravel) { $0.dragStart }
        try Self.checkKey("drag_start_caught", of: .android, encoded: "at-press", missing: .pastSlop) { $0.dragStartCaught }
        try Self.checkKey("drag_start_caught", of: .qtquick, encoded: "whole-travel", missing: .fromNextMove) { $0.dragStartCaught }
    }
}
