/// The time span `compare --plot` draws (`--window FROM:TO`, ms on the session clock).
///
/// An end left out takes its default: from `marginBeforeMs` before the first input of the
/// session's last gesture, to `marginAfterMs` after the last frame in which any run moved — the
/// gesture, not the session's idle minutes around it.
public struct PlotWindow: Equatable, Sendable {
    /// The window's start (nil: the default).
    public var fromMs: Double?
    /// The window's end (nil: the default).
    public var toMs: Double?

    /// Shown before the last gesture's first input.
    public static let marginBeforeMs = 100.0
    /// Shown after the last motion.
    public static let marginAfterMs = 300.0

    /// A window; nil ends take their defaults.
    public init(fromMs: Double? = nil, toMs: Double? = nil) {
        self.fromMs = fromMs
        self.toMs = toMs
    }

    /// Parses `FROM:TO`, either side optional (`500:1500`, `500:`, `:1500`); nil when malformed,
    /// not finite, negative, or FROM ≥ TO.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func value(_ text: Substring) -> Double?? {
            if text.isEmpty { return .some(nil) }
            guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
            return .some(number)
        }
        guard let from = value(parts[0]), let to = value(parts[1]) else { return nil }
        if let from, let to, from >= to { return nil }
        self.init(fromMs: from, toMs: to)
    }

    /// The span a run must keep while it streams: known before the runs end (the end's default is
    /// not, so it is open).
    public func recorded(gestureStartMs: Double?) -> ClosedRange<Double> {
        start(gestureStartMs: gestureStartMs)...(toMs ?? .infinity)
    }

    /// The span drawn, once every run has ended: the default end is `marginAfterMs` after the
    /// last motion of any run (the runs' end when nothing moved), never before the start.
    public func shown(gestureStartMs: Double?, lastMotionMs: Double?, endMs: Double) -> ClosedRange<Double> {
        let from = start(gestureStartMs: gestureStartMs)
        let to = toMs ?? lastMotionMs.map { $0 + Self.marginAfterMs } ?? endMs
        return from...max(to, from + 1)
    }

    private func start(gestureStartMs: Double?) -> Double {
        fromMs ?? max(0, (gestureStartMs ?? 0) - Self.marginBeforeMs)
    }
}
