import CXlib

#if canImport(Glibc)
import Glibc
#endif
import HostInterface

/// Vblank pacing with the Present extension.
///
/// Frames go out as `PresentPixmap` of MIT-SHM pixmaps (the same segments `XShmPutImage` used), each
/// aimed at a vblank counter (``presentTargetMsc``); the server answers with `CompleteNotify` (when the
/// frame reached the screen: `ust`, `msc`) and `IdleNotify` (when the pixmap may be drawn into again).
public extension X11Window {
    /// Whether frames go through the Present extension (after ``startVblankPresent()`` succeeded).
    var usesVblankPresent: Bool { vblank != nil }

    /// Switches presenting to the Present extension. Returns nil on success, else why it cannot be
    /// used (no Present, no MIT-SHM, no shared pixmaps); the window then keeps its current path.
    func startVblankPresent() -> String? {
        if vblank != nil { return nil }
        guard let dpy = display else { return "the X11 window was closed" }
        guard usesShm else { return shmFallbackReason.map { "no MIT-SHM: \($0)" } ?? "MIT-SHM is turned off" }
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XPresentQueryExtension(dpy, &opcode, &eventBase, &errorBase) != 0 else {
            return "the X server has no Present extension"
        }
        var major: Int32 = 0, minor: Int32 = 0
        guard XPresentQueryVersion(dpy, &major, &minor) != 0, major >= 1 else {
            return "the X server's Present extension is too old"
        }
        var shmMajor: Int32 = 0, shmMinor: Int32 = 0, sharedPixmaps: Int32 = 0
        guard XShmQueryVersion(dpy, &shmMajor, &shmMinor, &sharedPixmaps) != 0, sharedPixmaps != 0,
              XShmPixmapFormat(dpy) == ZPixmap else {
            return "the X server has no MIT-SHM pixmaps"
        }
        let mask = UInt32(PresentCompleteNotifyMask | PresentIdleNotifyMask)
        XErrorTrap.shared.beginTrap(dpy)
        let eventID = XPresentSelectInput(dpy, window, mask)
        XSync(dpy, 0)
        if let error = XErrorTrap.shared.endTrap(dpy) {
            return "Present failed: " + XErrorTrap.describe(error, on: dpy)
        }
        vblank = VblankPresenter(opcode: opcode, eventID: eventID)
        return nil
    }

    /// The vblank counter the next presented frame is aimed at; 0 (the default) shows it at the next
    /// vblank. Used only while ``usesVblankPresent``.
    var presentTargetMsc: UInt64 {
        get { vblank?.targetMsc ?? 0 }
        set { vblank?.targetMsc = newValue }
    }

    /// Whether a frame that reaches the server after its vblank counter turned is still shown at once
    /// (`PresentOptionAsync`) instead of one vblank later. Only for a counter that turns ahead of its
    /// vblank (``VblankTiming/counterRunsAhead``, Xvfb's fake vblank): there the counter turns half a
    /// refresh before the vblank event, so a synced frame would have to arrive half a refresh early,
    /// and with no scan-out there is nothing to tear. On a real display keep it off: a late frame
    /// waits for the next vblank rather than tear.
    var presentsAsync: Bool {
        get { vblank?.async ?? false }
        set { vblank?.async = newValue }
    }

    /// The serial the last presented frame carried (its ``PresentCompletion/serial``), 0 before any.
    var lastPresentSerial: UInt32 { vblank?.lastFrameSerial ?? 0 }

    /// The oldest completion read from the server and not yet taken. Completions are read by
    /// ``pollEvents(into:)`` and while waiting for events, like input.
    func takePresentCompletion() -> PresentCompletion? {
        guard let vblank, !vblank.completions.isEmpty else { return nil }
        return vblank.completions.removeFirst()
    }

    /// Asks the server to report when the vblank counter reaches `targetMsc` (0: now). Returns the
    /// request's serial, or nil without Present.
    ///
    /// `onVblank` makes the answer a vblank's own time even when `targetMsc` has passed (it then
    /// comes at the next vblank): a passed target otherwise answers at once with the time of asking,
    /// which under a fake vblank is not on the vblank grid (the server's `NotifyMSC` with divisor 0
    /// is asynchronous; with divisor 1 it is synced).
    func requestVblankNotify(targetMsc: UInt64, onVblank: Bool = false) -> UInt32? {
        guard let vblank, let dpy = display else { return nil }
        let serial = vblank.nextSerial()
        XPresentNotifyMSC(dpy, window, serial, targetMsc, onVblank ? 1 : 0, 0)
        XFlush(dpy)
        return serial
    }

    /// Reads events (queueing input for the next ``pollEvents(into:)``) until the completion with
    /// `serial` arrives, and returns it (also taking it out of the queue); nil after `timeoutMs`.
    func waitForPresentCompletion(serial: UInt32, timeoutMs: Double) throws(HostError) -> PresentCompletion? {
        guard let vblank, let dpy = display else { return nil }
        let deadline = MonotonicClock.monotonicMs() + timeoutMs
        var event = XEvent()
        while true {
            while XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                translate(&event, into: &queued)
            }
            try checkHealthy()
            if let index = vblank.completions.firstIndex(where: { $0.serial == serial }) {
                return vblank.completions.remove(at: index)
            }
            if MonotonicClock.monotonicMs() >= deadline { return nil }
            waitForInput(dpy, deadlineMs: deadline)
        }
    }

    /// Measures the refresh period from the Present extension's vblank events — a rough period over a
    /// few vblanks, then a least-squares fit of time against counter over about `spanMs` of
    /// consecutive vblanks (a fake or loaded server's vblank events jitter by a millisecond; the fit
    /// averages that out) — and the server's latch (see ``VblankTiming/latchMs``). Nil without
    /// Present, or if the server does not answer within a second.
    func measureVblank(spanMs: Double = 250) throws(HostError) -> VblankTiming? {
        guard usesVblankPresent, spanMs > 0 else { return nil }
        guard let nowSerial = requestVblankNotify(targetMsc: 0),
              let now = try waitForPresentCompletion(serial: nowSerial, timeoutMs: 1000),
              let startSerial = requestVblankNotify(targetMsc: now.msc + 1),
              let start = try waitForPresentCompletion(serial: startSerial, timeoutMs: 1000),
              let roughSerial = requestVblankNotify(targetMsc: start.msc + 4),
              let rough = try waitForPresentCompletion(serial: roughSerial, timeoutMs: 1000),
              rough.msc > start.msc, rough.ustMs > start.ustMs else { return nil }
        let roughPeriod = (rough.ustMs - start.ustMs) / Double(rough.msc - start.msc)
        let count = min(240, max(8, Int((spanMs / roughPeriod).rounded(.up))))
        var serials: [UInt32] = []
        for k in 1...count {
            guard let serial = requestVblankNotify(targetMsc: rough.msc + UInt64(k)) else { return nil }
            serials.append(serial)
        }
        var points: [(msc: Double, ms: Double)] = [(Double(rough.msc), rough.ustMs)]
        let timeoutMs = 1000 + Double(count) * roughPeriod * 2
        for serial in serials {
            guard let completion = try waitForPresentCompletion(serial: serial, timeoutMs: timeoutMs) else { return nil }
            points.append((Double(completion.msc), completion.ustMs))
        }
        // Slope of time over counter, both centred (exact for a perfectly regular display).
        let meanMsc = points.map(\.msc).reduce(0, +) / Double(points.count)
        let meanMs = points.map(\.ms).reduce(0, +) / Double(points.count)
        var covariance = 0.0, variance = 0.0
        for point in points {
            covariance += (point.msc - meanMsc) * (point.ms - meanMs)
            variance += (point.msc - meanMsc) * (point.msc - meanMsc)
        }
        guard variance > 0 else { return nil }
        let period = covariance / variance
        guard period.isFinite, period > 0, let last = points.last else { return nil }
        let turn = try measureCounterTurnMs(periodMs: period, mscAt: meanMsc, msAt: meanMs)
        return VblankTiming(periodMs: period, latchMs: min(turn + period / 16, period), counterTurnMs: turn,
                            gridMsc: UInt64(last.msc), gridMs: meanMs + (last.msc - meanMsc) * period)
    }

    /// How long before a vblank's completion time the vblank counter turns to it (at least: the
    /// measurement's resolution is a sixteenth of a period, see ``VblankTiming/latchMs``).
    ///
    /// A real display's counter turns at the vblank: 0. Xvfb's fake counter is `round(now /
    /// interval)`, so it turns half an interval before the vblank event fires, and a synced frame
    /// for vblank k must arrive before that (BUILD-NOTES: measured). Found by asking for the counter
    /// (`NotifyMSC` at 0 answers at once) at sixteen phases of the period: the furthest any answer's
    /// counter ran ahead of the completion grid `msAt + (msc - mscAt) · period`.
    private func measureCounterTurnMs(periodMs: Double, mscAt: Double, msAt: Double) throws(HostError) -> Double {
        func gridMs(_ msc: UInt64) -> Double { msAt + (Double(msc) - mscAt) * periodMs }
        var latch = -Double.infinity
        for phase in 0..<16 {
            // Aim at a moment (phase + 0.5)/16 of a period before a grid point at least a period away
            // (a late wake-up only moves the sample: the answer's own `ust` says where it fell).
            let now = MonotonicClock.monotonicMs()
            let ahead = ((now - msAt) / periodMs).rounded(.up) + 1
            let sendAt = msAt + ahead * periodMs - (Double(phase) + 0.5) / 16 * periodMs
            MonotonicClock.sleep(untilMs: sendAt)
            guard let serial = requestVblankNotify(targetMsc: 0),
                  let answer = try waitForPresentCompletion(serial: serial, timeoutMs: 1000) else { return 0 }
            latch = max(latch, gridMs(answer.msc) - answer.ustMs)
        }
        return min(max(0, latch), periodMs)
    }
}

extension X11Window {
    /// Whether `event` is a Present `GenericEvent` (checked before the event is translated as input).
    func isPresentEvent(_ event: XEvent) -> Bool {
        guard let vblank, event.type == GenericEvent else { return false }
        return event.xcookie.extension == vblank.opcode
    }

    /// Reads a Present event: completions are queued, an idle pixmap frees its buffer.
    func handlePresentEvent(_ event: inout XEvent) {
        guard let vblank, let dpy = display else { return }
        guard XGetEventData(dpy, &event.xcookie) != 0, let data = event.xcookie.data else { return }
        defer { XFreeEventData(dpy, &event.xcookie) }
        switch event.xcookie.evtype {
        case PresentCompleteNotify:
            let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
            // A skipped present never copied its update region: the window lacks that frame's
            // changes, so the next frame goes out whole.
            if complete.kind == UInt8(PresentCompleteKindPixmap), complete.mode == UInt8(PresentCompleteModeSkip) {
                wholePresentNeeded = true
            }
            vblank.completions.append(PresentCompletion(
                serial: complete.serial_number, msc: complete.msc, ustMs: Double(complete.ust) / 1000,
                isFrame: complete.kind == UInt8(PresentCompleteKindPixmap)))
        case PresentIdleNotify:
            let idle = data.assumingMemoryBound(to: XPresentIdleNotifyEvent.self).pointee
            for image in shmImages where image?.pixmap == idle.pixmap { image?.busy = false }
        default:
            break
        }
    }

    /// Shows `image` with `PresentPixmap` at the target vblank — with `partial`, only the
    /// ``updateRectangles`` (the update region) — ; false if it cannot (no pixmap), so the caller
    /// falls back to `XShmPutImage`.
    func presentPixmap(_ dpy: OpaquePointer, _ image: PresentImage, partial: Bool) -> Bool {
        guard let vblank else { return false }
        if image.pixmap == 0 {
            image.pixmap = XShmCreatePixmap(dpy, window, image.image.pointee.data, image.shmInfoPointer,
                                            UInt32(image.capacityWidth), UInt32(image.capacityHeight), UInt32(depth))
            if image.pixmap == 0 { return false }
        }
        var update: XserverRegion = 0
        if partial {
            if updateRegion == 0 {
                // XFixes answers region requests only to a client that stated its version first.
                var major: Int32 = 0, minor: Int32 = 0
                guard XFixesQueryVersion(dpy, &major, &minor) != 0, major >= 2 else { return false }
                updateRegion = XFixesCreateRegion(dpy, nil, 0)
            }
            updateRectangles.withUnsafeMutableBufferPointer {
                XFixesSetRegion(dpy, updateRegion, $0.baseAddress, Int32($0.count))
            }
            update = updateRegion
        }
        let serial = vblank.nextSerial()
        vblank.lastFrameSerial = serial
        XPresentPixmap(dpy, window, image.pixmap, serial, 0, update, 0, 0, 0, 0, 0,
                       UInt32(vblank.async ? PresentOptionAsync : PresentOptionNone), vblank.targetMsc, 0, 0, nil, 0)
        return true
    }
}

extension X11Window {
    /// An event's server timestamp on ``MonotonicClock`` (see ``ServerTime``).
    func serverTimeMs(_ time: Time) -> Double {
        ServerTime.monotonicMs(serverTime: UInt32(truncatingIfNeeded: time), receivedMs: MonotonicClock.monotonicMs())
    }
}
