import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// Files whose frames name the engine's sample they show, and the engine's own time of handling
/// the lift: the comparison takes both from the file instead of the start rule's guess.
@Suite("Truth samples and handling")
struct TruthSampleTests {
    /// The fixture with each frame from the lift on naming a sample `behind` ms before its time.
    private func fixture(samplesBehind behind: Double?, handled: Double? = nil) throws -> TruthFile {
        var object = Repository.fixtureObject
        if let behind {
            let frames = object["frames"] as? [[Double]] ?? []
            object["frames"] = frames.map { $0[0] >= 160 ? [$0[0], $0[1], $0[0] - behind] : $0 }
        }
        if let handled {
            var release = object["release"] as? [String: Any] ?? [:]
            release["handled"] = handled
            object["release"] = release
        }
        return try TruthFile.parse(Repository.data(object), name: "fixture")
    }

    @Test("frames read with or without the sample they show")
    func decoding() throws {
        let plain = try fixture(samplesBehind: nil)
        #expect(plain.frames.allSatisfy { $0.sampledMs == nil })
        let sampled = try fixture(samplesBehind: 0)
        #expect(sampled.frames.filter { $0.timeMs >= 160 }.allSatisfy { $0.sampledMs == $0.timeMs })
        #expect(sampled.frames.filter { $0.timeMs < 160 }.allSatisfy { $0.sampledMs == nil })
    }

    @Test("a sample after its frame, or a lift handled more than a second from it, is refused")
    func refusals() throws {
        #expect(throws: TruthError.self) { try fixture(samplesBehind: -5) }
        let far = #expect(throws: TruthError.self) { try fixture(samplesBehind: nil, handled: 160 - 1500) }
        #expect(far?.description.contains("from the lift") == true)
        _ = try fixture(samplesBehind: nil, handled: 150)
    }

    @Test("x(t) follows the samples the frames name, whatever the rule's lag")
    func recordedSamples() throws {
        // The fixture's frames show their own frame's sample: naming that keeps the fit exact,
        // even under a rule that would draw each frame one late.
        let own = try TruthComparison(file: fixture(samplesBehind: 0), name: "fixture", rule: .previousFrame)
        #expect(own.rms < 0.001)
        let lateRule = try TruthComparison(file: fixture(samplesBehind: 0), name: "fixture", rule: .inputOneFrameLate)
        let lateRuleUnsampled = try TruthComparison(file: fixture(samplesBehind: nil), name: "fixture", rule: .inputOneFrameLate)
        #expect(lateRule.rms < lateRuleUnsampled.rms)
        // Naming the frame before's sample moves every frame back a frame: far off the engine.
        let behind = try TruthComparison(file: fixture(samplesBehind: 1000.0 / 60), name: "fixture", rule: .previousFrame)
        #expect(behind.rms > 1)
        let previous = try TruthReport.sampleLags(fixture(samplesBehind: 1000.0 / 60))
        let ownLags = try TruthReport.sampleLags(fixture(samplesBehind: 0))
        #expect(previous.previous > 30 && previous.own == 0)
        #expect(ownLags.own > 30 && ownLags.previous == 0)
    }

    @Test("last-move-one-frame-late restarts the curve from the engine's own handling of the lift")
    func handledLift() throws {
        // The last move is at 160 with the lift: handled at once the curve starts there; handled
        // 40 ms later (two 60-Hz frames or more), one frame before the handling.
        let prompt = try TruthComparison(file: fixture(samplesBehind: nil), name: "fixture", rule: .lastMoveOneFrameLate)
        #expect(prompt.startMs == 160)
        let late = try TruthComparison(file: fixture(samplesBehind: nil, handled: 200), name: "fixture", rule: .lastMoveOneFrameLate)
        #expect(abs(late.startMs - (200 - 1000.0 / 60)) < 1e-9)
    }
}
