/// When a release's fling curve starts: its t = 0.
///
/// Engines differ here. Some evaluate the curve at each frame's time minus the input's time;
/// others start an animation clock that reads 0 at the first frame it runs in, so the fling
/// shows no motion in the frame that handles the lift and its whole path comes up to one frame
/// later. Which one an engine does decides where every frame after the release lands, and
/// makes the path depend on the frame rate (by at most one frame period) for the latter kind.
public enum FlingStartRule: String, Codable, Sendable, CaseIterable {
    /// t = 0 at the lift's own timestamp: the frame that handles the lift already shows
    /// (frame time − lift time) of motion, whatever the frame rate.
    case input = "input"
    /// t = 0 at the first frame at or after the lift (the frame that handles it), from the
    /// offset the drag left: that frame shows no motion, the next one a whole frame's.
    case liftFrame = "lift-frame"
    /// t = 0 one frame after the frame that handles the lift: two frames show the drag's offset.
    case nextFrame = "next-frame"

    /// The number of frames after the one that handles the lift that still show the curve at
    /// t = 0 (nil: the curve starts at the lift's time).
    var heldFrames: Int? {
        switch self {
        case .input: return nil
        case .liftFrame: return 0
        case .nextFrame: return 1
        }
    }

    /// The curve's t = 0 for a lift at `liftMs` shown on frames every `periodMs` from 0, ms.
    public func startMs(liftMs: Double, periodMs: Double) -> Double {
        guard let held = heldFrames else { return liftMs }
        let liftFrame = (liftMs / periodMs - 1e-9).rounded(.up) * periodMs
        return liftFrame + Double(held) * periodMs
    }
}
