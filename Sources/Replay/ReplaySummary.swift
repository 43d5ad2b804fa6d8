import Diagnostics
import Foundation
import Scenes
import ScrollMetrics
import Sessions

/// The outcome of a replay (docs/trace.md, "Summary"), written by `JSONEncoder`.
///
/// Documented keys (docs/trace.md): `frames`, `hash`, `final` (the last trace line), `core_ms`, `settings`. Extra keys:
/// `drawn_frames` (frames that did work; `core_ms` is taken over these) and `idle_frames`
/// (frames in which nothing changed). New keys are new stored properties with a `CodingKeys`
/// case; nothing else changes.
public struct ReplaySummary: Sendable, Encodable {
    /// Frames run.
    public var frames: Int
    /// Frames that drew something (the rest were idle: nothing changed, nothing animated).
    public var drawnFrames: Int
    /// Digest of every frame's pixels, in order (never the overlay).
    public var hash: String
    /// Index and time of the last frame.
    public var finalFrame: Int
    /// Session time of the last frame, ms.
    public var finalTimeMs: Double
    /// The last frame's state.
    public var final: SceneState
    /// Per-frame core time percentiles over the drawn frames, ms.
    public var coreP50Ms: Double
    /// 99th percentile of the core time, ms.
    public var coreP99Ms: Double
    /// Longest core time, ms.
    public var coreMaxMs: Double
    /// The settings the replay ran with (`settings`).
    public var settings: ReplaySettings
    /// Events delivered to the loop (not part of the JSON; the benchmark divides by it).
    public var eventsDelivered: Int
    /// Whether the replay was stopped before its end (SIGINT): then `frames` and `hash` cover
    /// only part of the session and are not reported.
    public var interrupted: Bool
    /// The field metrics (`jank_v3_frames`, … docs/metrics.md).
    public var field: FieldMetrics

    /// A summary.
    public init(frames: Int, drawnFrames: Int, hash: String, finalFrame: Int, finalTimeMs: Double, final: SceneState,
                coreP50Ms: Double, coreP99Ms: Double, coreMaxMs: Double, settings: ReplaySettings,
                eventsDelivered: Int = 0, interrupted: Bool = false, field: FieldMetrics = FieldMetrics()) {
        self.frames = frames
        self.drawnFrames = drawnFrames
        self.hash = hash
        self.finalFrame = finalFrame
        self.finalTimeMs = finalTimeMs
        self.final = final
        self.coreP50Ms = coreP50Ms
        self.coreP99Ms = coreP99Ms
        self.coreMaxMs = coreMaxMs
        self.settings = settings
        self.eventsDelivered = eventsDelivered
        self.interrupted = interrupted
        self.field = field
    }

    /// The last frame's trace line, as JSON.
    public var finalTraceLine: String {
        TraceLine.json(frame: finalFrame, timeMs: finalTimeMs, state: final)
    }

    private enum CodingKeys: String, CodingKey {
        case frames, hash, final, settings
        case coreMs = "core_ms"
        case drawnFrames = "drawn_frames"
        case idleFrames = "idle_frames"
    }

    /// p50 / p99 / max in ms.
    private struct Percentiles: Encodable {
        var p50: Double
        var p99: Double
        var max: Double
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frames, forKey: .frames)
        try container.encode(hash, forKey: .hash)
        guard let finalLine = JSONValue(parsing: finalTraceLine) else {
            throw EncodingError.invalidValue(finalTraceLine, .init(codingPath: [CodingKeys.final],
                                                                   debugDescription: "TraceLine wrote invalid JSON"))
        }
        try container.encode(finalLine, forKey: .final)
        try container.encode(Percentiles(p50: coreP50Ms, p99: coreP99Ms, max: coreMaxMs), forKey: .coreMs)
        try container.encode(settings, forKey: .settings)
        try container.encode(drawnFrames, forKey: .drawnFrames)
        try container.encode(frames - drawnFrames, forKey: .idleFrames)
        // Flat, as in a `compare` row: `jank_v3_frames`, … beside `frames`.
        try field.encode(to: encoder)
    }

    /// The documented one-line JSON object (keys sorted, so the line is the same on every run).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a finite number, a string or a trace line TraceLine wrote: encoding cannot fail.
        guard let bytes = try? encoder.encode(self) else { preconditionFailure("ReplaySummary is always encodable") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
