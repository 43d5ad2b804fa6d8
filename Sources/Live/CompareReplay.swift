import Replay
import Scenes
import Sessions

/// A session played headless through the two panes of `run --compare` (`replay --compare`): what
/// the window would show for the same input, for pictures and tests.
///
/// The fixed replay clock: before frame k every event with t ≤ k·1000/hz is delivered (positions
/// taken relative to their pane, as the window does), then both panes advance 1/hz s. `frame`
/// events are ignored. It stops at the frame that delivers `end` or a quit key, or once every event
/// is delivered and nothing moves (at most 30 s of session time after the last event).
public enum CompareReplay {
    /// Plays `path` through panes built from `left` and `right` at the session's size (`left`
    /// and `right` come from the header with each pane's settings in place) and returns them after
    /// the last frame.
    public static func run(path: String, left: SceneOptions, right: SceneOptions, overlay: Bool) throws(SessionError) -> ComparePanes {
        var reader = try SessionReader(path: path)
        reader.deviceScale = left.scale.value
        let header = reader.header
        let panes = ComparePanes(left: left, right: right, width: header.width, height: header.height,
                                 hz: header.hz, overlayVisible: overlay)
        for pane in panes.panes { pane.followsReplayClock = true }
        var pending = try reader.next()
        var lastEventMs = 0.0
        var frame = 0
        while true {
            let frameMs = Double(frame) * 1000 / header.hz
            var ended = false
            while let timed = pending, timed.t <= frameMs {
                lastEventMs = timed.t
                if case .frame = timed.event {} else {
                    let action = panes.handle(panes.localize(timed.event), timeMs: timed.t)
                    if action == .end || action == .quit { ended = true }
                }
                pending = ended ? nil : try reader.next()
            }
            panes.frame(dt: 1 / header.hz)
            if ended { break }
            if pending == nil && (!panes.isAnimating || frameMs - lastEventMs >= Replay.settleCapMs) { break }
            frame += 1
        }
        return panes
    }
}
