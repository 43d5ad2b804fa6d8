import CXlib

/// Does the one thing a window manager does that no installed tool can under Xvfb: ask a window to
/// close by sending it WM_DELETE_WINDOW, as a title bar's close button would.
enum WindowManagerStandIn {
    /// Sends a WM_PROTOCOLS / WM_DELETE_WINDOW client message to `windowID` on `display`.
    static func requestClose(windowID: UInt, display: String) throws {
        guard let dpy = XOpenDisplay(display) else { throw TestFailure("cannot open \(display) to send WM_DELETE_WINDOW") }
        defer { XCloseDisplay(dpy) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(windowID)
        event.xclient.message_type = XInternAtom(dpy, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(dpy, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(dpy, Window(windowID), 0, NoEventMask, &event)
        XSync(dpy, 0)
    }
}
