/// One input as the window saw it reach the screen: its X server timestamp and the presentation
/// time of the frame that first showed it, both on `CLOCK_MONOTONIC` in ms.
///
/// `run --latency-log FILE` writes these one per line, so an outside measurement of the same run
/// (Benchmarks/latency) can be held against the window's own figure input by input.
public struct PresentedInput: Sendable, Equatable {
    /// The input's server timestamp, ms (whole ms: the server stamps events in whole ms).
    public var inputMs: Double
    /// When the frame that used it was presented (`CompleteNotify`'s `ust`), ms.
    public var presentedMs: Double

    /// The profiling overlay's input-to-screen p50 and p99 (ms, over the latest inputs) once
    /// this input's frame was on screen: what the panel showed from then on.
    public var overlayP50Ms: Double?
    /// See ``overlayP50Ms``.
    public var overlayP99Ms: Double?

    /// The pair of times and the overlay's figures after them.
    public init(inputMs: Double, presentedMs: Double, overlayP50Ms: Double? = nil, overlayP99Ms: Double? = nil) {
        self.inputMs = inputMs
        self.presentedMs = presentedMs
        self.overlayP50Ms = overlayP50Ms
        self.overlayP99Ms = overlayP99Ms
    }

    /// Input to present, ms.
    public var latencyMs: Double { presentedMs - inputMs }

    /// One JSON line: `{"input_ms":…,"presented_ms":…,"latency_ms":…,"overlay_p50_ms":…,"overlay_p99_ms":…}`,
    /// µs-rounded (the overlay's keys only where it had figures).
    public var jsonLine: String {
        func r(_ v: Double) -> String { String((v * 1000).rounded() / 1000) }
        var line = "{\"input_ms\":\(r(inputMs)),\"presented_ms\":\(r(presentedMs)),\"latency_ms\":\(r(latencyMs))"
        if let overlayP50Ms, let overlayP99Ms {
            line += ",\"overlay_p50_ms\":\(r(overlayP50Ms)),\"overlay_p99_ms\":\(r(overlayP99Ms))"
        }
        return line + "}"
    }
}
