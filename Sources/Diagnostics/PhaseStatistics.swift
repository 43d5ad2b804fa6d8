/// p50 / p99 / max of each phase over a run of frames, in milliseconds.
public struct PhaseStatistics: Sendable {
    public var engine = DurationHistogram()
    public var raster = DurationHistogram()
    public var present = DurationHistogram()
    public var core = DurationHistogram()
    /// Composing headless damage frames (``FrameTiming/compose``), apart from the core.
    public var compose = DurationHistogram()

    /// Empty statistics.
    public init() {}

    /// Adds one frame.
    public mutating func record(_ timing: FrameTiming) {
        engine.record(timing.engine)
        raster.record(timing.raster)
        present.record(timing.present)
        core.record(timing.core)
        compose.record(timing.compose)
    }

    /// Frames recorded.
    public var frames: Int { core.count }
}
