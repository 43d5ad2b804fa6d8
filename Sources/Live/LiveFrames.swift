import Diagnostics
import FramePipeline
import Scenes
import ScrollEngine
import Sessions

/// What the live window drives each frame: one `FrameLoop`, or `ComparePanes` holding two.
///
/// The window turns X input into session events, passes each through `localize` (the form that
/// is recorded and handled), and runs `frame(dt:)` on its pacing grid.
public protocol LiveFrames: AnyObject {
    /// The settings a recording's header names (the left pane's, at the pane's size, for panes).
    var options: SceneOptions { get }
    /// Whether a recording runs (the overlay shows REC).
    var recording: Bool { get set }
    /// Where finished frames go.
    var presenter: (any FramePresenter)? { get set }
    /// Whether the next frame has nothing to do.
    var isIdle: Bool { get }
    /// The trace fields now (the left pane's, for panes).
    var state: SceneState { get }
    /// The window lost its contents: the next frame draws.
    func invalidate()
    /// `event` in the coordinates `handle` takes and a recording stores. Call once per event, in
    /// order: panes remember which pane a press fell in until its release.
    func localize(_ event: SessionEvent) -> SessionEvent
    /// Delivers a localized event.
    @discardableResult
    func handle(_ event: SessionEvent, timeMs: Double) -> FrameLoopAction
    /// Runs one frame of `dt` seconds showing session time `timeMs` (nil: unknown); returns
    /// whether anything was drawn.
    @discardableResult
    func frame(dt: Double, atMs timeMs: Double?) -> Bool
    /// Whether anything on screen still moves without new input.
    var isAnimating: Bool { get }
    /// Frames run so far.
    var frameCount: Int { get }
    /// Core time of the last frame, ns (for the pacing's core-time estimate).
    var lastCoreNs: UInt64 { get }
    /// The tuned preset with the policy in force (the left pane's, for panes): what `x` writes.
    var tunedPreset: PhysicsPreset { get }
    /// The keys that bring a fresh loop's tuning panel to where it is now (a recording's start).
    var tuningPanelKeys: [String] { get }
    /// The display's rate, pacing and hitches, for the overlay.
    var display: DisplayStatus? { get set }
}

extension FrameLoop: LiveFrames {
    /// A single loop takes window coordinates as they are.
    public func localize(_ event: SessionEvent) -> SessionEvent { event }
    /// Whether the scene still moves.
    public var isAnimating: Bool { scene.isAnimating }
    /// Core time of the last frame, ns.
    public var lastCoreNs: UInt64 { profiler.frame(back: 0).core }
}
