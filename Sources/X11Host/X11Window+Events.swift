import CXlib
#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Pixels

// Events: what the connection delivers, read without blocking or waited for, and translated
// into host events.
extension X11Window {
    /// Appends every event already available to `events`, without blocking.
    ///
    /// Reuses the caller's array (no allocation in steady state once it has capacity).
    /// - Throws: ``HostError/serverFailed(_:)`` if the connection was lost or the server reported an error.
    ///   Events read before the failure was noticed are appended to `events` before it is thrown, so a
    ///   recording can include them.
    public func pollEvents(into events: inout [HostEvent]) throws(HostError) {
        if !queued.isEmpty {
            events.append(contentsOf: queued)
            queued.removeAll(keepingCapacity: true)
        }
        if failure == nil, let dpy = display {
            var event = XEvent()
            while XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                translate(&event, into: &events)
            }
        }
        try checkHealthy()
        // checkHealthy may have turned an error about our destroyed window into a queued close.
        if !queued.isEmpty {
            events.append(contentsOf: queued)
            queued.removeAll(keepingCapacity: true)
        }
        if let serial = exposeRequest {
            exposeRequest = nil
            if serial >= wholeFrameRequest { events.append(.expose) }
        }
    }

    /// Sleeps until input may be available or `timeoutMs` has passed (nil: no timeout).
    ///
    /// Returns at once if events are already buffered. Flushes pending requests first so the server is
    /// not left waiting for a frame while we sleep. Sub-millisecond remainders are slept precisely,
    /// so `waitForEvents(timeoutMs: deadline - now)` wakes on the deadline.
    public func waitForEvents(timeoutMs: Double?) throws(HostError) {
        try checkHealthy()
        guard let dpy = display, queued.isEmpty, XPending(dpy) == 0 else { return }
        let deadline = timeoutMs.map { MonotonicClock.monotonicMs() + max(0, $0) }
        waitForInput(dpy, deadlineMs: deadline)
    }

    /// `poll` on the connection until readable or the deadline. `poll` counts whole milliseconds, so the
    /// last fraction of a millisecond is slept with an absolute-deadline sleep instead.
    func waitForInput(_ dpy: OpaquePointer, deadlineMs: Double?) {
        XFlush(dpy)
        let fd = XConnectionNumber(dpy)
        while true {
            var timeout: Int32 = -1
            if let deadlineMs {
                let remaining = deadlineMs - MonotonicClock.monotonicMs()
                if remaining <= 0 { return }
                if remaining < 1 {
                    MonotonicClock.sleep(untilMs: deadlineMs)
                    return
                }
                timeout = Int32(min(remaining, 1_000_000_000).rounded(.down))
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, timeout)
            // Readable, hung up or failed: the next XPending reads the data or notices the loss.
            if ready > 0 || (ready < 0 && errno != EINTR) { return }
        }
    }

    /// Turns one X event into HostEvents, and keeps the window's own state (size, SHM buffers) current.
    func translate(_ event: inout XEvent, into events: inout [HostEvent]) {
        let type = event.type
        switch type {
        case GenericEvent where isPresentEvent(event):
            handlePresentEvent(&event)
        case ButtonPress, ButtonRelease:
            let b = event.xbutton
            let x = Double(b.x), y = Double(b.y), button = Int(b.button)
            if (4...7).contains(button) {
                // The wheel is a press/release pair per notch: one notch per press, releases are noise.
                guard type == ButtonPress else { return }
                let now = serverTimeMs(b.time)
                switch button {
                case 4: events.append(.wheel(x: x, y: y, dx: 0, dy: -1, timeMs: now))
                case 5: events.append(.wheel(x: x, y: y, dx: 0, dy: 1, timeMs: now))
                case 6: events.append(.wheel(x: x, y: y, dx: -1, dy: 0, timeMs: now))
                default: events.append(.wheel(x: x, y: y, dx: 1, dy: 0, timeMs: now))
                }
            } else if type == ButtonPress {
                events.append(.pointerDown(x: x, y: y, button: button, timeMs: serverTimeMs(b.time)))
            } else {
                events.append(.pointerUp(x: x, y: y, button: button, timeMs: serverTimeMs(b.time)))
            }
        case MotionNotify:
            let m = event.xmotion
            let buttons = Int((m.state >> 8) & 0x1f)  // Button1Mask is 1 << 8
            events.append(.pointerMove(x: Double(m.x), y: Double(m.y), buttons: buttons,
                                       timeMs: serverTimeMs(m.time)))
        case KeyPress:
            var key = event.xkey
            var keysym: KeySym = 0
            // XLookupString applies Shift and the layout (Shift+q gives "Q"); the text itself is not used.
            XLookupString(&key, keyText, 16, &keysym, nil)
            if let name = KeyName.name(for: keysym) {
                events.append(.key(name: name, timeMs: serverTimeMs(key.time)))
            }
        case ConfigureNotify:
            let c = event.xconfigure
            guard c.window == window else { return }
            let w = Self.clampDimension(Int(c.width)), h = Self.clampDimension(Int(c.height))
            if w != width || h != height {
                width = w
                height = h
                events.append(.resize(width: w, height: h))
            }
        case GraphicsExpose:
            // A move's source was hidden (off screen, covered): the window lacks those pixels.
            wholePresentNeeded = true
        case NoExpose:
            break  // a move had all its source (the answer to every move made with ``moveGC``)
        case Expose:
            exposed = true
            // Only the last of a series (count 0): one repaint covers them all. Its serial is the
            // last request the server had processed when it made the event; ``pollEvents(into:)``
            // reports it unless a whole frame was sent after that.
            if event.xexpose.count == 0 { exposeRequest = max(exposeRequest ?? 0, UInt(event.xexpose.serial)) }
        case ClientMessage:
            let m = event.xclient
            if m.message_type == wmProtocols && m.format == 32 && Atom(m.data.l.0) == wmDeleteWindow {
                events.append(.close)
            }
        case DestroyNotify:
            if event.xdestroywindow.window == window && !windowGone {
                windowGone = true
                events.append(.close)
            }
        case GenericEvent:
            _ = xinput?.translate(&event, into: &events)
        case shmCompletionType where usesShm:
            let segment = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
            }
            for image in shmImages where image?.shmSegment == segment { image?.busy = false }
        default:
            break
        }
    }
}
