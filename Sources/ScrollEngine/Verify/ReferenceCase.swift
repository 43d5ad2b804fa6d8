/// Where a case's expected number comes from, weakest evidence last.
public enum ReferenceKind: String, Sendable, CaseIterable {
    /// Recorded from the real engine running here (a truth file).
    case truth = "truth"
    /// Computed by the engine's own code, compiled and run here without its platform (an
    /// engine-code run: AOSP's OverScroller under a JDK).
    case engineCodeRun = "engine-code-run"
    /// Asserted by the engine's own unit tests.
    case engineTest = "engine-test"
    /// Computed by hand from the engine's code.
    case engineCode = "engine-code"
    /// A replica of the engine's code written in this repository, frame by frame: it shares its
    /// author's reading of the source, so it catches drift, not misreadings.
    case replica = "replica"
}

/// One check of a preset against its engine: a number the engine's own unit tests assert, one
/// its code computes, one a replica gives or one the real engine recorded, and the same quantity
/// measured through Handoff.
///
/// `handoff physics verify` prints these one per line and the test suite runs the same table, so
/// a change that moves a preset away from its engine fails both.
public struct ReferenceCase: Sendable {
    /// The preset checked.
    public var preset: String
    /// Where the expected number comes from.
    public var kind: ReferenceKind
    /// What is measured, in a few words.
    public var check: String
    /// Where the expected number comes from: the engine's repository and file (and test name).
    public var origin: String
    /// The engine's number.
    public var expected: Double
    /// How far the measured value may be from it (the engine test's own tolerance where it has one).
    public var tolerance: Double
    /// Unit of both.
    public var unit: String
    /// Measures the value through Handoff.
    let measure: @Sendable () -> Double

    /// A case.
    public init(preset: String, kind: ReferenceKind, check: String, origin: String, expected: Double, tolerance: Double,
                unit: String, measure: @escaping @Sendable () -> Double) {
        self.preset = preset
        self.kind = kind
        self.check = check
        self.origin = origin
        self.expected = expected
        self.tolerance = tolerance
        self.unit = unit
        self.measure = measure
    }

    /// Runs the measurement.
    public func run() -> ReferenceResult {
        let measured = measure()
        return ReferenceResult(reference: self, measured: measured,
                               passed: measured.isFinite && abs(measured - expected) <= tolerance)
    }
}

/// A case's outcome.
public struct ReferenceResult: Sendable {
    /// The case.
    public var reference: ReferenceCase
    /// What Handoff gave.
    public var measured: Double
    /// Whether it is within the tolerance.
    public var passed: Bool
}
