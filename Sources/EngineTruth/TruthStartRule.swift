import ScrollEngine

/// Where a fling's t = 0 lies on the engine's frames: the rules a preset can state
/// (`FlingStartRule`), and three that real engines show beyond them, so that a file a preset misses
/// can say which start would have fit. The truth test only ever asserts under the preset's own
/// rule.
public enum TruthStartRule: String, Sendable, CaseIterable {
    /// At the lift's own timestamp.
    case input = "input"
    /// At the timestamp of the finger's last move before the lift: an engine that dates its fling
    /// by its last scroll update (Chromium's `FlingController::UpdateCurrentFlingState`) when the
    /// lift comes after the last move.
    case lastMove = "last-move"
    /// At the last frame at or before the lift: an engine whose animation clock counts a new
    /// animation from its latest tick (Qt's `QUnifiedTimer`, while its timer runs).
    case previousFrame = "previous-frame"
    /// At the first frame at or after the lift (the frame that handles it).
    case liftFrame = "lift-frame"
    /// One frame after that.
    case nextFrame = "next-frame"
    /// At the lift's own timestamp, each frame showing the curve as sampled at the frame before:
    /// an engine that draws the previous sample (Firefox's APZ on WebRender).
    case inputOneFrameLate = "input-one-frame-late"

    /// The rule a preset states, or nil when the harness does not know it.
    public init?(_ rule: FlingStartRule) { self.init(rawValue: rule.rawValue) }

    /// How far after the lift the rule puts t = 0, in words.
    var delay: String {
        switch self {
        case .input: "0 (any frame rate)"
        case .lastMove: "the last input interval before it (any frame rate)"
        case .previousFrame: "0 to 1 frame before it (up to 16.7 ms at 60 Hz)"
        case .liftFrame: "0 to 1 frame (up to 16.7 ms at 60 Hz)"
        case .nextFrame: "1 to 2 frames (16.7 to 33.3 ms at 60 Hz)"
        case .inputOneFrameLate: "0, each frame showing the one before (one frame period late)"
        }
    }
}
