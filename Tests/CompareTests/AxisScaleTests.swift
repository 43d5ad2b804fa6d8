import Testing
@testable import Compare

@Suite("Plot axes: round ticks")
struct AxisScaleTests {
    @Test func niceSteps() {
        #expect(AxisScale.niceStep(0.13) == 0.2)
        #expect(AxisScale.niceStep(1) == 1)
        #expect(AxisScale.niceStep(3.2) == 5)
        #expect(AxisScale.niceStep(700) == 1000)
        #expect(AxisScale.niceStep(0) == 1)
    }

    @Test func rangeWidensToWholeTicks() {
        let scale = AxisScale(low: -37, high: 583)
        #expect(scale.step == 200)
        #expect(scale.low == -200 && scale.high == 600)
        #expect(scale.ticks == [-200, 0, 200, 400, 600])
    }

    @Test func flatValuesStillHaveARange() {
        let scale = AxisScale(values: [0, 0, 0])
        #expect(scale.high > scale.low)
        #expect(scale.ticks.contains(0))
    }

    @Test func labelsCarryTheStepsDecimals() {
        #expect(AxisScale.format(0.5, step: 0.5) == "0.5")
        #expect(AxisScale.format(1200, step: 200) == "1200")
    }
}
