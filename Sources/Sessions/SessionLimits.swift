/// The documented bounds on what a session may ask for (docs/sessions.md, "Limits").
///
/// They exist so that no later code can trap or run away: a size allocates a framebuffer,
/// a time sets how many frames replay runs, a coordinate or delta goes through the engine's
/// arithmetic, a wheel count is multiplied by the notch distance. The reader checks them
/// where lines are decoded (each broken bound is exit 65 naming FILE:LINE), the writer
/// before it writes, and the CLI's `--size` before it opens anything.
///
/// Every event type checks its fields with these functions, so a new type reuses them:
/// positions and pixel deltas with `checkCoordinate`, notch counts with `checkNotches`,
/// sizes with `checkSize`.
public enum SessionLimits {
    /// Largest width or height, in pixels, of `size`, `resize` and `--size`.
    public static let maximumSide = 16_384
    /// Largest width × height, in pixels (256 MB of 32-bit pixels).
    public static let maximumPixels = 67_108_864
    /// Latest event time, in ms (24 hours).
    public static let maximumTime = 86_400_000.0
    /// Largest magnitude of a coordinate or a pixel delta.
    public static let maximumCoordinate = 1_000_000.0
    /// Largest magnitude of a wheel event's `dx`/`dy`, in notches.
    public static let maximumNotches = 100.0
    /// Highest replay clock rate, in Hz.
    public static let maximumHz = 1000.0
    /// Longest chat load latency, in ms (24 hours, like the latest event time): `load_latency_ms`
    /// and `--load-latency` alike.
    public static let maximumLoadLatencyMs = 86_400_000.0

    /// Why `width`×`height` is not a size a session may have (the words after the field's
    /// name), or nil. The CLI uses it for `--size`, the reader for `size` and `resize`.
    public static func sizeProblem(width: Int, height: Int) -> String? {
        guard width >= 1, height >= 1 else { return "must be at least 1×1, got \(width)×\(height)" }
        guard width <= maximumSide, height <= maximumSide else {
            return "must be at most \(maximumSide) on each side, got \(width)×\(height)"
        }
        // Both sides are ≤ 16384 here, so the product cannot overflow.
        guard width * height <= maximumPixels else {
            return "must be at most \(maximumPixels) pixels, got \(width)×\(height) = \(width * height)"
        }
        return nil
    }

    /// `label` is how the message names the field, quotes included (`"size"`).
    static func checkSize(width: Int, height: Int, label: String) throws(SessionProblem) {
        if let problem = sizeProblem(width: width, height: height) {
            throw SessionProblem(message: "\(label) \(problem)")
        }
    }

    static func checkTime(_ t: Double) throws(SessionProblem) {
        guard t.isFinite else { throw SessionProblem.expected("t", "a finite number") }
        guard t >= 0 else { throw SessionProblem.negativeTime(t) }
        guard t <= maximumTime else {
            throw SessionProblem(message: "\"t\" is beyond 24 hours (at most 86400000 ms, got \(SessionLineEncoder.number(t)))")
        }
    }

    /// A position or a pixel delta: finite and within ±`maximumCoordinate`.
    static func checkCoordinate(_ value: Double, key: String) throws(SessionProblem) {
        guard value.isFinite, value.magnitude <= maximumCoordinate else {
            throw SessionProblem.expected(key, "a finite number within ±1000000")
        }
    }

    /// Why the point (`x`, `y`) cannot be a session's coordinate (the words after the option's
    /// name), or nil: `flick --at 1e9,1e9` is an option out of range (64), not bad data in the output.
    public static func pointProblem(x: Double, y: Double) -> String? {
        guard x.magnitude <= maximumCoordinate, y.magnitude <= maximumCoordinate else {
            return "must be within ±\(Int(maximumCoordinate)) on each axis, got \(x),\(y)"
        }
        return nil
    }

    /// A wheel notch count: an integer within ±`maximumNotches`.
    static func checkNotches(_ value: Double, key: String) throws(SessionProblem) {
        guard value.isFinite, value.rounded() == value, value.magnitude <= maximumNotches else {
            throw SessionProblem.expected(key, "an integer within ±100 (wheel notches)")
        }
    }

    static func checkLoadLatency(_ ms: Double) throws(SessionProblem) {
        guard ms.isFinite, ms >= 0, ms <= maximumLoadLatencyMs else {
            throw SessionProblem.expected("load_latency_ms", "a finite number >= 0 and <= 86400000 (ms)")
        }
    }

    static func checkHz(_ hz: Double) throws(SessionProblem) {
        guard hz.isFinite, hz > 0, hz <= maximumHz else {
            throw SessionProblem.expected("hz", "a finite number > 0 and <= 1000")
        }
    }
}
