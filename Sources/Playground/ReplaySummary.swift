import Scenes

/// The outcome of a replay (CONTRACT.md, "Summary").
public struct ReplaySummary: Sendable {
    /// Frames run.
    public var frames: Int
    /// Digest of every frame's pixels, in order (never the overlay).
    public var hash: String
    /// Index and time of the last frame.
    public var finalFrame: Int
    public var finalTimeMs: Double
    /// The last frame's state.
    public var final: SceneState
    /// Per-frame core time percentiles, ms.
    public var coreP50Ms: Double
    public var coreP99Ms: Double
    public var coreMaxMs: Double
    /// Frames per second of wall-clock replay speed (not part of the contract's keys; extra).
    public var replayFPS: Double
    /// The settings the replay ran with.
    public var settings: ReplaySettings

    /// The contract's one-line JSON object.
    public var json: String {
        let final = TraceLine.json(frame: finalFrame, timeMs: finalTimeMs, state: self.final)
        return "{\"frames\":\(frames),\"hash\":\"\(hash)\",\"final\":\(final),\"core_ms\":{\"p50\":\(TraceLine.number(coreP50Ms)),\"p99\":\(TraceLine.number(coreP99Ms)),\"max\":\(TraceLine.number(coreMaxMs))},\"settings\":\(settings.json),\"replay_fps\":\(TraceLine.number(replayFPS.rounded()))}"
    }
}
