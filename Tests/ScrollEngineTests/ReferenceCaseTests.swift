import Testing
@testable import ScrollEngine

/// `handoff physics verify`'s table, in the suite: each preset against its engine's own test
/// numbers and code.
@Suite("Presets against their engines' tests and code (physics verify)")
struct ReferenceCaseTests {
    @Test("every reference case is within its tolerance", arguments: PhysicsPreset.all.map(\.name))
    func preset(name: String) {
        let cases = ReferenceCases.cases(for: name)
        #expect(cases.count >= 30, "\(name) has too few reference cases")
        for result in cases.map({ $0.run() }) where !result.passed {
            Issue.record("\(name): \(result.reference.check): expected \(result.reference.expected) ± \(result.reference.tolerance), measured \(result.measured) (\(result.reference.origin))")
        }
    }

    @Test("the flick cases notice a fling that starts a frame early")
    func detectsEarlyStart() {
        // The same flick, lifted between frames, with the fling advanced a whole frame at the lift's
        // frame (as before motion started at the input's time): the offsets differ by more than the
        // 1-px tolerance.
        let flick = ReferenceFlick(velocity: 2000, releaseMs: 290, hz: 60)
        let outcome = flick.run(.ios).outcome
        let tau = (outcome.frames[0].timeMs - 290) / 1000
        let onTime = DecelerationSimulation(velocity: 2000).x(tau)
        let early = DecelerationSimulation(velocity: 2000).x(1.0 / 60)
        #expect(abs(outcome.frames[0].offset - outcome.releaseOffset - onTime) < 1e-6)
        #expect(abs(early - onTime) > 1)
    }
}
