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
    public internal(set) var options: SceneOptions
    /// The scenes `Tab` cycles through and `switchScene(to:)` builds from.
    public let registry: SceneRegistry
    /// The scene on screen.
    public internal(set) var scene: any Scene
    /// The frame being drawn — unless the presenter lends the buffers it shows from (a window):
    /// frames are then drawn there, in place.
    public let framebuffer: Framebuffer
    /// Frame rate the loop runs at (for the overlay's budget line).
    public var hz: Double
    /// Whether the profiling overlay is drawn.
    public var overlayVisible: Bool { didSet { needsDraw = true } }
    /// Whether the key help is drawn.
    public internal(set) var helpVisible = false
    /// Whether the seam inspector (key `i`) is drawn; like the overlay, never part of the digest.
    public var inspectorVisible = false { didSet { needsDraw = true } }
    /// Whether the tuning panel (key `t`) is drawn.
    public internal(set) var tuningVisible = false
    /// The tuning panel: its selected row and last refusal.
    public internal(set) var tuningPanel = TuningPanel()
    /// The preset being tuned and the engine's defaults it started from (`options.preset` is
    /// its tuned preset).
    public internal(set) var tuning: PresetTuning
    /// Whether the press under way began on the tuning panel (its moves and release are the panel's).
    var tuningPress = false
    /// The seam inspector's view of the recent frames (fed only while it is visible).
    public internal(set) var inspector = SeamInspector()
    /// The note naming the setting a key just changed (`b`, `f`, `g`, `Tab`); drawn only in a live
    /// window (a replay digests its frames and skips idle ones, so a toast there would linger).
    public internal(set) var toast = Toast()
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
    /// Whether the last frame drawn sent the window anything: false where the window keeps its
    /// pixels and the frame found nothing to move, fill or draw (a motion's sub-pixel tail).
    public internal(set) var lastFrameChangedScreen = true
    /// Frames actually drawn.
    public private(set) var drawnCount = 0
    /// Digest of the last drawn frame's pixels (when `digestsFrames`).
    public private(set) var frameDigest: UInt64 = 0
    /// Whether drawn frames are rasterised whole or only where they changed (same pixels either way).
    /// A buffer the presenter lends is compared with the frame drawn into it last, not the last frame.
    public var redraw = RedrawMode.damage { didSet { damage.invalidate() } }
    /// Pixels the last drawn frame rasterised (the scene's list; the panels drawn over it apart).
    public internal(set) var rasterizedPixels = 0
    /// Bytes of the last drawn frame that a presenter showing only what changed would send: the
    /// rasterised rectangles (moved pixels are the X server's to copy), the panels, and the whole
    /// frame after a full redraw.
    public internal(set) var changedBytes = 0

    var list = DisplayList()
    var damage = DamageTracker()
    let bands: BandRaster
    var panelRects = ContiguousArray<Rect>()
    /// Headless damage frames are drawn here — only the rectangles that changed — and then
    /// composed into ``framebuffer`` (moves, then those rectangles), as a window's X server would.
    var staging: Framebuffer?
    /// Nanoseconds the last frame spent composing (0 when it drew in place).
    var composeNs: UInt64 = 0
    /// What the window shows, and what this frame's present does to it (``ScreenPlan``).
    var onScreen = ScreenPlan()
    /// Whether a layer's move on screen is narrowed to the pixels it changes
    /// (``DamageTracker/refinesMoves``): on where presents are asynchronous Present requests
    /// (Xvfb). Off by default: with `XShmPutImage` per strip (timer pacing) the client would wait
    /// for the server's puts of the many strips, so that path keeps the whole move. The figures:
    /// docs/performance.md, "Moves narrowed to what changes" (`Benchmarks/live/pacing.sh --size
    /// 3840x2160`, with and without narrowing).
    public var narrowsMovesOnScreen = false
    var deviceSlabs: ContiguousArray<Rect> = { var slabs = ContiguousArray<Rect>(); slabs.reserveCapacity(4 * DamageTracker.regionCapacity + 1); return slabs }()
    /// Which touch acts as the pointer.
    var touches = TouchSequence()
    var needsDraw = true
    /// Whether the panels drawn last say `idle` (``showsRest(animating:)``).
    var panelsShowIdle = false
    /// Whether input arrived since the last frame (``showsRest(animating:)``).
    var inputSinceFrame = false
    /// Whether the engine's per-frame accounting (the seam inspector's `d` and `left`) must restart
    /// before the next input or step: it covers one frame's input and motion, and is read between
    /// frames.
    var frameAccountingDone = true
    var pendingInputNs: UInt64 = 0
    let overlay = ProfilingOverlay()
    /// The time of the frame being drawn (ms), for the overlay's refresh.
    var frameTimeMs = 0.0
    /// Whether the frame being drawn draws the overlay (every frame but those that keep it on
    /// screen as it is).
    var drawsOverlay = true
    /// How often the window redraws the overlay's figures while it moves its own pixels: between,
    /// the panel is left on screen as it is (figures that change every frame cannot be read at
    /// 144 Hz anyway), so a scroll under it neither draws nor sends it.
    public static let overlayRefreshMs = 500.0
    /// Until the profiler holds this many frames the overlay is drawn every frame: its rate is the
    /// median of the frame intervals, and a window's first interval spans the wait for the first
    /// input, so figures drawn from fewer would stand ("0.0 fps") until the next refresh.
    public static let overlayWarmFrames = 5
    let help = HelpPanel()

    /// A loop showing `options`' scene (built by `registry`) at `options`' size, drawing whole
    /// frames in `rasterBands` bands (``BandRaster``).
    public init(options: SceneOptions, hz: Double = 60, overlayVisible: Bool = false,
                rasterBands: Int = BandRaster.defaultBands, registry: SceneRegistry = .standard) {
        self.registry = registry
        bands = BandRaster(bands: rasterBands)
        var sized = options
        sized.width = max(1, options.width)
        sized.height = max(1, options.height)
        self.options = sized
        self.hz = hz
        self.overlayVisible = overlayVisible
        framebuffer = Framebuffer(width: sized.deviceSize.width, height: sized.deviceSize.height)
        scene = sized.makeScene(from: registry)
        tuning = PresetTuning(preset: sized.preset)
    }

    /// Marks the frame as changed (the window lost its contents, say): the next frame draws.
    public func invalidate() {
        needsDraw = true
        onScreen.tracker.invalidate()
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
                    recording: recording ? RecordingMark.size(forWidth: options.width) : nil,
                    tuning: tuningFrame)
    }

    /// A toast keeps a live window drawing until it is gone.
    var toastShowing: Bool { !digestsFrames && toast.isVisible }

    /// A seam the inspector still marks keeps a live window drawing until it fades; replays (which
    /// digest frames) never run extra frames for it.
    private var inspectorFading: Bool { inspectorVisible && !digestsFrames && inspector.hasMarks }

    /// Replaces the scene with a fresh `kind` scene at the current size and preset.
    public func switchScene(to kind: SceneKind) {
        options.kind = kind
        scene = options.makeScene(from: registry)
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
        onScreen.tracker.invalidate()
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
        lastFrameChangedScreen = true
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
                         presentPath: presenter?.presentPath ?? .headless, scene: options.kind.rawValue,
                         physics: options.preset.name, handoff: options.policy.rawValue,
                         bounce: scene.bounceSide?.rawValue ?? "", recording: recording,
                         display: display, in: box)
        }
        if let box = panels.inspector { inspector.draw(on: canvas, in: box, idle: resting) }
        // A toast stands where the mark is, for a moment.
        if let box = panels.recording, !toastShowing { RecordingMark.draw(on: canvas, in: box) }
        requestRestFrame(after: resting)
        if toastShowing { toast.draw(on: canvas, width: options.width) }
        if let box = panels.tuning { tuningPanel.draw(on: canvas, in: box, tuning: tuning, policy: options.policy) }
        if helpVisible { help.draw(on: canvas) }
        let rasterEnd = MonotonicClock.nanoseconds() &- composeNs

        if let lent {
            if onScreen.changesKnown {
                onScreen.changes.withUnsafeBufferPointer { presenter?.presentLent(lent, changed: $0) }
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
        inspector.observe(nodes: state.nodes.map(ScrollerState.init),
                          v: state.velocity, left: state.left, idle: state.phase == .idle, dt: dt)
    }

    /// The scene's trace fields now.
    public var state: SceneState { scene.state }

    func beginFrameAccounting() {
        guard frameAccountingDone else { return }
        frameAccountingDone = false
        // The start rules that name a frame count the display's grid, drawn or not.
        let period = 1000 / hz
        scene.updateScroller {
            $0.beginFrame()
            $0.displayPeriodMs = period
        }
    }
}
