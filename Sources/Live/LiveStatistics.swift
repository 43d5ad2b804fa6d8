import Diagnostics

/// What a live session measures about itself: presentation (frames, misses, hitches, intervals),
/// input-to-present latency and core times, and the summary and status built from them.
public struct LiveStatistics: Sendable {
    /// Frames on screen, misses, hitches and intervals.
    public private(set) var presentation: PresentationStatistics
    /// Input-to-present latency.
    public private(set) var latency = InputLatency()
    /// Core (CPU) time of each drawn frame, ns.
    public private(set) var coreTimes = DurationHistogram()

    /// Statistics of a display refreshing every `periodMs`.
    public init(periodMs: Double) { presentation = PresentationStatistics(periodMs: periodMs) }

    /// An input stamped `atMs` was read: the next frame drawn shows it.
    public mutating func inputRead(atMs: Double) { latency.inputRead(atMs: atMs) }

    /// A frame was made (`coreNs` when it was drawn rather than skipped as idle). Input waits for
    /// a frame that is drawn: one that changed nothing is never presented, and the input it read
    /// reaches the screen with the next drawn frame, which is where its latency ends.
    public mutating func frameDrawn(coreNs: UInt64?) {
        guard let coreNs else { return }
        coreTimes.record(coreNs)
        latency.frameDrawn()
    }

    /// The frame in flight reached the screen at `atMs` (at vblank `msc` where known), after the
    /// previous one without a rest in between when `continuing`.
    public mutating func presented(atMs: Double, msc: UInt64?, continuing: Bool) {
        presentation.record(presentedMs: atMs, msc: msc, continuing: continuing)
        latency.presented(atMs: atMs)
    }

    /// The run's summary (`run --summary`) at `hz` measured from `source`.
    public func summary(hz: Double, source: String) -> RunSummary {
        func ms(_ ns: UInt64) -> Double { Double(ns) / 1e6 }
        return RunSummary(
            hz: hz, hzSource: source, frames: presentation.frames, missed: presentation.missed,
            hitchMsPerS: presentation.hitchMsPerSecond,
            intervalMs: .init(p50: ms(presentation.intervals.percentile(0.5)), p99: ms(presentation.intervals.percentile(0.99))),
            inputToPresentMs: .init(p50: latency.percentileMs(0.5), p99: latency.percentileMs(0.99)),
            coreMs: .init(p50: ms(coreTimes.percentile(0.5)), p99: ms(coreTimes.percentile(0.99)), max: ms(coreTimes.max)))
    }

    /// The overlay's display line.
    public func status(hz: Double, source: String, pacing: LivePacing) -> DisplayStatus {
        DisplayStatus(hz: hz, source: source, pacing: pacing.rawValue,
                      hitchMsPerSecond: presentation.recentHitchMsPerSecond, missed: presentation.missed,
                      inputToScreen: latency.recentMs.map { .init(p50Ms: $0.p50, p99Ms: $0.p99, inputs: $0.inputs) })
    }
}
