/// How a frame is brought on screen: every pixel rasterised again, or only what changed since the
/// frame already there. Both give the same pixels, bit for bit (`--redraw` on replay and bench).
public enum RedrawMode: String, CaseIterable, Sendable {
    /// Every pixel of every drawn frame is rasterised, in bands on all cores.
    case full
    /// Pixels a scroll layer kept are moved, and only the exposed strips and the changed items'
    /// rectangles are rasterised (``DamageTracker``); a frame with too much damage is drawn in full.
    case damage
}
