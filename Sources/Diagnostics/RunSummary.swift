import ScrollMetrics

/// `run --summary`: one JSON object on standard output when the window closes (docs/trace.md,
/// "Run summary"). Times in ms, rounded to the microsecond.
public struct RunSummary: Codable, Sendable, Equatable {
    /// p50 and p99 of a duration, ms.
    public struct Percentiles: Codable, Sendable, Equatable {
        public var p50: Double
        public var p99: Double
        /// Percentiles.
        public init(p50: Double, p99: Double) {
            self.p50 = p50
            self.p99 = p99
        }
    }

    /// p50, p99 and max of the core time, ms.
    public struct Core: Codable, Sendable, Equatable {
        public var p50: Double
        public var p99: Double
        public var max: Double
        /// Core percentiles.
        public init(p50: Double, p99: Double, max: Double) {
            self.p50 = p50
            self.p99 = p99
            self.max = max
        }
    }

    /// The display rate the window ran at.
    public var hz: Double
    /// `randr`, `present`, `default` (60), or `option` (`--hz N`).
    public var hzSource: String
    /// Frames presented.
    public var frames: Int
    /// Frames presented later than one refresh after the previous one while something moved.
    public var missed: Int
    /// Time frames were late (beyond one refresh), per second of movement.
    public var hitchMsPerS: Double
    /// Time between frames presented back to back.
    public var intervalMs: Percentiles
    /// From an input's X server timestamp to the present completion of the first frame that used it.
    public var inputToPresentMs: Percentiles
    /// Input + engine + raster + present, per drawn frame.
    public var coreMs: Core
    /// The field metrics of the frames drawn (`jank_v3_frames`, … docs/metrics.md), flat beside
    /// the rest.
    public var field = FieldMetrics()

    enum CodingKeys: String, CodingKey {
        case hz
        case hzSource = "hz_source"
        case frames, missed
        case hitchMsPerS = "hitch_ms_per_s"
        case intervalMs = "interval_ms"
        case inputToPresentMs = "input_to_present_ms"
        case coreMs = "core_ms"
    }

    /// A summary; every time is rounded to the microsecond.
    public init(hz: Double, hzSource: String, frames: Int, missed: Int, hitchMsPerS: Double,
                intervalMs: Percentiles, inputToPresentMs: Percentiles, coreMs: Core) {
        func r(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        self.hz = r(hz)
        self.hzSource = hzSource
        self.frames = frames
        self.missed = missed
        self.hitchMsPerS = r(hitchMsPerS)
        self.intervalMs = Percentiles(p50: r(intervalMs.p50), p99: r(intervalMs.p99))
        self.inputToPresentMs = Percentiles(p50: r(inputToPresentMs.p50), p99: r(inputToPresentMs.p99))
        self.coreMs = Core(p50: r(coreMs.p50), p99: r(coreMs.p99), max: r(coreMs.max))
    }

    /// A summary from a `run --summary` line (the field metrics' keys may be absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        hz = try container.decode(Double.self, forKey: .hz)
        hzSource = try container.decode(String.self, forKey: .hzSource)
        frames = try container.decode(Int.self, forKey: .frames)
        missed = try container.decode(Int.self, forKey: .missed)
        hitchMsPerS = try container.decode(Double.self, forKey: .hitchMsPerS)
        intervalMs = try container.decode(Percentiles.self, forKey: .intervalMs)
        inputToPresentMs = try container.decode(Percentiles.self, forKey: .inputToPresentMs)
        coreMs = try container.decode(Core.self, forKey: .coreMs)
        field = (try? FieldMetrics(from: decoder)) ?? FieldMetrics()
    }

    /// The documented object, the field metrics' keys flat beside the rest.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hz, forKey: .hz)
        try container.encode(hzSource, forKey: .hzSource)
        try container.encode(frames, forKey: .frames)
        try container.encode(missed, forKey: .missed)
        try container.encode(hitchMsPerS, forKey: .hitchMsPerS)
        try container.encode(intervalMs, forKey: .intervalMs)
        try container.encode(inputToPresentMs, forKey: .inputToPresentMs)
        try container.encode(coreMs, forKey: .coreMs)
        try field.encode(to: encoder)
    }
}

import Foundation

extension RunSummary {
    /// The one-line JSON object, keys sorted (a stable order for scripts that compare lines).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
