/// One input or window-system event, translated out of X11 so callers never see Xlib types.
///
/// Coordinates are window-relative pixels (origin top left). `timeMs` is read from
/// ``MonotonicClock/monotonicMs()`` when the event was taken off the X connection, so it can
/// be compared with the caller's own frame timestamps.
public enum HostEvent: Sendable, Equatable {
    /// A pointer button went down. Buttons 4–7 (wheel) are reported as ``wheel(x:y:dx:dy:timeMs:)`` instead.
    case pointerDown(x: Double, y: Double, button: Int, timeMs: Double)
    /// The pointer moved. `buttons` is the mask of buttons held during the move: bit 0 is
    /// button 1, bit 1 button 2, bit 2 button 3 (so a drag with the primary button has `buttons & 1 != 0`).
    /// Hover moves (no button held) are reported too, with `buttons == 0`.
    case pointerMove(x: Double, y: Double, buttons: Int, timeMs: Double)
    /// A pointer button went up. Never reported for the wheel buttons 4–7.
    case pointerUp(x: Double, y: Double, button: Int, timeMs: Double)
    /// One wheel notch: `dy` +1 is toward later content (X11 button 5), −1 toward earlier (button 4);
    /// `dx` +1 is button 7, −1 button 6. Exactly one of `dx`/`dy` is non-zero.
    case wheel(x: Double, y: Double, dx: Int, dy: Int, timeMs: Double)
    /// Smooth scrolling from a touchpad (XI 2.1 scroll valuators), in pixels: `dy` > 0 toward later
    /// content. `dx` = `dy` = 0 is the lift of the fingers (libinput's stop), which starts a fling.
    case scroll(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double)
    /// A touchscreen touch (XI 2.2), `id` as the server numbers touches.
    case touch(phase: TouchPhase, id: Int, x: Double, y: Double, timeMs: Double)
    /// A key was pressed. `name` is the character for printable keys (`"q"`, `"2"`, `"Q"` with Shift),
    /// otherwise the X keysym name (`"Escape"`, `"Tab"`, `"F1"`, `"Return"`, `"space"`, `"Left"`).
    /// Pure modifier keys (Shift, Control, …) are not reported.
    case key(name: String, timeMs: Double)
    /// The window's size changed; the window (X11Host's `X11Window`) already reports the new size.
    case resize(width: Int, height: Int)
    /// The user asked to close the window (WM_DELETE_WINDOW), or the window was destroyed from outside.
    case close
    /// Part of the window lost its contents and must be presented again.
    case expose
}
