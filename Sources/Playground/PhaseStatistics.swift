/// p50 / p99 / max of each phase over a run of frames, in milliseconds.
public struct PhaseStatistics: Sendable {
    public var engine = DurationHistogram()
    public var raster = DurationHistogram()
    public var present = DurationHistogram()
    public var core = DurationHistogram()

    /// Empty statistics.
    public init() {}

    /// Adds one frame.
    public mutating func record(_ timing: FrameTiming) {
        engine.record(timing.engine)
        raster.record(timing.raster)
        present.record(timing.present)
        core.record(timing.core)
    }

    /// Frames recorded.
    public var frames: Int { core.count }

    /// `{"p50":…,"p99":…,"max":…}` in ms for one histogram.
    public static func json(_ h: DurationHistogram) -> String {
        "{\"p50\":\(ms(h.percentile(0.5))),\"p99\":\(ms(h.percentile(0.99))),\"max\":\(ms(h.max))}"
    }

    /// Nanoseconds as milliseconds rounded to 0.1 µs, in JSON.
    public static func ms(_ ns: UInt64) -> String {
        TraceLine.number((Double(ns) / 100).rounded() / 10_000)
    }
}
