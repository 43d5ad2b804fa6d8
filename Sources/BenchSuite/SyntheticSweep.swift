import Scenes
import Sessions

/// The benchmark's input: a finger that drags the profile page up and down without pause, so the
/// offset changes every frame and nothing can be cached. Deterministic: frame k's input depends
/// only on k.
public struct SyntheticSweep: Sendable {
    /// Pixels the finger moves per frame.
    public var speed: Double
    /// Viewport height, for where the finger may go.
    public var height: Int
    /// Viewport width: a horizontal sweep (`slide`'s pager) goes across it instead.
    public var width: Int?

    /// A sweep over a viewport `height` tall, moving `speed` px per frame.
    public init(height: Int, speed: Double = 23) {
        self.height = height
        self.speed = speed
    }

    /// A horizontal sweep across a viewport `width` wide at 90 % of `height` (the `slide` pager
    /// between its first two pages, so two pages are on screen nearly every frame).
    public init(width: Int, height: Int, speed: Double = 23) {
        self.init(height: height, speed: speed)
        self.width = width
    }

    /// The event to deliver before frame `index`.
    public func event(frame index: Int) -> SessionEvent {
        // A triangle wave between 15 % and 85 % of the height; the finger is pressed at frame 0 and
        // never lifts, so the engine tracks every move 1:1 (header first, then the list).
        let extent = Double(width ?? height)
        let low = extent * 0.15, high = extent * 0.85
        let span = max(1, high - low)
        let travel = Double(index) * speed
        let phase = travel.truncatingRemainder(dividingBy: 2 * span)
        let along = phase < span ? high - phase : low + (phase - span)
        let x = width == nil ? 200.0 : along
        let y = width == nil ? along : Double(height) * 0.9
        if index == 0 { return .down(x: x, y: y, button: 1) }
        return .move(x: x, y: y)
    }
}
