import Diagnostics
import Foundation
import HostInterface
import Pixels
import Raster
import Scenes
import ScrollEngine
import Sessions

/// The one frame loop shared by the window, replay and the benchmark.
///
/// Per frame: the input delivered since the last frame has already gone to the scene (`handle`),
/// `frame(dt:)` advances the engine by exactly `dt`, lays the scene out, rasterises it (and the
/// overlay), and hands the framebuffer to the presenter, timing each phase on the monotonic clock.
/// A frame in which nothing changed and nothing animates is skipped: no layout, no raster, no
/// present. What a frame shows depends only on the events and `dt`s given, never on the clock.
public final class FrameLoop {
    /// The scene's settings (kind and preset follow keys `Tab` and `f`).
    public private(set) var options: SceneOptions
    /// The scene on screen.
    public private(set) var scene: any Scene
    /// The frame being drawn — unless the presenter lends the buffers it shows from (a window):
    /// frames are then drawn there, in place.
    public let framebuffer: Framebuffer
    /// Frame rate the loop runs at (for the overlay's budget line).
    public var hz: Double
    /// Whether the profiling overlay is drawn.
    public var overlayVisible: Bool { didSet { needsDraw = true } }
    /// Whether the key help is drawn.
    public private(set) var helpVisible = false
    /// Whether the seam inspector (key `i`) is drawn; like the overlay, never part of the digest.
    public var inspectorVisible = false { didSet { needsDraw = true } }
    /// The seam inspector's view of the recent frames (fed only while it is visible).
    public private(set) var inspector = SeamInspector()
    /// The note naming the setting a key just changed (`b`, `f`, `g`, `Tab`); drawn only in a live
    /// window (a replay digests its frames and skips idle ones, so a toast there would linger).
    public private(set) var toast = Toast()
    /// Pixels at the bottom that the overlay and inspector leave free (a compare pane's label).
    public var bottomReserve = 0 { didSet { needsDraw = true } }
    /// Whether a recording runs: the window shows ``RecordingMark`` (and the overlay REC).
    public var recording = false { didSet { if recording != oldValue { needsDraw = true } } }
    /// The display's rate, its source and the recent hitch time, for the overlay (nil headless).
    public var display: DisplayStatus?
    /// Whether the overlay shows the replay clock's rate as fps (headless, frames follow that
    /// clock, not the wall clock); true whenever there is no presenter.
    public var followsReplayClock = false
    /// Where frames go (nil: headless).
    public var presenter: (any FramePresenter)?
    /// Whether to digest each drawn frame's pixels (replay); the digest never includes the overlay.
    public var digestsFrames = false
    /// Timings of the recent frames.
    public private(set) var profiler = FrameProfiler()
    /// Frames run so far (drawn or skipped).
    public private(set) var frameCount = 0
    /// Frames actually drawn.
    public private(set) var drawnCount = 0
    /// Digest of the last drawn frame's pixels (when `digestsFrames`).
    public private(set) var frameDigest: UInt64 = 0
    /// Whether drawn frames are rasterised whole or only where they changed (same pixels either way).
    /// A buffer the presenter lends is compared with the frame drawn into it last, not the last frame.
    public var redraw = RedrawMode.damage { didSet { damage.invalidate() } }
    /// Pixels the last drawn frame rasterised (the scene's list; the panels drawn over it apart).
    public private(set) var rasterizedPixels = 0
    /// Bytes of the last drawn frame that a presenter showing only what changed would send: the
    /// rasterised rectangles (moved pixels are the X server's to copy), the panels, and the whole
    /// frame after a full redraw.
    public private(set) var changedBytes = 0

    private var list = DisplayList()
    private var damage = DamageTracker()
    private let bands: BandRaster
    private var panelRects = ContiguousArray<Rect>()
    /// Headless damage frames are drawn here — only the rectangles that changed — and then
    /// composed into ``framebuffer`` (moves, then those rectangles), as a window's X server would.
    private var staging: Framebuffer?
    /// Nanoseconds the last frame spent composing (0 when it drew in place).
    private var composeNs: UInt64 = 0
    /// What the window shows: the frame presented last, so a present can send only what differs
    /// (the lent buffers are each a frame older than the screen and are tracked by ``damage``).
    private var screen = DamageTracker()
    /// Where the frame being presented differs from the one on screen, device pixels; valid when
    /// `screenChangesKnown`.
    private var screenChanges: ContiguousArray<Rect> = { var changes = ContiguousArray<Rect>(); changes.reserveCapacity(4 * DamageTracker.regionCapacity + 1); return changes }()
    private var screenChangesKnown = false
    /// Whether a layer's move on screen is narrowed to the pixels it changes
    /// (``DamageTracker/refinesMoves``): where presents are asynchronous Present requests (Xvfb),
    /// measured to halve the server's work at 4K. Off by default: with `XShmPutImage` per strip
    /// (timer pacing) the client then waits for the server's puts of the many strips (4K, 60 Hz:
    /// core p99 1.9 → 3.9 ms, input→present p99 2.3 → 10.6 ms), so it stays with the whole move.
    public var narrowsMovesOnScreen = false
    /// The moves the presenter makes on screen before `screenChanges` are sent over them (device
    /// pixels), kept so a frame allocates nothing.
    private var screenMoves: ContiguousArray<PixelMove> = { var moves = ContiguousArray<PixelMove>(); moves.reserveCapacity(4 * DamageTracker.moveCapacity + 32); return moves }()
    /// The fills the presenter makes on screen after the moves (device pixels).
    private var screenFills: ContiguousArray<PixelFill> = { var fills = ContiguousArray<PixelFill>(); fills.reserveCapacity(DamageTracker.fillCapacity); return fills }()
    private var deviceSlabs: ContiguousArray<Rect> = { var slabs = ContiguousArray<Rect>(); slabs.reserveCapacity(4 * DamageTracker.regionCapacity + 1); return slabs }()
    /// Which touch acts as the pointer.
    private var touches = TouchSequence()
    var needsDraw = true
    /// Whether the panels drawn last say `idle` (``showsRest(animating:)``).
    var panelsShowIdle = false
    /// Whether input arrived since the last frame (``showsRest(animating:)``).
    var inputSinceFrame = false
    /// Whether the engine's per-frame accounting (the seam inspector's `d` and `left`) must restart
    /// before the next input or step: it covers one frame's input and motion, and is read between
    /// frames.
    private var frameAccountingDone = true
    private var pendingInputNs: UInt64 = 0
    private let overlay = ProfilingOverlay()
    /// Where the window shows the profiling overlay as last drawn (logical pixels), while it moves
    /// its own pixels (``narrowsMovesOnScreen`` with a presenter that keeps the screen): the panel
    /// is opaque, so it stays as drawn until its figures are due (``overlayRefreshMs``) and the
    /// frames between leave its pixels alone. Nil when it is not on screen as such.
    private var screenOverlay: Rect?
    /// The frame time its figures were drawn at.
    var screenOverlayDrawnMs = -Double.infinity
    /// The time of the frame being drawn (ms), for the overlay's refresh.
    private var frameTimeMs = 0.0
    /// Whether the frame being drawn draws the overlay (every frame but those that keep it on
    /// screen as it is).
    private var drawsOverlay = true
    /// Scratch for the cuts around the overlay kept on screen (nothing allocated per frame).
    private var keptMoves: ContiguousArray<PixelMove> = { var moves = ContiguousArray<PixelMove>(); moves.reserveCapacity(4 * DamageTracker.moveCapacity + 32); return moves }()
    private var keptFills: ContiguousArray<PixelFill> = { var fills = ContiguousArray<PixelFill>(); fills.reserveCapacity(DamageTracker.fillCapacity); return fills }()
    private var stalePieces: ContiguousArray<Rect> = { var pieces = ContiguousArray<Rect>(); pieces.reserveCapacity(256); return pieces }()
    private var keptChanges: ContiguousArray<Rect> = { var changes = ContiguousArray<Rect>(); changes.reserveCapacity(4 * DamageTracker.regionCapacity + 1); return changes }()
    /// How often the window redraws the overlay's figures while it moves its own pixels: between,
    /// the panel is left on screen as it is (figures that change every frame cannot be read at
    /// 144 Hz anyway), so a scroll under it neither draws nor sends it.
    public static let overlayRefreshMs = 500.0
    private let help = HelpPanel()

    /// A loop showing `options`' scene at `options`' size, drawing whole frames in `rasterBands`
    /// bands (``BandRaster``).
    public init(options: SceneOptions, hz: Double = 60, overlayVisible: Bool = false,
                rasterBands: Int = BandRaster.defaultBands) {
        bands = BandRaster(bands: rasterBands)
        var sized = options
        sized.width = max(1, options.width)
        sized.height = max(1, options.height)
        self.options = sized
        self.hz = hz
        self.overlayVisible = overlayVisible
        framebuffer = Framebuffer(width: sized.deviceSize.width, height: sized.deviceSize.height)
        scene = sized.makeScene()
    }

    /// Marks the frame as changed (the window lost its contents, say): the next frame draws.
    public func invalidate() {
        needsDraw = true
        screen.invalidate()
    }

    /// How many bands drew the last frame's pixels (1: the calling thread alone).
    public var lastRasterBands: Int { bands.lastBandsUsed }

    /// Whether the next frame has anything to do.
    public var isIdle: Bool { !needsDraw && !scene.isAnimating && !inspectorFading && !toastShowing }

    /// Where the overlay and the inspector go now, in logical pixels (nil for a hidden one).
    public var panels: PanelLayout {
        PanelLayout(width: options.width, height: options.height,
                    overlay: overlayVisible ? ProfilingOverlay.size : nil,
                    inspector: inspectorVisible ? inspector.size : nil, bottomReserve: bottomReserve,
                    recording: recording ? RecordingMark.size(forWidth: options.width) : nil)
    }

    /// A toast keeps a live window drawing until it is gone.
    private var toastShowing: Bool { !digestsFrames && toast.isVisible }

    /// A seam the inspector still marks keeps a live window drawing until it fades; replays (which
    /// digest frames) never run extra frames for it.
    private var inspectorFading: Bool { inspectorVisible && !digestsFrames && inspector.hasMarks }

    // MARK: - Input

    /// Delivers one input event to the scene (or handles the global keys).
    @discardableResult
    public func handle(_ event: SessionEvent, timeMs: Double) -> FrameLoopAction {
        // A frame marker is the schedule's business (ReplaySchedule), not input: it changes nothing.
        if case .frame = event { return .none }
        let start = MonotonicClock.nanoseconds()
        defer { pendingInputNs &+= MonotonicClock.nanoseconds() &- start }
        beginFrameAccounting()
        needsDraw = true
        inputSinceFrame = true
        // Whatever this input starts (a key's animation included) starts at its time.
        scene.updateScroller { $0.inputTimeMs = timeMs }
        switch event {
        case let .down(x, y, button):
            if button == 1 { scene.pointerDown(x: x, y: y, timeMs: timeMs) }
        case let .move(x, y):
            scene.pointerMove(x: x, y: y, timeMs: timeMs)
        case let .up(x, y, button):
            if button == 1 { scene.pointerUp(x: x, y: y, timeMs: timeMs) }
        case let .wheel(x, y, dx, dy):
            scene.wheel(x: x, y: y, dx: dx, dy: dy, timeMs: timeMs)
        case let .scroll(x, y, dx, dy):
            scene.scroll(x: x, y: y, dx: dx, dy: dy, timeMs: timeMs)
        case let .touch(phase, id, x, y):
            switch touches.handle(phase: phase, id: id) {
            case .down: scene.pointerDown(x: x, y: y, timeMs: timeMs)
            case .move: scene.pointerMove(x: x, y: y, timeMs: timeMs)
            case .up: scene.pointerUp(x: x, y: y, timeMs: timeMs)
            case .cancel: scene.pointerCancel(x: x, y: y, timeMs: timeMs)
            case .ignore: break
            }
        case let .key(name):
            return key(name)
        case let .resize(width, height):
            resize(width: width, height: height)
        case .end:
            return .end
        case .frame:
            break
        }
        return .none
    }

    private func key(_ name: String) -> FrameLoopAction {
        switch name {
        case "q", "Escape":
            return .quit
        case "p":
            overlayVisible.toggle()
        case "h":
            helpVisible.toggle()
        case "i":
            inspectorVisible.toggle()
            inspector = SeamInspector()
        case "r":
            return .toggleRecording
        case "Tab":
            switchScene(to: SceneRegistry.next(after: options.kind))
            toast.show("scene \(options.kind.rawValue)")
        case "f":
            let all = PhysicsPreset.all
            let index = all.firstIndex { $0.name == options.preset.name } ?? -1
            options.preset = all[(index + 1) % all.count]
            scene.scroller.preset = options.preset
            scene.scroller.chain.policy = options.policy
            let note = SettingNote.physics(options)
            toast.show(note.text, detail: note.detail)
        case "g":
            options.handoff = options.policy.next
            scene.scroller.chain.policy = options.policy
            let note = SettingNote.handoff(options)
            toast.show(note.text, detail: note.detail)
        case "b":
            if !scene.key(name) { break }
            if let side = scene.bounceSide {
                options.bounce = side
                toast.show(Self.bounceNote(side))
            }
        default:
            _ = scene.key(name)
        }
        return .none
    }

    /// What `b` says: the side, and which scroller that is.
    static func bounceNote(_ side: BounceSide) -> String {
        "bounce \(side.rawValue): the \(bounceName(side)) rubber-bands at the top"
    }

    /// The scroller a bounce side names, as the toast explains it.
    static func bounceName(_ side: BounceSide) -> String { side == .parent ? "page" : "list" }

    /// Replaces the scene with a fresh `kind` scene at the current size and preset.
    public func switchScene(to kind: SceneKind) {
        options.kind = kind
        scene = options.makeScene()
        needsDraw = true
    }

    /// Puts `scene` on screen in place of the current one (a benchmark's custom scene, say).
    public func replaceScene(_ scene: any Scene) {
        self.scene = scene
        scene.resize(width: options.width, height: options.height)
        needsDraw = true
    }

    /// The viewport changed size; sizes below 1 are taken as 1.
    public func resize(width: Int, height: Int) {
        let w = max(1, width), h = max(1, height)
        options.width = w
        options.height = h
        framebuffer.resize(width: options.deviceSize.width, height: options.deviceSize.height)
        scene.resize(width: w, height: h)
        damage.invalidate()
        screen.invalidate()
        needsDraw = true
    }

    // MARK: - Frames

    /// Runs one frame: advances by `dt` seconds, draws and presents if anything changed.
    /// `timeMs` is the frame's time on the session clock (what it shows): motions started by input
    /// since the last frame are sampled at `timeMs` minus the input's time. Returns whether the
    /// frame was drawn.
    @discardableResult
    public func frame(dt: Double, atMs timeMs: Double? = nil) -> Bool {
        beginFrameAccounting()
        defer { frameAccountingDone = true }
        frameCount += 1
        frameTimeMs = timeMs ?? frameTimeMs + dt * 1000
        let engineStart = MonotonicClock.nanoseconds()
        let animating = scene.isAnimating
        if inspectorFading || toastShowing { needsDraw = true }
        toast.advance(dt: dt)
        if animating || needsDraw {
            scene.updateScroller { $0.frameTimeMs = timeMs }
            scene.advance(dt: dt)
        }
        if inspectorVisible { observeSeams(dt: dt) }
        let resting = showsRest(animating: animating)
        let engineEnd = MonotonicClock.nanoseconds()
        let engineNs = (engineEnd &- engineStart) &+ pendingInputNs
        pendingInputNs = 0

        guard animating || needsDraw else {
            profiler.record(FrameTiming(engine: engineNs, raster: 0, present: 0, drawn: false), endNs: engineEnd)
            return false
        }
        needsDraw = false

        // Drawn in place where the presenter lends the buffer it shows from (no copy of the frame);
        // waiting for that buffer counts as presenting.
        let lent = presenter?.lendBuffer(width: framebuffer.width, height: framebuffer.height)
        let target = lent ?? framebuffer
        let rasterStart = MonotonicClock.nanoseconds()
        scene.render(into: &list)
        // Scenes and panels draw in logical pixels; the canvas scales to the device's.
        let canvas = Canvas(target, scale: options.scale)
        let panels = self.panels
        // Asked after lending: the presenter's state may change while it waited for the buffer.
        let movesOnScreen = lent != nil && !digestsFrames && presenter?.movesPixelsOnScreen == true
        rasterize(into: target, panels: panels, keepsPixels: lent == nil || presenter?.lentBuffersKeepPixels == true,
                  movesOnScreen: movesOnScreen)
        if digestsFrames {
            var digest = PixelDigest()
            digest.add(target)
            frameDigest = digest.value
        }
        if let box = panels.overlay, drawsOverlay {
            // Headless, frames follow the replay clock, not the wall clock: show its rate.
            overlay.draw(on: canvas, width: options.width, height: options.height, profiler: &profiler, hz: hz,
                         clockRate: presenter == nil || followsReplayClock ? hz : nil, idle: resting,
                         presentPath: presenter?.presentPath ?? "headless", scene: options.kind.rawValue,
                         physics: options.preset.name, handoff: options.policy.rawValue,
                         bounce: scene.bounceSide?.rawValue ?? "", recording: recording,
                         display: display, in: box)
        }
        if let box = panels.inspector { inspector.draw(on: canvas, in: box, idle: resting) }
        // A toast stands where the mark is, for a moment.
        if let box = panels.recording, !toastShowing { RecordingMark.draw(on: canvas, in: box) }
        requestRestFrame(after: resting)
        if toastShowing { toast.draw(on: canvas, width: options.width) }
        if helpVisible { help.draw(on: canvas) }
        let rasterEnd = MonotonicClock.nanoseconds() &- composeNs

        if let lent {
            if screenChangesKnown {
                screenChanges.withUnsafeBufferPointer { presenter?.presentLent(lent, changed: $0) }
            } else {
                presenter?.presentLent(lent, changed: nil)
            }
        } else {
            presenter?.present(framebuffer)
        }
        let presentEnd = MonotonicClock.nanoseconds()
        let presentNs = presenter == nil ? 0 : (presentEnd &- rasterEnd) &+ (rasterStart &- engineEnd)

        drawnCount += 1
        profiler.record(FrameTiming(engine: engineNs, raster: rasterEnd &- rasterStart, present: presentNs, drawn: true,
                                    compose: composeNs), endNs: presentEnd)
        return true
    }

    /// Draws the scene's list into `target`: whole, in bands on every core, or — in damage mode,
    /// over the frame this loop drew last in the same buffer — only what changed.
    ///
    /// With `movesOnScreen` the presenter keeps the frame on screen and moves its pixels itself:
    /// the frame is planned against the screen, its moves go to the presenter first, and only the
    /// region is drawn into `target` (whose other pixels are left as they are) and presented.
    private func rasterize(into target: Framebuffer, panels: PanelLayout, keepsPixels: Bool, movesOnScreen: Bool) {
        let frameBytes = target.width * target.height * MemoryLayout<UInt32>.stride
        composeNs = 0
        screenChangesKnown = false
        // Damage is planned in logical pixels; at an integer scale a logical pixel is a whole block
        // of device pixels, so rectangles and moves scale exactly. Fractional scales draw whole.
        let scale = options.scale
        let factor = scale.quarters % 4 == 0 ? scale.quarters / 4 : 0
        // Panels are drawn over the list after it; a margin covers anything they draw at their edge.
        panelRects.removeAll(keepingCapacity: true)
        func addPanel(_ box: Rect?) {
            if let box { panelRects.append(Rect(x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16)) }
        }
        drawsOverlay = true
        // The window that moves its own pixels keeps the overlay apart (``keepOff(_:)``).
        let keepsOverlayApart = movesOnScreen && narrowsMovesOnScreen && factor > 0 && redraw == .damage
        if !keepsOverlayApart {
            if screenOverlay != nil { screen.invalidate() }
            screenOverlay = nil
            addPanel(panels.overlay)
        } else if panels.overlay != screenOverlay {
            // Shown, hidden or moved: what is under it must be drawn again.
            if screenOverlay != nil { screen.invalidate() }
            screenOverlay = nil
        }
        addPanel(panels.inspector)
        addPanel(panels.recording)
        // The toast and the help are drawn over the whole window: such frames are drawn whole.
        if movesOnScreen, presenter?.needsWholeFrame == true { screen.invalidate() }
        if redraw == .full || toastShowing || helpVisible || factor == 0 || !(keepsPixels || movesOnScreen) {
            damage.invalidate()
            screen.invalidate()
            rasterizedPixels = bands.render(list, into: target, scale: scale)
            changedBytes = frameBytes
            if keepsOverlayApart { keepOverlay(panels.overlay) }
            return
        }
        let logical = Rect(x: 0, y: 0, width: options.width, height: options.height)
        if movesOnScreen {
            rasterizeOverScreen(into: target, bounds: logical, factor: factor, overlay: keepsOverlayApart ? panels.overlay : nil)
            return
        }
        damage.select(buffer: ObjectIdentifier(target))
        panelRects.withUnsafeBufferPointer { rects in _ = damage.plan(list, bounds: logical, panels: rects) }
        deviceSlabs.removeAll(keepingCapacity: true)
        for slab in damage.region.slabs {
            deviceSlabs.append(slab.scaled(by: factor).intersection(target.bounds))
        }
        if target === framebuffer {
            // Our own buffer stands for the screen: draw the change apart, then compose. (A window
            // sent our buffer whole: it no longer shows what ``screen`` followed.)
            screen.invalidate()
            let staging = stagingBuffer(like: target)
            rasterizedPixels = deviceSlabs.withUnsafeBufferPointer { bands.render(list, into: staging, scale: scale, regions: $0) }
            let composeStart = MonotonicClock.nanoseconds()
            damage.applyBlits(to: target, factor: factor)
            deviceSlabs.withUnsafeBufferPointer { Self.copy($0, from: staging, to: target) }
            composeNs = MonotonicClock.nanoseconds() &- composeStart
        } else {
            // A lent buffer is the frame it last showed: move its pixels and draw over them.
            damage.applyBlits(to: target, factor: factor)
            rasterizedPixels = deviceSlabs.withUnsafeBufferPointer { bands.render(list, into: target, scale: scale, regions: $0) }
            planScreenChanges(bounds: logical, factor: factor, device: target.bounds)
        }
        var panelPixels = 0
        for rect in panelRects { panelPixels += rect.intersection(logical).width * rect.intersection(logical).height }
        changedBytes = min(frameBytes, (rasterizedPixels + panelPixels * factor * factor) * MemoryLayout<UInt32>.stride)
        damage.commit(list: &list)
    }

    /// Plans the frame against the one on screen and draws only its region into `target`; the
    /// moves and the region (device pixels) are left for the presenter. A whole plan draws and
    /// sends the whole frame. The buffers' own frames are forgotten: they now hold only regions.
    ///
    /// `overlay` is the profiling overlay's box when the window keeps it apart: it is not in the
    /// plan, the frame's moves, fills and changes are kept off its pixels on screen, and it is
    /// drawn (and sent) only when its figures are due (``overlayRefreshMs``).
    private func rasterizeOverScreen(into target: Framebuffer, bounds: Rect, factor: Int, overlay overlayBox: Rect?) {
        damage.invalidate()
        screen.select(buffer: ObjectIdentifier(self))
        screen.refinesMoves = narrowsMovesOnScreen
        screen.fillsOnScreen = narrowsMovesOnScreen && presenter?.fillsPixelsOnScreen == true
        panelRects.withUnsafeBufferPointer { rects in _ = screen.plan(list, bounds: bounds, panels: rects) }
        if screen.region.isWhole {
            rasterizedPixels = bands.render(list, into: target, scale: options.scale)
            changedBytes = target.width * target.height * MemoryLayout<UInt32>.stride
            keepOverlay(overlayBox)
        } else {
            screenChanges.removeAll(keepingCapacity: true)
            for slab in screen.region.slabs {
                let r = slab.scaled(by: factor).intersection(target.bounds)
                if !r.isEmpty { screenChanges.append(r) }
            }
            screenMoves.removeAll(keepingCapacity: true)
            for blit in screen.blits { screenMoves.append(blit.scaled(by: factor)) }
            screenFills.removeAll(keepingCapacity: true)
            for fill in screen.fills { screenFills.append(fill.scaled(by: factor)) }
            // The overlay on screen as drawn: the frame keeps off it, and draws it when it is due
            // or a move could not keep off it.
            var overlayDue = overlayBox != nil
            if let kept = screenOverlay {
                let untouched = keepOff(kept.scaled(by: factor).intersection(target.bounds))
                // (A clock that went back, a new recording's, counts as due.)
                overlayDue = !untouched || !(0..<Self.overlayRefreshMs).contains(frameTimeMs - screenOverlayDrawnMs)
            }
            // The presenter moves while the strips are drawn.
            if !screenMoves.isEmpty { screenMoves.withUnsafeBufferPointer { presenter?.moveOnScreen($0) } }
            if !screenFills.isEmpty { screenFills.withUnsafeBufferPointer { presenter?.fillOnScreen($0) } }
            // While the server moves and fills, a core is left to it (``BandRaster``, spareCores).
            let serverBusy = !screenMoves.isEmpty || !screenFills.isEmpty
            rasterizedPixels = screenChanges.withUnsafeBufferPointer {
                bands.render(list, into: target, scale: options.scale, regions: $0, spareCores: serverBusy ? 1 : 0)
            }
            changedBytes = rasterizedPixels * MemoryLayout<UInt32>.stride
            screenChangesKnown = true
            if let overlayBox {
                drawsOverlay = overlayDue
                if overlayDue {
                    // Drawn whole over whatever is under it (it is opaque), and sent.
                    let box = overlayBox.scaled(by: factor).intersection(target.bounds)
                    if !box.isEmpty { screenChanges.append(box) }
                    changedBytes += box.width * box.height * MemoryLayout<UInt32>.stride
                    keepOverlay(overlayBox)
                }
            }
        }
        screen.commit(list: &list)
    }

    /// The overlay (`box`, logical; nil: none) is now on screen as drawn in this frame.
    private func keepOverlay(_ box: Rect?) {
        screenOverlay = box
        screenOverlayDrawnMs = frameTimeMs
    }

    /// Keeps the frame's moves, fills and changes off `box` (device pixels), the overlay's pixels
    /// on screen: a move's part that would land there is not made, a part that would read there is
    /// drawn instead (after the moves), fills and changes are cut around it. Returns false when a
    /// move could not be kept off it (one along both axes: it is made whole, and the overlay must
    /// be drawn again).
    private func keepOff(_ box: Rect) -> Bool {
        guard !box.isEmpty else { return true }
        var untouched = true
        keptMoves.removeAll(keepingCapacity: true)
        stalePieces.removeAll(keepingCapacity: true)
        for move in screenMoves {
            // Where a destination would read the overlay's pixels.
            let reads = box.offsetBy(dx: move.dx, dy: move.dy)
            guard !move.destination.intersection(box).isEmpty || !move.destination.intersection(reads).isEmpty else {
                keptMoves.append(move)
                continue
            }
            guard move.dx == 0 || move.dy == 0 else {
                keptMoves.append(move)
                if !move.destination.intersection(box).isEmpty { untouched = false }
                let stale = move.destination.intersection(reads)
                if !stale.isEmpty { stalePieces.append(stale) }
                continue
            }
            let first = keptMoves.count
            DamageTracker.forEachPart(of: move.destination, outside: box) { part in
                let stale = part.intersection(reads)
                if !stale.isEmpty { stalePieces.append(stale) }
                DamageTracker.forEachPart(of: part, outside: reads) {
                    keptMoves.append(PixelMove(destination: $0, dx: move.dx, dy: move.dy))
                }
            }
            // One move's parts in the order that reads each source before another overwrites it.
            DamageTracker.orderAgainstStep(&keptMoves, from: first)
        }
        swap(&screenMoves, &keptMoves)
        // What the moves would have read from the overlay is drawn, where the changes do not draw
        // it already (a rectangle drawn twice would blend its translucent items twice).
        while let piece = stalePieces.popLast() {
            if let change = screenChanges.first(where: { !$0.intersection(piece).isEmpty }) {
                DamageTracker.forEachPart(of: piece, outside: change) { stalePieces.append($0) }
            } else {
                screenChanges.append(piece)
            }
        }
        keptFills.removeAll(keepingCapacity: true)
        for fill in screenFills {
            DamageTracker.forEachPart(of: fill.destination, outside: box) { keptFills.append(PixelFill(destination: $0, color: fill.color)) }
        }
        swap(&screenFills, &keptFills)
        keptChanges.removeAll(keepingCapacity: true)
        for change in screenChanges {
            DamageTracker.forEachPart(of: change, outside: box) { keptChanges.append($0) }
        }
        swap(&screenChanges, &keptChanges)
        return untouched
    }

    /// What the window must be sent: where this frame differs from the one it shows — the layers'
    /// moved rectangles and the region (scene changes and panels), planned against the frame
    /// presented last. Whole (unknown) after an expose, a resize or a frame drawn whole.
    private func planScreenChanges(bounds: Rect, factor: Int, device: Rect) {
        screen.select(buffer: ObjectIdentifier(self))
        screen.refinesMoves = false
        panelRects.withUnsafeBufferPointer { rects in _ = screen.plan(list, bounds: bounds, panels: rects) }
        screen.commit(copying: list)
        screenChanges.removeAll(keepingCapacity: true)
        guard !screen.region.isWhole else { return }
        func add(_ rect: Rect) {
            let r = rect.scaled(by: factor).intersection(device)
            if !r.isEmpty { screenChanges.append(r) }
        }
        for slab in screen.region.slabs { add(slab) }
        for blit in screen.blits { add(blit.destination) }
        screenChangesKnown = true
    }

    /// The staging buffer, the size of `target` (reallocated only when the size changes).
    private func stagingBuffer(like target: Framebuffer) -> Framebuffer {
        if let staging, staging.width == target.width, staging.height == target.height { return staging }
        let fresh = Framebuffer(width: target.width, height: target.height)
        staging = fresh
        return fresh
    }

    /// Copies `rects` (disjoint, inside both) from `source` to `destination`, row by row.
    private static func copy(_ rects: UnsafeBufferPointer<Rect>, from source: Framebuffer, to destination: Framebuffer) {
        for rect in rects where !rect.isEmpty {
            let bytes = rect.width * MemoryLayout<UInt32>.stride
            for y in rect.y..<rect.maxY {
                memcpy(destination.pixels + (y * destination.stride + rect.x), source.pixels + (y * source.stride + rect.x), bytes)
            }
        }
    }

    /// Counts `count` frames that replay jumped over while idle (nothing changed, nothing
    /// animates): they would each have done nothing, so they are only counted.
    public func skipIdleFrames(_ count: Int) {
        precondition(isIdle, "only idle frames can be skipped")
        guard count > 0 else { return }
        // What an idle frame does to the per-frame accounting (the trace's `d` and `left`): it
        // starts a frame in which nothing moves.
        beginFrameAccounting()
        frameAccountingDone = true
        frameCount += count
    }

    /// Feeds the inspector this frame's nodes, `v` and `left` (the trace's seam inspector fields).
    private func observeSeams(dt: Double) {
        let state = scene.state
        inspector.observe(nodes: state.nodes.map { SeamInspector.Node(id: $0.id, axis: $0.axis.rawValue, o: $0.offset, d: $0.travel) },
                          v: state.velocity, left: state.left, idle: state.phase == .idle, dt: dt)
    }

    /// The scene's trace fields now.
    public var state: SceneState { scene.state }

    private func beginFrameAccounting() {
        guard frameAccountingDone else { return }
        frameAccountingDone = false
        scene.updateScroller { $0.beginFrame() }
    }
}
