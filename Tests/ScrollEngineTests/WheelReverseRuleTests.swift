import Foundation
import Testing
@testable import ScrollEngine

/// What a wheel notch against the running wheel ease does (`WheelReverseRule`).
@Suite("Wheel reverse rule")
struct WheelReverseRuleTests {
    /// A fast spin (8 notches toward "more", 16 ms apart, frames at 60 Hz in between) and then
    /// `back` notches the other way: the offset at every frame after the first notch back.
    static func offsetsAfterTurn(_ rule: WheelReverseRule, back: Int, duration: Double = 0.15) throws -> [Double] {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.wheelReverse = rule; $0.wheelDuration = duration })
        let period = 1000.0 / 60
        var nowMs = 0.0, frameMs = period, offsets: [Double] = []
        for notch in 0..<(8 + back) {
            let atMs = 1 + Double(notch) * 16
            while frameMs <= atMs {
                try scroller.step((frameMs - nowMs) / 1000)
                nowMs = frameMs
                frameMs += period
                if notch > 8 { offsets.append(scroller.chain.nodes[0].offset) }
            }
            try scroller.wheel(notches: notch < 8 ? 1 : -1, timeMs: atMs)
        }
        for _ in 0..<20 {
            try scroller.step((frameMs - nowMs) / 1000)
            nowMs = frameMs
            frameMs += period
            offsets.append(scroller.chain.nodes[0].offset)
        }
        return offsets
    }

    @Test("under turns the first notch back moves the content back at once; under subtracts it only slows it")
    func firstNotchBack() throws {
        let turns = try Self.offsetsAfterTurn(.turns, back: 1)
        let subtracts = try Self.offsetsAfterTurn(.subtracts, back: 1)
        // The frame after the notch back: toward "less" under turns, still toward "more" under subtracts.
        #expect(turns[1] < turns[0])
        #expect(subtracts[1] > subtracts[0])
        // Turns comes to rest one notch back from where it turned; subtracts past where it was.
        #expect(turns.last! < turns[0])
        #expect(subtracts.last! > subtracts[0])
    }

    @Test("notches the same way add under either rule; a wheel without an ease adds every notch")
    func sameWayAndJumps() throws {
        let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000, leading: .bounce, trailing: .bounce)
        for rule in WheelReverseRule.allCases {
            var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.wheelReverse = rule })
            for notch in 0..<3 { try scroller.wheel(notches: 1, timeMs: Double(notch) * 10) }
            for _ in 0..<30 { try scroller.step(1.0 / 60) }
            #expect(abs(scroller.chain.nodes[0].offset - 50_300) < 0.5)
            // Without an ease, two notches down and one up before a frame: all three count.
            var jumps = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.wheelReverse = rule; $0.wheelDuration = 0 })
            try jumps.wheel(notches: 1, timeMs: 0)
            try jumps.wheel(notches: 1, timeMs: 1)
            try jumps.wheel(notches: -1, timeMs: 2)
            for _ in 0..<3 { try jumps.step(1.0 / 60) }
            #expect(abs(jumps.chain.nodes[0].offset - 50_100) < 0.5)
        }
    }

    @Test("each preset's rule: ios and qtquick turn, the others subtract")
    func presets() {
        #expect(PhysicsPreset.ios.wheelReverse == .turns && PhysicsPreset.qtquick.wheelReverse == .turns)
        for preset in [PhysicsPreset.android, .chromium, .chromeos, .firefox, .gtk, .flutter] { #expect(preset.wheelReverse == .subtracts) }
    }

    @Test("a preset file without wheel_reverse reads as subtracts; the key round-trips; an unknown value is refused")
    func decoding() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(PhysicsPreset.ios)) as? [String: Any])
        #expect(object["wheel_reverse"] as? String == "turns")
        object["wheel_reverse"] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.wheelReverse == .subtracts)
        let back = try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(PhysicsPreset.ios))
        #expect(back == PhysicsPreset.ios)
        object["wheel_reverse"] = "bounces"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
