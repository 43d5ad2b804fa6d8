/// When a release's fling curve starts (its t = 0), and which sample each frame shows.
///
/// Engines differ here. Some evaluate the curve at each frame's time minus the input's time (the
/// lift's, or the last move's); others start an animation clock that reads 0 at the first frame
/// it runs in, or count the new animation from the tick before the lift; one draws each frame
/// the sample taken at the frame before. Which one an engine does decides where every frame after
/// the release lands, and how the path depends on the frame rate.
public enum FlingStartRule: String, Codable, Sendable, CaseIterable {
    /// t = 0 at the lift's own timestamp: the frame that handles the lift already shows
    /// (frame time − lift time) of motion, whatever the frame rate.
    case input = "input"
    /// t = 0 at the finger's last move before the lift (the last scroll update): the lift's own
    /// time does not count, so the curve runs the last input interval ahead of `input`; when the
    /// first frame after the lift comes `lastMoveMaxLagMs` or more after that move, one 60-Hz
    /// frame before that frame.
    case lastMove = "last-move"
    /// t = 0 at the last frame before the lift, when that frame is at most
    /// `previousFrameWindowMs` old (else at the lift): the curve runs 0 to 1 frame period ahead
    /// of the input.
    case previousFrame = "previous-frame"
    /// t = 0 at the first frame at or after the lift (the frame that handles it), from the
    /// offset the drag left: that frame shows no motion, the next one a whole frame's.
    case liftFrame = "lift-frame"
    /// t = 0 one frame after the frame that handles the lift: two frames show the drag's offset.
    case nextFrame = "next-frame"
    /// t = 0 at the lift's own timestamp, but each frame shows the curve as sampled at the frame
    /// before it: the whole path one frame period late.
    case inputOneFrameLate = "input-one-frame-late"
    /// t = 0 at the finger's last move, as `lastMove`; the curve is sampled when the lift is
    /// handled and then at each frame's time, and each frame shows the latest sample taken before
    /// it: the first frame after the lift the lift's own sample, every later frame the sample of
    /// the frame before. When the lift is handled `lastMoveMaxLagMs` or more after the last move,
    /// t = 0 is one 60-Hz frame before the lift instead.
    case lastMoveOneFrameLate = "last-move-one-frame-late"
    /// t = 0 at the frame time nearest the lift: the last frame's time plus the whole number of
    /// frame periods nearest to the lift's time (a half rounds up), never before that frame. A
    /// lift early in a frame period starts the curve at the frame before it; a lift late in one,
    /// at the next frame, which then shows the drag's offset.
    case nearestFrame = "nearest-frame"

    /// The oldest last frame `previousFrame` counts from, ms before the lift: Qt's
    /// `QUnifiedTimer::maybeUpdateAnimationsToCurrentTime` brings the animation clock to now only
    /// when its last tick is more than 50 ms old (qt/qtbase
    /// 00b2e45a97205975ee91aa43f00e3dbef1a8907b `src/corelib/animation/qabstractanimation.cpp`).
    public static let previousFrameWindowMs = 50.0

    /// Under `lastMove`, a first frame this late after the last move (ms) starts the curve
    /// `lastMoveRestartMs` before that frame instead (under `lastMoveOneFrameLate`, a lift handled
    /// this late, before the lift): Chromium's `ProgressFling` moves the start to one frame
    /// (`kFrameDelta`, 1/60 s) before its first progress when that comes
    /// `kMaxMicrosecondsFromFlingTimestampToFirstProgress` (2/60 s) or more after it; the first
    /// progress is the one `ProcessGestureFlingStart` makes when it handles the lift
    /// (`components/input/fling_controller.cc`, chromium/chromium
    /// 307b3fbf0d9156d6431d27ec77a068dbd486f82f).
    public static let lastMoveMaxLagMs = 2000.0 / 60
    public static let lastMoveRestartMs = 1000.0 / 60

    /// The number of frames after the one that handles the lift that still show the curve at
    /// t = 0 (nil: the curve starts at a time, not a frame).
    var heldFrames: Int? {
        switch self {
        case .liftFrame: return 0
        case .nextFrame: return 1
        case .input, .lastMove, .previousFrame, .inputOneFrameLate, .lastMoveOneFrameLate, .nearestFrame: return nil
        }
    }

    /// How many frames late each frame shows the curve's sample (0 or 1).
    public var lagFrames: Int { self == .inputOneFrameLate || self == .lastMoveOneFrameLate ? 1 : 0 }

    /// APZ's vsync interval under a software vsync (no hardware vsync, as on Xvfb): 60 Hz,
    /// `gfxPlatform::GetSoftwareVsyncDefaultRate` (gfx/thebes/gfxPlatform.cpp, mozilla gecko).
    public static let apzSoftwareVsyncMs = 1000.0 / 60

    /// How much earlier than the frame before it a frame shows the curve, ms, after a step of
    /// `lastStepMs`: APZ steps its animations to the composite's vsync plus the vsync interval
    /// (`WebRenderBridgeParent::SetAPZSampleTime`, gfx/layers/wr, mozilla gecko), not to the next
    /// composite, so after a longer step (a slow or skipped composite) the frame shows the sample
    /// that much short of it. 0 for other rules and for steps within the interval.
    public func sampleShortfallMs(lastStepMs: Double?) -> Double {
        guard self == .inputOneFrameLate, let lastStepMs else { return 0 }
        return max(0, lastStepMs - Self.apzSoftwareVsyncMs)
    }

    /// Whether the curve is dated by the finger's last move before the lift.
    public var startsAtLastMove: Bool { self == .lastMove || self == .lastMoveOneFrameLate }

    /// The curve's t = 0 for a lift at `liftMs` shown on frames every `periodMs` from 0, ms, the
    /// finger's last move before it at `lastMoveMs` (default: with the lift). Input reaches the
    /// engine before a frame at the same time, so a frame at the lift's time comes after it.
    public func startMs(liftMs: Double, periodMs: Double, lastMoveMs: Double? = nil) -> Double {
        switch self {
        case .input, .inputOneFrameLate:
            return liftMs
        case .lastMove:
            let lastMove = lastMoveMs ?? liftMs
            let first = (liftMs / periodMs - 1e-9).rounded(.up) * periodMs
            return first - lastMove >= Self.lastMoveMaxLagMs ? first - Self.lastMoveRestartMs : lastMove
        case .lastMoveOneFrameLate:
            return Self.lastMoveStart(handledMs: liftMs, lastMoveMs: lastMoveMs ?? liftMs)
        case .nearestFrame:
            return Self.nearestFrame(to: liftMs, lastFrameMs: 0, periodMs: periodMs)
        case .previousFrame:
            let previous = ((liftMs / periodMs - 1e-9).rounded(.up) - 1) * periodMs
            return liftMs - previous <= Self.previousFrameWindowMs ? previous : liftMs
        case .liftFrame, .nextFrame:
            let liftFrame = (liftMs / periodMs - 1e-9).rounded(.up) * periodMs
            return liftFrame + Double(heldFrames ?? 0) * periodMs
        }
    }

    /// `lastMoveOneFrameLate`'s t = 0 for a lift handled at `handledMs`, ms: the last move's time,
    /// or one 60-Hz frame before the lift when that is `lastMoveMaxLagMs` or more after it.
    public static func lastMoveStart(handledMs: Double, lastMoveMs: Double) -> Double {
        handledMs - lastMoveMs >= lastMoveMaxLagMs ? handledMs - lastMoveRestartMs : lastMoveMs
    }

    /// `nearestFrame`'s t = 0 for a lift handled at `handledMs`, frames every `periodMs` from
    /// `lastFrameMs` (the last frame at or before it): GTK's `gdk_frame_clock_get_frame_time` outside
    /// a paint, `compute_smooth_frame_time` in `gdk/gdkframeclockidle.c` (GNOME/gtk tag 4.8.3):
    /// the base plus ⌊(now − base + period/2) / period⌋ periods, never less than the base.
    public static func nearestFrame(to handledMs: Double, lastFrameMs: Double, periodMs: Double) -> Double {
        guard periodMs > 0 else { return handledMs }
        // GTK counts in whole µs; a half period computed in floating point must still round up.
        let passed = ((handledMs - lastFrameMs) / periodMs + 0.5 + 1e-9).rounded(.down)
        return lastFrameMs + max(0, passed) * periodMs
    }

    /// How far t = 0 lies from the lift, in words, and so how the frame rate moves the path.
    public var delay: String {
        switch self {
        case .input: "0 (any frame rate)"
        case .lastMove: "the last input interval before it (any frame rate)"
        case .previousFrame: "0 to 1 frame before it (up to 16.7 ms at 60 Hz)"
        case .liftFrame: "0 to 1 frame (up to 16.7 ms at 60 Hz)"
        case .nextFrame: "1 to 2 frames (16.7 to 33.3 ms at 60 Hz)"
        case .inputOneFrameLate: "0, each frame showing the one before (one frame period late)"
        case .lastMoveOneFrameLate: "the last input interval before it, each frame after the first showing the one before (one frame period late)"
        case .nearestFrame: "half a frame before it to half a frame after (up to 8.3 ms either way at 60 Hz)"
        }
    }
}
