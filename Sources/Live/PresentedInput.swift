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

    /// The pair of times.
    public init(inputMs: Double, presentedMs: Double) {
        self.inputMs = inputMs
        self.presentedMs = presentedMs
    }

    /// Input to present, ms.
    public var latencyMs: Double { presentedMs - inputMs }

    /// One JSON line: `{"input_ms":…,"presented_ms":…,"latency_ms":…}`, µs-rounded.
    public var jsonLine: String {
        func r(_ v: Double) -> String { String((v * 1000).rounded() / 1000) }
        return "{\"input_ms\":\(r(inputMs)),\"presented_ms\":\(r(presentedMs)),\"latency_ms\":\(r(latencyMs))}"
    }
}
