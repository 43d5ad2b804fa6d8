import CXlib
#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Pixels

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
    public internal(set) var width: Int
    /// Current inner height in pixels.
    public internal(set) var height: Int
    /// `"shm"` while frames go through MIT-SHM, `"xputimage"` otherwise.
    public var presentPath: PresentPath { vblank != nil ? .present : usesShm ? .shm : .xputimage }
    /// Why MIT-SHM is not used (nil when it is, or when it was turned off with `useShm: false`).
    public internal(set) var shmFallbackReason: String?
    /// The display name that was opened (`":0"`), for messages.
    public let displayName: String
    /// What pointer input arrives through: `"xi2.2"` (XInput2: smooth scrolling, touch) or `"core"`.
    public var inputPath: String { xinput?.description ?? "core" }
    /// Why XInput2 is not used (the server lacks it), or nil.
    public private(set) var xinputFallbackReason: String?
    var display: OpaquePointer?
    let window: Window
    let gc: GC
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    var usesShm: Bool
    let shmCompletionType: Int32
    /// The SHM double buffer; `backIndex` is the one the next frame goes into.
    var shmImages: [PresentImage?] = [nil, nil]
    var backIndex = 0
    /// The back buffer for ``withBackBuffer(_:)`` when SHM is not in use.
    var heapImage: PresentImage?
    /// Header for sending the caller's pixels with `XPutImage` in place, without copying them.
    let borrowedImage: UnsafeMutablePointer<XImage>
    /// Size drawn by the last ``withBackBuffer(_:)``, waiting for ``presentBackBuffer()``.
    var drawnBackBuffer: (width: Int, height: Int)?
    /// The rectangles of the frame being shown that differ from the one on screen, as X wants them.
    var updateRectangles: ContiguousArray<XRectangle> = { var r = ContiguousArray<XRectangle>(); r.reserveCapacity(1024); return r }()

    /// An XFixes region reused for every partial `PresentPixmap` (0 until the first).
    var updateRegion: XserverRegion = 0
    /// Set when a present was skipped or a move's source was hidden: the next one sends the whole frame.
    var wholePresentNeeded = false
    /// The request number of the last whole frame sent: an `Expose` the server made before
    /// processing it is already repaired by it (the session's first frame after the preview and the
    /// display measurement, say), so it asks for no other whole frame.
    var wholeFrameRequest: UInt = 0
    /// The serial of the latest `Expose` not yet reported (the last request the server had
    /// processed when it made it), nil when none waits.
    var exposeRequest: UInt?
    /// The GC ``moveOnScreen(_:)`` copies with: unlike ``gc`` it asks for `GraphicsExpose`, the
    /// server's word that part of a move's source was hidden (nil until the first move).
    var moveGC: GC?
    /// One run of moves' destinations, the clip of their one copy (scratch).
    var moveRectangles = ContiguousArray<XRectangle>()
    /// The GC ``fillOnScreen(_:)`` fills with (its foreground changes per colour; nil until the
    /// first fill), and its scratch: the rectangles of one colour, and which fills are sent.
    var fillGC: GC?
    var fillRectangles = ContiguousArray<XRectangle>()
    var fillSent = ContiguousArray<Bool>()
    /// Events read while waiting for a SHM completion, handed out by the next ``pollEvents(into:)``.
    var queued: [HostEvent] = []
    /// Present-extension state once ``startVblankPresent()`` succeeded (X11Window+Present.swift).
    var vblank: VblankPresenter?
    var failure: HostError?
    var exposed = false
    /// The window was destroyed from outside: presenting would only raise BadDrawable.
    var windowGone = false
    let keyText: UnsafeMutablePointer<CChar>
    /// XI2 pointer, smooth-scroll and touch input; nil on a server without it (core events then).
    var xinput: XInput2Events?
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

    static func clampDimension(_ value: Int) -> Int { min(max(value, 1), 32767) }

    /// The default visual if it stores 0x00RRGGBB in 32-bit pixels, else any such 24-bit TrueColor visual.
    static func chooseVisual(_ dpy: OpaquePointer, screen: Int32) -> (UnsafeMutablePointer<Visual>, Int32)? {
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
    func waitUntilShown(deadlineMs: Double) throws(HostError) {
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
}
