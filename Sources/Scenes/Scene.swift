import ScrollEngine

/// A scroll scene: geometry laid out from engine offsets, input routed into its engine, and a
/// display list per frame.
///
/// Coordinates are window pixels, times are milliseconds of the session clock (pointer events)
/// and seconds (`advance`). Scenes never read a clock: the frame loop supplies time, so a replay is
/// the same on every run. Engine refusals (`ScrollInputError`) are counted in `rejectedInputs` and
/// otherwise ignored, so bad input never reaches an offset.
public protocol Scene: AnyObject {
    /// Which scene this is.
    var kind: SceneKind { get }
    /// The scene's engine; the frame loop swaps `preset` (key `f`).
    var scroller: Scroller { get set }
    /// Changes the engine in place, without copying it: what the frame loop does every frame.
    func updateScroller(_ change: (inout Scroller) -> Void)
    /// Inputs the engine refused.
    var rejectedInputs: Int { get }
    /// Rows (or cells, or messages) the last `render` visited: the cost of a frame must not depend
    /// on how many there are in all.
    var rowsVisited: Int { get }

    /// The viewport changed size (> 0 each).
    func resize(width: Int, height: Int)
    /// Button 1 pressed.
    func pointerDown(x: Double, y: Double, timeMs: Double)
    /// Pointer moved with button 1 held.
    func pointerMove(x: Double, y: Double, timeMs: Double)
    /// Button 1 released.
    func pointerUp(x: Double, y: Double, timeMs: Double)
    /// Wheel notches (`dy` +1 = toward later content).
    func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double)
    /// Smooth-scroll deltas in pixels (`dy` > 0 toward later content, not both 0), applied 1:1.
    /// Callers use ``scroll(x:y:dx:dy:timeMs:)``, which tells deltas from the lift.
    func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double)
    /// The fingers lifted off the touchpad: the kinetic fling starts.
    func scrollLift(x: Double, y: Double, timeMs: Double)
    /// The pointer's gesture was cancelled (a touch sequence taken away): it ends without a tap or
    /// a fling.
    func pointerCancel(x: Double, y: Double, timeMs: Double)
    /// A key the frame loop did not handle itself; returns whether the scene used it.
    func key(_ name: String) -> Bool
    /// Advances the engine and the scene's own timers by `dt` seconds.
    func advance(dt: Double)
    /// Whether the next `advance` would change anything without new input.
    var isAnimating: Bool { get }
    /// The trace fields for the current state.
    var state: SceneState { get }
    /// Lays the frame out into `list` (which it resets first).
    func render(into list: inout DisplayList)
    /// Which node rubber-bands at the top, for scenes where key `b` chooses it (nil elsewhere):
    /// the frame loop keeps its options in step without knowing the scene's type.
    var bounceSide: BounceSide? { get }
}

extension Scene {
    /// A smooth-scroll event as sessions carry it: deltas in pixels, where `dx` = `dy` = 0 means
    /// the fingers lifted (the format's stop rule, read here once for every scene).
    public func scroll(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        if dx == 0 && dy == 0 {
            scrollLift(x: x, y: y, timeMs: timeMs)
        } else {
            scrollDelta(x: x, y: y, dx: dx, dy: dy, timeMs: timeMs)
        }
    }

    /// Scenes without a choice of bounce side.
    public var bounceSide: BounceSide? { nil }
}
