import CXlib
#if canImport(Glibc)
import Glibc
import HostInterface
import Pixels
#endif

/// A top-level X11 window that reports input as ``HostEvent``s and shows 0xAARRGGBB frames.
///
/// Frames go through MIT-SHM when the server shares memory with us (two images, so drawing the next
/// frame never waits for the server to finish reading the last), otherwise through `XPutImage`.
/// Not thread-safe: use one window from one thread.
///
/// Failures (connection lost, X errors) never terminate the process: the call that notices them, or the
/// next one, throws ``HostError/serverFailed(_:)``, so a caller can still finish writing a recording.
public final class X11Window {
    /// Current inner width in pixels; follows the server's ConfigureNotify (see ``HostEvent/resize(width:height:)``).
    public private(set) var width: Int
    /// Current inner height in pixels.
    public private(set) var height: Int
    /// `"shm"` while frames go through MIT-SHM, `"xputimage"` otherwise.
    public var presentPath: String { vblank != nil ? "present" : usesShm ? "shm" : "xputimage" }
    /// Why MIT-SHM is not used (nil when it is, or when it was turned off with `useShm: false`).
    public private(set) var shmFallbackReason: String?
    /// The display name that was opened (`":0"`), for messages.
    public let displayName: String
    /// What pointer input arrives through: `"xi2.2"` (XInput2: smooth scrolling, touch) or `"core"`.
    public var inputPath: String { xinput?.description ?? "core" }
    /// Why XInput2 is not used (the server lacks it), or nil.
    public private(set) var xinputFallbackReason: String?

    var display: OpaquePointer?
    let window: Window
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    private let colormap: Colormap
    private let wmProtocols: Atom
    private let wmDeleteWindow: Atom
    private(set) var usesShm: Bool
    private let shmCompletionType: Int32
    /// The SHM double buffer; `backIndex` is the one the next frame goes into.
    var shmImages: [PresentImage?] = [nil, nil]
    private var backIndex = 0
    /// The back buffer for ``withBackBuffer(_:)`` when SHM is not in use.
    private var heapImage: PresentImage?
    /// Header for sending the caller's pixels with `XPutImage` in place, without copying them.
    private let borrowedImage: UnsafeMutablePointer<XImage>
    /// Size drawn by the last ``withBackBuffer(_:)``, waiting for ``presentBackBuffer()``.
    private var drawnBackBuffer: (width: Int, height: Int)?
    /// The rectangles of the frame being shown that differ from the one on screen, as X wants them.
    var updateRectangles: ContiguousArray<XRectangle> = { var r = ContiguousArray<XRectangle>(); r.reserveCapacity(1024); return r }()
    /// An XFixes region reused for every partial `PresentPixmap` (0 until the first).
    var updateRegion: XserverRegion = 0
    /// Set when a present was skipped or a move's source was hidden: the next one sends the whole frame.
    var wholePresentNeeded = false
    /// The request number of the last whole frame sent: an `Expose` the server made before
    /// processing it is already repaired by it (the session's first frame after the preview and the
    /// display measurement, say), so it asks for no other whole frame.
    private var wholeFrameRequest: UInt = 0
    /// The serial of the latest `Expose` not yet reported (the last request the server had
    /// processed when it made it), nil when none waits.
    private var exposeRequest: UInt?
    /// The GC ``moveOnScreen(_:)`` copies with: unlike ``gc`` it asks for `GraphicsExpose`, the
    /// server's word that part of a move's source was hidden (nil until the first move).
    private var moveGC: GC?
    /// One run of moves' destinations, the clip of their one copy (scratch).
    private var moveRectangles = ContiguousArray<XRectangle>()
    /// The GC ``fillOnScreen(_:)`` fills with (its foreground changes per colour; nil until the
    /// first fill), and its scratch: the rectangles of one colour, and which fills are sent.
    private var fillGC: GC?
    private var fillRectangles = ContiguousArray<XRectangle>()
    private var fillSent = ContiguousArray<Bool>()
    /// Events read while waiting for a SHM completion, handed out by the next ``pollEvents(into:)``.
    var queued: [HostEvent] = []
    /// Present-extension state once ``startVblankPresent()`` succeeded (X11Window+Present.swift).
    var vblank: VblankPresenter?
    private var failure: HostError?
    private var exposed = false
    /// The window was destroyed from outside: presenting would only raise BadDrawable.
    private var windowGone = false
    private let keyText: UnsafeMutablePointer<CChar>
    /// XI2 pointer, smooth-scroll and touch input; nil on a server without it (core events then).
    private var xinput: XInput2Events?

    /// Opens the display, creates and maps the window, and waits (at most 2 s) until it is shown.
    ///
    /// - Parameters:
    ///   - title: Window title (WM_NAME and the UTF-8 _NET_WM_NAME).
    ///   - width: Inner width in pixels, clamped to 1…32767 (the X protocol's 16-bit limit).
    ///   - height: Inner height in pixels, clamped likewise.
    ///   - useShm: Try MIT-SHM; `false` forces `XPutImage` (useful to compare, or for debugging).
    ///   - useXInput: Take pointer input through XInput2 where the server has it; `false` forces
    ///     core events (what a server without the extension gives).
    ///   - windowClass: WM_CLASS class; the instance name is its lowercase form.
    ///   - display: Display to open; nil uses `$DISPLAY`.
    /// - Throws: ``HostError/noDisplay(_:)`` when no X server can be reached;
    ///   ``HostError/serverFailed(_:)`` when the server lacks a usable 24-bit TrueColor visual or fails.
    public init(title: String, width: Int, height: Int, useShm: Bool = true, useXInput: Bool = true,
                windowClass: String = "Handoff", display requested: String? = nil) throws(HostError) {
        let environment = getenv("DISPLAY").map { String(cString: $0) }
        guard let name = requested ?? environment, !name.isEmpty else {
            throw .noDisplay("cannot open X display: DISPLAY is not set (no X server to open a window on)")
        }
        // Installing the process-wide handlers before the first connection means no Xlib default
        // handler (which calls exit) ever sees an error of ours.
        let trap = XErrorTrap.shared
        guard let dpy = XOpenDisplay(name) else {
            let hint = requested == nil ? "DISPLAY=\(name)" : "DISPLAY=\(environment ?? "(unset)")"
            throw .noDisplay("cannot open X display \"\(name)\" (is an X server running? \(hint))")
        }
        trap.register(dpy)
        var created = false
        defer {
            if !created {
                XCloseDisplay(dpy)
                trap.unregister(dpy)
            }
        }

        let screen = XDefaultScreen(dpy)
        let root = XRootWindow(dpy, screen)
        guard let (visual, depth) = Self.chooseVisual(dpy, screen: screen) else {
            throw .serverFailed("the X server on \"\(name)\" has no 24-bit TrueColor visual with 32-bit pixels "
                + "(default depth \(XDefaultDepth(dpy, screen)))")
        }
        let ownColormap = visual != XDefaultVisual(dpy, screen)
        let colormap = ownColormap ? XCreateColormap(dpy, root, visual, AllocNone) : XDefaultColormap(dpy, screen)

        let w = Self.clampDimension(width), h = Self.clampDimension(height)
        var attributes = XSetWindowAttributes()
        // No background: the server would clear exposed areas before we repaint them, which flickers.
        attributes.background_pixmap = 0
        attributes.border_pixel = 0
        attributes.colormap = colormap
        attributes.bit_gravity = NorthWestGravity  // keep the old pixels on resize until the next frame
        attributes.event_mask = ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask
            | StructureNotifyMask | ExposureMask
        let valueMask = UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWBitGravity | CWEventMask)
        let window = XCreateWindow(dpy, root, 0, 0, UInt32(w), UInt32(h), 0, depth, UInt32(InputOutput),
                                   visual, valueMask, &attributes)

        XStoreName(dpy, window, title)
        let netWmName = XInternAtom(dpy, "_NET_WM_NAME", 0)
        let utf8String = XInternAtom(dpy, "UTF8_STRING", 0)
        let titleBytes = Array(title.utf8)
        _ = titleBytes.withUnsafeBufferPointer { bytes in
            XChangeProperty(dpy, window, netWmName, utf8String, 8, PropModeReplace,
                            bytes.baseAddress, Int32(bytes.count))
        }
        let instance = strdup(windowClass.lowercased()), classPtr = strdup(windowClass)
        var classHint = XClassHint(res_name: instance, res_class: classPtr)
        XSetClassHint(dpy, window, &classHint)
        free(instance)
        free(classPtr)
        var wmDeleteWindow = XInternAtom(dpy, "WM_DELETE_WINDOW", 0)
        XSetWMProtocols(dpy, window, &wmDeleteWindow, 1)
        WindowIdentity.set(on: window, display: dpy)

        let gc = XCreateGC(dpy, window, 0, nil)!
        XSetGraphicsExposures(dpy, gc, 0)

        var shmReason: String?
        var shmBase: Int32 = -1
        if useShm {
            if XShmQueryExtension(dpy) != 0 {
                shmBase = XShmGetEventBase(dpy) + Int32(ShmCompletion)
            } else {
                shmReason = "the X server has no MIT-SHM extension"
            }
        }

        self.display = dpy
        self.displayName = name
        self.window = window
        self.gc = gc
        self.visual = visual
        self.depth = depth
        self.colormap = ownColormap ? colormap : 0
        self.wmProtocols = XInternAtom(dpy, "WM_PROTOCOLS", 0)
        self.wmDeleteWindow = wmDeleteWindow
        self.usesShm = shmBase >= 0
        self.shmCompletionType = shmBase
        self.shmFallbackReason = shmReason
        self.width = w
        self.height = h
        self.borrowedImage = .allocate(capacity: 1)
        self.borrowedImage.initialize(to: XImage())
        self.keyText = .allocate(capacity: 16)
        queued.reserveCapacity(256)
        created = true

        // Attach the first pair of segments now, so presentPath is final once init returns.
        if usesShm {
            do {
                for index in 0..<2 { shmImages[index] = try makeSharedImage(width: w, height: h) }
            } catch {
                disableShm(reason: error.reason)
            }
        }
        if useXInput { (xinput, xinputFallbackReason) = XInput2Events.start(display: dpy, window: window) }
        XMapWindow(dpy, window)
        try waitUntilShown(deadlineMs: MonotonicClock.monotonicMs() + 2000)
    }

    deinit {
        close()
        borrowedImage.deallocate()
        keyText.deallocate()
    }

    // MARK: Events

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

    // MARK: Presenting

    /// Shows a frame of 0xAARRGGBB pixels at the window's top-left corner.
    ///
    /// `stride` is in pixels. The part outside the window is ignored. With MIT-SHM the pixels are copied
    /// into the free shared image (waiting for the server to release it if both are in flight) and this
    /// returns without waiting for the server; with `XPutImage` they are sent from `pixels` directly.
    public func present(pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) throws(HostError) {
        precondition(width >= 0 && height >= 0 && stride >= width, "present: bad frame geometry")
        try checkHealthy()
        guard let dpy = display, !windowGone else { return }
        let w = min(width, self.width), h = min(height, self.height)
        guard w > 0, h > 0 else { return }
        if usesShm, let image = try acquireSharedImage(width: w, height: h) {
            let rowBytes = w * 4
            if image.strideWords == stride && w == width {
                memcpy(image.pixels, pixels, image.strideWords * 4 * (h - 1) + rowBytes)
            } else {
                for row in 0..<h {
                    memcpy(image.pixels + row &* image.strideWords, pixels + row &* stride, rowBytes)
                }
            }
            putShared(dpy, image, width: w, height: h, partial: false)
            return
        }
        let header = borrowedImage
        header.pointee = XImage()
        header.pointee.width = Int32(w)
        header.pointee.height = Int32(h)
        header.pointee.format = ZPixmap
        header.pointee.data = UnsafeMutablePointer(mutating: UnsafeRawPointer(pixels).assumingMemoryBound(to: CChar.self))
        header.pointee.byte_order = LSBFirst
        header.pointee.bitmap_unit = 32
        header.pointee.bitmap_bit_order = LSBFirst
        header.pointee.bitmap_pad = 32
        header.pointee.depth = depth
        header.pointee.bytes_per_line = Int32(stride * 4)
        header.pointee.bits_per_pixel = 32
        header.pointee.red_mask = visual.pointee.red_mask
        header.pointee.green_mask = visual.pointee.green_mask
        header.pointee.blue_mask = visual.pointee.blue_mask
        XInitImage(header)
        wholeFrameRequest = UInt(XNextRequest(dpy))
        XPutImage(dpy, window, gc, header, 0, 0, 0, 0, UInt32(w), UInt32(h))
        XFlush(dpy)
    }

    /// Lends the buffer the next frame will be shown from, sized to the window, so the frame can be
    /// drawn in place (no copy); show it with ``presentBackBuffer()``.
    ///
    /// The closure gets the first pixel, width, height and stride in pixels. The buffer holds an older
    /// frame (double buffering), so draw every pixel. With MIT-SHM this may first wait for the server
    /// to finish reading the buffer.
    public func withBackBuffer(_ draw: (UnsafeMutablePointer<UInt32>, _ width: Int, _ height: Int, _ stride: Int) -> Void) throws(HostError) {
        guard let buffer = try backBuffer(width: width, height: height) else { return }
        draw(buffer.pixels, width, height, buffer.stride)
    }

    /// The buffer the next frame will be shown from, for a frame of `width × height` — nil unless
    /// that is the window's size (a resize not yet handled) — to draw in place and show with
    /// ``presentBackBuffer()``. The pixels stay valid until the next call or a resize. The buffer
    /// holds an older frame (double buffering), so draw every pixel. With MIT-SHM this may first
    /// wait for the server to finish reading the buffer.
    public func backBuffer(width w: Int, height h: Int) throws(HostError) -> (pixels: UnsafeMutablePointer<UInt32>, stride: Int)? {
        try checkHealthy()
        guard let dpy = display, w == width, h == height, w > 0, h > 0 else { return nil }
        let buffer: (UnsafeMutablePointer<UInt32>, Int)
        if usesShm, let image = try acquireSharedImage(width: w, height: h) {
            buffer = (image.pixels, image.strideWords)
        } else {
            if heapImage.map({ !$0.suits(width: w, height: h) }) ?? true {
                heapImage?.destroy(display: dpy)
                heapImage = PresentImage.makeHeap(display: dpy, visual: visual, depth: depth, width: w, height: h)
            }
            let image = heapImage!
            buffer = (image.pixels, image.strideWords)
        }
        drawnBackBuffer = (w, h)
        return buffer
    }

    /// Shows what the last ``withBackBuffer(_:)`` drew. Does nothing if nothing was drawn since the last call.
    public func presentBackBuffer() throws(HostError) {
        try presentBackBuffer(changed: nil)
    }

    /// Shows what the last ``withBackBuffer(_:)`` drew, sending only `changed` — the rectangles
    /// (window pixels, disjoint) where it differs from the frame on screen; nil: all of it. The
    /// server copies only those from the shared buffer (`PresentPixmap` with an update region, or
    /// one `XShmPutImage` per rectangle), so a scroll that moved a strip costs the strip, not 33 MB.
    public func presentBackBuffer(changed: UnsafeBufferPointer<Rect>?) throws(HostError) {
        try checkHealthy()
        guard let dpy = display, let size = drawnBackBuffer else { return }
        drawnBackBuffer = nil
        guard !windowGone else { return }
        if usesShm, let image = shmImages[backIndex] {
            updateRectangles.removeAll(keepingCapacity: true)
            if let changed {
                let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
                for rect in changed {
                    let r = rect.intersection(bounds)
                    guard !r.isEmpty else { continue }
                    updateRectangles.append(XRectangle(x: Int16(r.x), y: Int16(r.y), width: UInt16(r.width), height: UInt16(r.height)))
                }
            }
            putShared(dpy, image, width: size.width, height: size.height, partial: changed != nil)
        } else if let image = heapImage {
            wholeFrameRequest = UInt(XNextRequest(dpy))
            XPutImage(dpy, window, gc, image.image, 0, 0, 0, 0, UInt32(size.width), UInt32(size.height))
            XFlush(dpy)
        }
    }

    /// Whether the window moves the pixels it shows itself (``moveOnScreen(_:)``):
    /// with shared images, presented either at once (`XShmPutImage`) or by the Present extension
    /// on arrival (asynchronous presents to a counter that runs ahead, Xvfb's), so a copy within
    /// the window and the present that follows it reach the window together. With presents synced
    /// to a real vblank the copy would land a refresh early (torn), so there the client moves.
    public var movesPixelsOnScreen: Bool {
        guard usesShm, display != nil, !windowGone else { return false }
        return vblank.map { $0.async } ?? true
    }

    /// Whether the next frame must be sent whole: a present was skipped or a move's source was
    /// hidden, so what the window shows no longer follows the frames sent.
    public var needsWholeFrame: Bool { wholePresentNeeded }

    /// Moves pixels the window shows: the server copies each of `moves` (window pixels), in order,
    /// within the window — the pixels a scroll kept, never sent again. Sent at once, so the server
    /// moves while the client draws what the moves exposed; the frame's present
    /// (``presentBackBuffer(changed:)`` with those rectangles) follows. A 4K scroll then costs the
    /// strips, not the client and the server each copying the list. Nothing without
    /// ``movesPixelsOnScreen`` (the next frame is then asked to be whole).
    public func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) throws(HostError) {
        guard let dpy = try screenDisplay(allowed: movesPixelsOnScreen) else { return }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        if moveGC == nil { moveGC = XCreateGC(dpy, window, 0, nil) }  // graphics exposures on
        var copied = false
        var first = 0
        while first < moves.count {
            // A run of moves by one step (a layer's narrowed move: its boxes) goes as one copy of
            // their hull clipped to them: the server handles the overlap within one request, and
            // works out the exposures once instead of once per box (under Xvfb at 3840×2160, 130
            // boxes took 2.3 ms one by one and 0.8 ms as one clipped copy).
            let dx = moves[first].dx, dy = moves[first].dy
            var end = first
            moveRectangles.removeAll(keepingCapacity: true)
            var hull = Rect.zero
            while end < moves.count && moves[end].dx == dx && moves[end].dy == dy {
                let d = moves[end].destination(within: bounds)
                if !d.isEmpty {
                    moveRectangles.append(XRectangle(x: Int16(d.x), y: Int16(d.y), width: UInt16(d.width), height: UInt16(d.height)))
                    hull = hull.union(d)
                }
                end += 1
            }
            first = end
            guard !hull.isEmpty else { continue }
            let clipped = moveRectangles.count > 1
            if clipped {
                moveRectangles.withUnsafeMutableBufferPointer {
                    _ = XSetClipRectangles(dpy, moveGC, 0, 0, $0.baseAddress, Int32($0.count), Unsorted)
                }
            }
            // A hidden part of the source cannot be copied: the server says so (GraphicsExpose,
            // within the clip) and the next frame goes whole (``translate``).
            XCopyArea(dpy, window, window, moveGC, Int32(hull.x - dx), Int32(hull.y - dy),
                      UInt32(hull.width), UInt32(hull.height), Int32(hull.x), Int32(hull.y))
            if clipped { XSetClipMask(dpy, moveGC, UInt(None)) }
            copied = true
        }
        if copied { XFlush(dpy) }
    }

    /// The connection to change what the window shows with, or nil when that is not `allowed`
    /// (the next frame is then asked to be whole: what the window shows no longer follows).
    private func screenDisplay(allowed: Bool) throws(HostError) -> OpaquePointer? {
        try checkHealthy()
        guard allowed, let dpy = display else {
            wholePresentNeeded = true
            return nil
        }
        return dpy
    }

    /// Whether the window fills pixels it shows itself (``fillOnScreen(_:)``): wherever it moves
    /// them, for the same reason (the fill and the present that follows reach the window together).
    public var fillsPixelsOnScreen: Bool { movesPixelsOnScreen }

    /// Fills pixels the window shows with solid colours (window pixels), after the moves sent
    /// before: the server writes them without reading anything, and the client neither draws nor
    /// sends them. One request per colour. Nothing without ``fillsPixelsOnScreen`` (the next frame
    /// is then asked to be whole).
    public func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) throws(HostError) {
        guard let dpy = try screenDisplay(allowed: fillsPixelsOnScreen) else { return }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        if fillGC == nil {
            fillGC = XCreateGC(dpy, window, 0, nil)
            XSetGraphicsExposures(dpy, fillGC, 0)
        }
        fillSent.removeAll(keepingCapacity: true)
        fillSent.append(contentsOf: repeatElement(false, count: fills.count))
        var sent = false
        for first in fills.indices where !fillSent[first] {
            let color = fills[first].color
            fillRectangles.removeAll(keepingCapacity: true)
            for k in first..<fills.count where !fillSent[k] && fills[k].color == color {
                fillSent[k] = true
                let r = fills[k].destination.intersection(bounds)
                if !r.isEmpty {
                    fillRectangles.append(XRectangle(x: Int16(r.x), y: Int16(r.y), width: UInt16(r.width), height: UInt16(r.height)))
                }
            }
            guard !fillRectangles.isEmpty else { continue }
            // The pixel as the frame's own buffers hold it: a depth-24 window keeps the low 24 bits.
            XSetForeground(dpy, fillGC, UInt(color.argb))
            fillRectangles.withUnsafeMutableBufferPointer {
                _ = XFillRectangles(dpy, window, fillGC, $0.baseAddress, Int32($0.count))
            }
            sent = true
        }
        if sent { XFlush(dpy) }
    }

    /// Blocks until the server has finished every frame handed over so far (for measurements and
    /// screenshots; the frame loop does not need it).
    public func waitUntilPresented() throws(HostError) {
        try checkHealthy()
        guard let dpy = display else { return }
        // After XSync the server has executed every put, so any ShmCompletion is already in our queue.
        XSync(dpy, 0)
        var event = XEvent()
        while XPending(dpy) > 0 {
            XNextEvent(dpy, &event)
            translate(&event, into: &queued)
        }
        for image in shmImages { image?.busy = false }
        try checkHealthy()
    }

    /// Releases the shared memory, the window and the connection. Safe to call twice; later calls
    /// to other methods throw ``HostError/serverFailed(_:)``.
    public func close() {
        guard let dpy = display else { return }
        display = nil
        let alive = !XErrorTrap.shared.status(dpy).connectionLost
        // With the connection gone only local memory is freed: requests would just fail again.
        let live: OpaquePointer? = alive ? dpy : nil
        if alive, let vblank { XPresentFreeInput(dpy, window, vblank.eventID) }
        if alive, updateRegion != 0 { XFixesDestroyRegion(dpy, updateRegion) }
        updateRegion = 0
        vblank = nil
        for image in shmImages { image?.destroy(display: live) }
        shmImages = [nil, nil]
        heapImage?.destroy(display: live)
        heapImage = nil
        if alive {
            XFreeGC(dpy, gc)
            if let moveGC { XFreeGC(dpy, moveGC) }
            if let fillGC { XFreeGC(dpy, fillGC) }
            if !windowGone { XDestroyWindow(dpy, window) }
            if colormap != 0 { XFreeColormap(dpy, colormap) }
        }
        XCloseDisplay(dpy)
        XErrorTrap.shared.unregister(dpy)
        if failure == nil { failure = .serverFailed("the X11 window was closed") }
    }

    // MARK: Internals

    private static func clampDimension(_ value: Int) -> Int { min(max(value, 1), 32767) }

    /// The default visual if it stores 0x00RRGGBB in 32-bit pixels, else any such 24-bit TrueColor visual.
    private static func chooseVisual(_ dpy: OpaquePointer, screen: Int32) -> (UnsafeMutablePointer<Visual>, Int32)? {
        var formatCount: Int32 = 0
        var has32BitPixels = false
        if let formats = XListPixmapFormats(dpy, &formatCount) {
            for i in 0..<Int(formatCount) where formats[i].depth == 24 && formats[i].bits_per_pixel == 32 {
                has32BitPixels = true
            }
            XFree(formats)
        }
        guard has32BitPixels else { return nil }
        func isXRGB(_ v: UnsafeMutablePointer<Visual>) -> Bool {
            v.pointee.red_mask == 0xff0000 && v.pointee.green_mask == 0xff00 && v.pointee.blue_mask == 0xff
        }
        if let visual = XDefaultVisual(dpy, screen), XDefaultDepth(dpy, screen) == 24,
           visual.pointee.`class` == TrueColor, isXRGB(visual) {
            return (visual, 24)
        }
        var info = XVisualInfo()
        if XMatchVisualInfo(dpy, screen, 24, TrueColor, &info) != 0, let visual = info.visual, isXRGB(visual) {
            return (visual, 24)
        }
        return nil
    }

    /// Pumps events until the first Expose after mapping (or the deadline), so the caller's first
    /// frame is not drawn into a window that is not on screen yet.
    private func waitUntilShown(deadlineMs: Double) throws(HostError) {
        guard let dpy = display else { return }
        XFlush(dpy)
        var event = XEvent()
        while !exposed && !windowGone {
            try checkHealthy()
            while XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                translate(&event, into: &queued)
            }
            if exposed || MonotonicClock.monotonicMs() >= deadlineMs { break }
            waitForInput(dpy, deadlineMs: deadlineMs)
        }
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

    /// Throws the recorded failure, turning newly reported connection loss or X errors into one.
    func checkHealthy() throws(HostError) {
        if let failure { throw failure }
        guard let dpy = display else { throw .serverFailed("the X11 window was closed") }
        let status = XErrorTrap.shared.status(dpy)
        if status.connectionLost {
            let error = HostError.serverFailed("lost the connection to the X server \"\(displayName)\"")
            failure = error
            throw error
        }
        if let error = status.unexpected {
            // The window destroyed from outside (BadWindow/BadDrawable) is a close, not a broken server.
            // The error can be read before the DestroyNotify queued ahead of it, so match the window id.
            if (error.errorCode == UInt8(BadWindow) || error.errorCode == UInt8(BadDrawable))
                && error.resourceID == UInt(window) {
                XErrorTrap.shared.clearUnexpected(dpy)
                if !windowGone {
                    windowGone = true
                    queued.append(.close)
                }
                return
            }
            let failed = HostError.serverFailed("X server \"\(displayName)\" reported an error: "
                + XErrorTrap.describe(error, on: dpy))
            failure = failed
            throw failed
        }
    }

    /// Creates one SHM image, turning a failure into the reason to fall back.
    private func makeSharedImage(width: Int, height: Int) throws(ShmFailure) -> PresentImage {
        guard let dpy = display else { throw ShmFailure("display closed") }
        return try PresentImage.makeShared(display: dpy, visual: visual, depth: depth,
                                           width: width, height: height).get()
    }

    /// Stops using SHM for good: one failed attach means the server cannot share memory with us.
    private func disableShm(reason: String) {
        if let dpy = display {
            // Detaching a segment the server may still read from is fine: it keeps its own mapping.
            for image in shmImages { image?.destroy(display: dpy) }
        }
        shmImages = [nil, nil]
        usesShm = false
        shmFallbackReason = reason
    }

    /// The SHM image the next frame goes into, free and big enough; nil once SHM has been given up.
    private func acquireSharedImage(width w: Int, height h: Int) throws(HostError) -> PresentImage? {
        if let image = shmImages[backIndex], image.busy { try waitForCompletion(image) }
        if let image = shmImages[backIndex], image.suits(width: w, height: h) { return image }
        shmImages[backIndex]?.destroy(display: display)
        shmImages[backIndex] = nil
        do {
            let image = try makeSharedImage(width: w, height: h)
            shmImages[backIndex] = image
            return image
        } catch {
            try checkHealthy()  // a lost connection is not a reason to fall back
            disableShm(reason: error.reason)
            return nil
        }
    }

    /// Reads events until the server reports it has finished reading `image`, queueing input for later.
    private func waitForCompletion(_ image: PresentImage) throws(HostError) {
        guard let dpy = display else { return }
        // A completion never arrives if its put failed; after XSync it would be queued, so this bound only
        // protects against a server that stopped answering.
        let deadline = MonotonicClock.monotonicMs() + 1000
        var event = XEvent()
        var synced = false
        while image.busy {
            while image.busy && XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                translate(&event, into: &queued)
            }
            try checkHealthy()
            guard image.busy else { break }
            if MonotonicClock.monotonicMs() >= deadline {
                if synced { image.busy = false; break }
                XSync(dpy, 0)
                synced = true
                continue
            }
            waitForInput(dpy, deadlineMs: deadline)
        }
    }

    /// Shows `image`: whole, or (`partial`) only ``updateRectangles``.
    private func putShared(_ dpy: OpaquePointer, _ image: PresentImage, width: Int, height: Int, partial: Bool) {
        // After a skipped present or a hidden move the window needs the whole frame.
        let partial = partial && !wholePresentNeeded
        wholePresentNeeded = false
        if !partial { wholeFrameRequest = UInt(XNextRequest(dpy)) }
        // send_event True: the server tells us (ShmCompletion) when it no longer reads the segment;
        // through Present, IdleNotify does.
        if !presentPixmap(dpy, image, partial: partial) {
            if !partial {
                XShmPutImage(dpy, window, gc, image.image, 0, 0, 0, 0, UInt32(width), UInt32(height), 1)
            } else if updateRectangles.isEmpty {
                // Nothing differs from the frame on screen: nothing to send, the buffer stays free.
                backIndex ^= 1
                return
            } else {
                // Requests run in order: the last put's completion says the segment is free.
                for (index, r) in updateRectangles.enumerated() {
                    XShmPutImage(dpy, window, gc, image.image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                                 UInt32(r.width), UInt32(r.height), index == updateRectangles.count - 1 ? 1 : 0)
                }
            }
        }
        image.busy = true
        XFlush(dpy)
        backIndex ^= 1
    }
}
