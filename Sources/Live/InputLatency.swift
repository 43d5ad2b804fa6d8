import Diagnostics

/// Input-to-present latency: the time from each input's server timestamp to the moment the frame
/// that first showed it reached the screen.
///
/// Inputs read before a frame is drawn belong to that frame; they wait "in flight" until its
/// completion arrives, while inputs read meanwhile belong to the next frame.
public struct InputLatency: Sendable {
    /// Inputs remembered per frame at most (a flood of events must not grow memory without end).
    public static let maximumPending = 4096

    /// Inputs kept input by input at most (`run --latency-log`), about 2 MB.
    public static let maximumPresented = 1 << 17

    private var pendingMs: [Double] = []
    private var inFlightMs: [Double] = []
    /// Latencies of every presented input, ns.
    public private(set) var histogram = DurationHistogram()
    /// The first `maximumPresented` inputs that reached the screen, in order.
    public private(set) var presentedInputs: [PresentedInput] = []
    /// The latest inputs' latencies (the overlay's figure).
    private var recent = RecentLatencies()
    /// p50 and p99 over the latest inputs after the last frame that showed input, ms: what the
    /// overlay shows from then on. Nil before any input reached the screen.
    public private(set) var recentMs: (p50: Double, p99: Double, inputs: Int)?

    /// No inputs yet.
    public init() {
        pendingMs.reserveCapacity(256)
        inFlightMs.reserveCapacity(256)
    }

    /// An input stamped `atMs` (monotonic) was read; the next frame drawn shows it.
    public mutating func inputRead(atMs: Double) {
        if pendingMs.count < Self.maximumPending { pendingMs.append(atMs) }
    }

    /// A frame was drawn: the inputs read so far are in flight with it.
    public mutating func frameDrawn() {
        swap(&pendingMs, &inFlightMs)
        pendingMs.removeAll(keepingCapacity: true)
    }

    /// The frame in flight reached the screen at `atMs`: its inputs' latencies are recorded.
    public mutating func presented(atMs: Double) {
        guard !inFlightMs.isEmpty else { return }
        for inputMs in inFlightMs {
            let ns = UInt64(max(0, atMs - inputMs) * 1e6)
            histogram.record(ns)
            recent.record(ns)
        }
        if let p50 = recent.percentileMs(0.5), let p99 = recent.percentileMs(0.99) {
            recentMs = (p50, p99, recent.stored)
        }
        for inputMs in inFlightMs where presentedInputs.count < Self.maximumPresented {
            presentedInputs.append(PresentedInput(inputMs: inputMs, presentedMs: atMs,
                                                  overlayP50Ms: recentMs?.p50, overlayP99Ms: recentMs?.p99))
        }
        inFlightMs.removeAll(keepingCapacity: true)
    }

    /// Inputs waiting for the next frame to be drawn.
    public var pendingCount: Int { pendingMs.count }

    /// Latency percentile `p` in ms (0 with no inputs).
    public func percentileMs(_ p: Double) -> Double { Double(histogram.percentile(p)) / 1e6 }

    /// One line about the latency, or nil when no input was presented.
    public func report(pacing: LivePacing, hz: Double, source: String) -> String? {
        guard histogram.count > 0 else { return nil }
        func ms(_ ns: UInt64) -> String { String(Double(ns / 10_000) / 100) }
        return "input-to-present latency p50 \(ms(histogram.percentile(0.5))) ms, p99 \(ms(histogram.percentile(0.99))) ms over \(histogram.count) inputs (\(pacing.rawValue) pacing at \(hz) Hz, \(source))"
    }
}
