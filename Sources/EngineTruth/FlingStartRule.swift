import ScrollEngine

// Stand-in until ScrollEngine states each preset's fling start (`PhysicsPreset.flingStart`):
// remove this file then; nothing else changes.

/// Where a preset's fling curve has its t = 0, relative to the lift and the engine's frames.
public enum FlingStartRule: String, Codable, Sendable, CaseIterable {
    /// At the lift's own timestamp.
    case input = "input"
    /// At the timestamp of the finger's last move before the lift: an engine that dates its fling
    /// by the last move (Chromium's `FlingController`).
    case lastMove = "last-move"
    /// At the first frame at or after the lift (the frame that handles it).
    case liftFrame = "lift-frame"
    /// One frame after that.
    case nextFrame = "next-frame"
    /// At the last frame at or before the lift: an engine whose animation clock counts a new
    /// animation from its latest tick (Qt's `QUnifiedTimer`, while its timer is running).
    case previousFrame = "previous-frame"
}

extension PhysicsPreset {
    /// The rule the preset states for its fling's start.
    public var flingStart: FlingStartRule {
        switch name {
        case "chromium", "chromeos": .lastMove
        case "qtquick": .previousFrame
        default: .input
        }
    }
}
