import HostInterface
/// One input event of a session, as the user produced it.
///
/// Coordinates are window pixels (may lie outside the window during a drag). Wheel
/// deltas are in notches: `dy` +1 is one notch toward later content (X11 button 5),
/// -1 toward earlier (button 4); `dx` likewise for buttons 7 / 6.
public enum SessionEvent: Equatable, Sendable {
    /// A pointer button was pressed (`button` as numbered by X11: 1 = left).
    case down(x: Double, y: Double, button: Int)
    /// The pointer moved.
    case move(x: Double, y: Double)
    /// A pointer button was released.
    case up(x: Double, y: Double, button: Int)
    /// Wheel notches at a pointer position.
    case wheel(x: Double, y: Double, dx: Double, dy: Double)
    /// Smooth scrolling (touchpad, XI2 scroll valuators) at a pointer position: deltas in pixels,
    /// `dy` > 0 toward later content. `dx` = `dy` = 0 means the fingers lifted (kinetic fling).
    case scroll(x: Double, y: Double, dx: Double, dy: Double)
    /// A touchscreen touch point `id` at a window position.
    case touch(phase: TouchPhase, id: Int, x: Double, y: Double)
    /// A key, by name: one character (`"2"`, `"p"`) or a name such as `Escape`, `Tab`, `F1`.
    case key(String)
    /// The window was resized to `width`×`height` pixels.
    case resize(width: Int, height: Int)
    /// The session ends here: replay stops at the frame that delivers this event.
    case end
    /// The window presented a frame at this event's `t` (live recordings write one per presented
    /// frame; replay then renders exactly these frames, see ``ReplaySchedule``).
    case frame

    /// Every value the `type` key can take, in the order docs/sessions.md lists them.
    public static let typeNames = ["down", "move", "up", "wheel", "key", "resize", "end", "scroll", "touch", "frame"]

    /// The event's `type` as written in the file.
    public var typeName: String {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .wheel: "wheel"
        case .scroll: "scroll"
        case .touch: "touch"
        case .key: "key"
        case .resize: "resize"
        case .end: "end"
        case .frame: "frame"
        }
    }

    /// What makes this event unwritable, in the reader's words, or nil.
    var problem: SessionProblem? {
        SessionProblem.first { () throws(SessionProblem) in
            switch self {
            case let .down(x, y, _), let .move(x, y), let .up(x, y, _):
                try SessionLimits.checkCoordinate(x, key: "x")
                try SessionLimits.checkCoordinate(y, key: "y")
            case let .wheel(x, y, dx, dy):
                try SessionLimits.checkCoordinate(x, key: "x")
                try SessionLimits.checkCoordinate(y, key: "y")
                try SessionLimits.checkNotches(dx, key: "dx")
                try SessionLimits.checkNotches(dy, key: "dy")
            case let .scroll(x, y, dx, dy):
                try SessionLimits.checkCoordinate(x, key: "x")
                try SessionLimits.checkCoordinate(y, key: "y")
                try SessionLimits.checkCoordinate(dx, key: "dx")
                try SessionLimits.checkCoordinate(dy, key: "dy")
            case let .touch(_, _, x, y):
                try SessionLimits.checkCoordinate(x, key: "x")
                try SessionLimits.checkCoordinate(y, key: "y")
            case let .key(name):
                if name.isEmpty { throw SessionProblem.expected("key", "a non-empty string") }
            case let .resize(width, height):
                if width <= 0 { throw SessionProblem.expected("w", "an integer > 0") }
                if height <= 0 { throw SessionProblem.expected("h", "an integer > 0") }
                try SessionLimits.checkSize(width: width, height: height, label: #""w"×"h""#)
            case .end, .frame:
                break
            }
        }
    }
}
