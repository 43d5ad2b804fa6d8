import HostInterface
import Sessions

/// Host events (a window's input, already on the monotonic clock) into session events.
///
/// Moves count only while button 1 is held: hover does not scroll, and a recording need not carry
/// it. Window business (closing, exposing) is answered apart, since it is no session event.
public struct InputTranslator: Sendable {
    /// What one host event means to the live session.
    public enum Translation: Equatable, Sendable {
        /// A session event, at this monotonic time (ms).
        case input(SessionEvent, atMs: Double)
        /// The window was closed: the session ends.
        case close
        /// The window must be drawn again (its pixels were lost).
        case expose
        /// Nothing to do (a move with no button held).
        case ignored
    }

    /// Whether button 1 is down, as the events so far say.
    public private(set) var buttonHeld = false

    /// A translator with no button held.
    public init() {}

    /// The meaning of `event`; `nowMs` stamps the events the host gives no time of their own (a
    /// resize).
    public mutating func translate(_ event: HostEvent, nowMs: Double) -> Translation {
        switch event {
        case let .pointerDown(x, y, button, t):
            if button == 1 { buttonHeld = true }
            return .input(.down(x: x, y: y, button: button), atMs: t)
        case let .pointerMove(x, y, buttons, t):
            guard buttonHeld, buttons & 1 != 0 else { return .ignored }
            return .input(.move(x: x, y: y), atMs: t)
        case let .pointerUp(x, y, button, t):
            if button == 1 { buttonHeld = false }
            return .input(.up(x: x, y: y, button: button), atMs: t)
        case let .wheel(x, y, dx, dy, t):
            return .input(.wheel(x: x, y: y, dx: Double(dx), dy: Double(dy)), atMs: t)
        case let .scroll(x, y, dx, dy, t):
            return .input(.scroll(x: x, y: y, dx: dx, dy: dy), atMs: t)
        case let .touch(phase, id, x, y, t):
            return .input(.touch(phase: phase, id: id, x: x, y: y), atMs: t)
        case let .key(name, t):
            return .input(.key(name), atMs: t)
        case let .resize(width, height):
            return .input(.resize(width: width, height: height), atMs: nowMs)
        case .close:
            return .close
        case .expose:
            return .expose
        }
    }
}
