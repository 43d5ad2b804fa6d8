import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// The comparison against a file whose answer is known: the hand-made fixture is Qt Flickable's
/// closed form computed outside Handoff (t = 0 at the last frame at or before the lift), so the
/// `qtquick` preset under that start rule reproduces it, and each kind of mismatch shows in its own measure.
@Suite("Truth comparison")
struct TruthComparisonTests {
    private func fixture(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> TruthFile {
        var object = Repository.fixtureObject
        change(&object)
        return try TruthFile.parse(Repository.data(object), name: "fixture")
    }

    @Test("the preset replays the fixture within the files' rounding")
    func matchesFixture() throws {
        let c = try TruthComparison(file: fixture(), name: "fixture", rule: .previousFrame)
        #expect(abs(c.velocity - 1200) < 1e-6)
        #expect(c.startMs == 150)
        #expect(c.startOffset == 182)
        #expect(abs(c.restError) < 1e-9)
        #expect(c.rms < 0.001)
        #expect(c.settleFrames == 0)
        #expect(c.engineSettleMs == 950)
        #expect(c.passes)
    }

    @Test("a start at the lift's own time, or at the frame after it, misses x(t)")
    func wrongStartRule() throws {
        let input = try TruthComparison(file: fixture(), name: "fixture", rule: .input)
        #expect(input.startMs == 160)
        #expect(!input.rmsPasses, "RMS \(input.rms)")
        let late = try TruthComparison(file: fixture(), name: "fixture", rule: .liftFrame)
        #expect(late.startMs == 166.667)
        #expect(!late.rmsPasses, "RMS \(late.rms)")
        #expect(late.settleFrames == 1)
        let later = try TruthComparison(file: fixture(), name: "fixture", rule: .nextFrame)
        #expect(later.startMs == 183.333)
        #expect(later.settleFrames == 2)
        // All rest where the engine does: the start moves the curve in time only.
        #expect([input, late, later].allSatisfy { abs($0.restError) < 1e-9 })
    }

    @Test("an engine that rests 2 px further fails the rest distance")
    func restMismatch() throws {
        let file = try fixture { o in
            var frames = o["frames"] as? [[Double]] ?? []
            for index in frames.indices.suffix(3) { frames[index][1] += 2 }
            o["frames"] = frames
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        #expect(abs(c.restError + 2) < 1e-9)
        #expect(!c.restPasses)
        #expect(c.rmsPasses && c.velocityPasses)
    }

    @Test("an engine velocity 1 % away fails; 0.4 % passes")
    func velocityTolerance() throws {
        func comparison(engine: Double) throws -> TruthComparison {
            let file = try fixture { o in
                var release = o["release"] as? [String: Any] ?? [:]
                release["velocity"] = engine
                o["release"] = release
            }
            return try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        }
        #expect(try !comparison(engine: 1212).velocityPasses)
        #expect(try comparison(engine: 1204.8).velocityPasses)
    }

    @Test("an engine that keeps moving two frames longer fails the settle")
    func settleMismatch() throws {
        let file = try fixture { o in
            var frames = o["frames"] as? [[Double]] ?? []
            let last = frames.count - 1
            frames[last - 1][1] += 0.2
            frames[last][1] += 0.3
            o["frames"] = frames
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        #expect(c.settleFrames == -2)
        #expect(!c.settlePasses)
    }

    @Test("touch events replay as the mouse's")
    func touchInput() throws {
        let file = try fixture { o in
            let session = o["session"] as? [String] ?? []
            o["session"] = session.map { line in
                line.replacingOccurrences(of: "\"type\":\"down\"", with: "\"type\":\"touch\",\"phase\":\"begin\",\"id\":3")
                    .replacingOccurrences(of: "\"type\":\"move\"", with: "\"type\":\"touch\",\"phase\":\"move\",\"id\":3")
                    .replacingOccurrences(of: "\"type\":\"up\"", with: "\"type\":\"touch\",\"phase\":\"end\",\"id\":3")
            }
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        #expect(abs(c.velocity - 1200) < 1e-6)
        #expect(c.passes)
    }

    @Test("a drag the preset does not fling stays at the lift's offset")
    func noFling() throws {
        // The last move 150 ms before the lift: Qt flings only when the lift follows a move by
        // less than 100 ms.
        let file = try fixture { o in
            var session = o["session"] as? [String] ?? []
            let up = session.firstIndex { $0.contains("\"up\"") } ?? 0
            session[up] = session[up].replacingOccurrences(of: "\"t\":160", with: "\"t\":310")
            o["session"] = session
            var release = o["release"] as? [String: Any] ?? [:]
            release["t"] = 310
            o["release"] = release
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        #expect(c.velocity == 0)
        #expect(c.presetRest == 0)
        #expect(!c.restPasses)
    }

    @Test("an engine that draws nothing after a held drag's lift: no frames to compare, nothing moves")
    func idleAfterLift() throws {
        let file = try fixture { o in
            var session = o["session"] as? [String] ?? []
            let up = session.firstIndex { $0.contains("\"up\"") } ?? 0
            session[up] = session[up].replacingOccurrences(of: "\"t\":160", with: "\"t\":400")
            o["session"] = session
            o["frames"] = (o["frames"] as? [[Double]] ?? []).filter { $0[0] <= 160 }
            var release = o["release"] as? [String: Any] ?? [:]
            release["t"] = 400
            release["offset"] = 162.8
            o["release"] = release
        }
        let c = try TruthComparison(file: file, name: "fixture")
        #expect(c.velocity == 0 && c.engineRest == 0 && c.presetRest == 0 && c.rms == 0)
        #expect(c.engineSettleFrame == -1 && c.presetSettleFrame == -1)
        #expect(c.restPasses && c.rmsPasses && c.settlePasses)
    }

    @Test("last-move dates the fling by the finger's last move before the lift")
    func lastMoveRule() throws {
        let file = try fixture { o in
            o["session"] = (o["session"] as? [String] ?? []).filter { !$0.contains("\"t\":160,\"type\":\"move\"") }
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .lastMove)
        #expect(c.startMs == 152)
        #expect(!c.rmsPasses)
    }

    @Test("frames the engine drew before it handled the lift are left out of x(t), not of settle")
    func latentFrames() throws {
        for shown in [170.0, 182.5] {
            let file = try fixture { o in
                var frames = o["frames"] as? [[Double]] ?? []
                frames[10][1] = shown
                o["frames"] = frames
            }
            let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
            #expect(c.latentFrames == 1)
            #expect(c.rms < 0.001)
            #expect(c.settleFrames == 0)
        }
        // A frame that moved more than 1 px is the fling's, wherever it is.
        let moved = try fixture { o in
            var frames = o["frames"] as? [[Double]] ?? []
            frames[10][1] = 190
            o["frames"] = frames
        }
        let c = try TruthComparison(file: moved, name: "fixture", rule: .previousFrame)
        #expect(c.latentFrames == 0)
        #expect(c.worst > 11)
    }

    @Test("an engine that shows whole pixels settles when its rounded offset stops changing")
    func wholePixels() throws {
        let file = try fixture { o in
            o["frames"] = (o["frames"] as? [[Double]] ?? []).map { [$0[0], $0[1].rounded()] }
        }
        let c = try TruthComparison(file: file, name: "fixture", rule: .previousFrame)
        // The curve's last 0.2 px (933 → 950 ms) is invisible in whole pixels: both stop at 933 ms.
        #expect(c.engineSettleMs == 933.333)
        #expect(c.presetSettleMs == 933.333)
        #expect(c.rms < 0.5)
    }

    @Test("the RMS under every start rule finds the fixture's own as the best fit")
    func everyRule() throws {
        let c = try TruthComparison(file: fixture(), name: "fixture", rule: .input)
        #expect(c.rmsByRule.map(\.rule) == FlingStartRule.allCases)
        let best = try #require(c.rmsByRule.min { $0.rms < $1.rms })
        #expect(best.rule == .previousFrame && best.rms < 0.001)
        // Drawing the sample of the frame before puts the lift's frame at the release offset.
        let late = try TruthComparison(file: fixture(), name: "fixture", rule: .inputOneFrameLate)
        #expect(late.startMs == 160)
        #expect(late.rms > 1)
    }
}
