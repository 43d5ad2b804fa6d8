import Diagnostics
import FramePipeline
import HostInterface
import Pixels
import Raster
import Scenes
import ScrollEngine
import Sessions

/// `run --compare A,B`: two frame loops side by side, each the scene at half the window's width
/// under its own settings, driven by the same input.
///
/// An input's position is taken relative to the pane it falls in (a press keeps its pane until the
/// release, so a drag that wanders across the divider stays one drag) and applied to both panes.
/// Each pane draws itself, its own profiling overlay included (so the overlay shows that pane's
/// core time); the panes are then copied into the window's framebuffer and labelled.
public final class ComparePanes: LiveFrames {
    /// The two panes, left then right.
    public let panes: [FrameLoop]
    /// Each pane's label (`ios · nested`), from its settings now: keys `f` and `g` change them.
    public var labels: [String] { panes.map { Self.label(for: $0.options) } }
    /// The window's pixels.
    public let framebuffer: Framebuffer
    /// Where the composed frame goes.
    public var presenter: (any FramePresenter)? {
        didSet { for pane in paneOutputs { pane.window = presenter } }
    }
    /// Whether a recording runs (both overlays show REC).
    public var recording = false {
        didSet { for pane in panes { pane.recording = recording } }
    }

    /// The window's size in logical pixels (the framebuffer is this times the panes' scale).
    private var logicalWidth: Int
    private var logicalHeight: Int
    private let scale: DisplayScale
    private var pressedPane: Int?
    private var touchPanes: [Int: Int] = [:]
    private var needsCompose = true
    private let paneOutputs: [PaneOutput]

    /// Panes for `settings` (left, right) in a window of `width`×`height` logical pixels; each
    /// pane's options get the pane's size, and both draw at the left pane's scale.
    public init(left: SceneOptions, right: SceneOptions, width: Int, height: Int,
                hz: Double, overlayVisible: Bool) {
        let windowWidth = max(2, width), windowHeight = max(1, height)
        scale = left.scale
        let paneWidth = Self.paneWidth(windowWidth)
        panes = [left, right].map { options in
            var sized = options
            sized.width = paneWidth
            sized.height = windowHeight
            sized.scale = left.scale
            let loop = FrameLoop(options: sized, hz: hz, overlayVisible: overlayVisible)
            // The label's strip stays free of the overlay and the inspector.
            loop.bottomReserve = Self.labelHeight + PanelLayout.gap
            return loop
        }
        logicalWidth = windowWidth
        logicalHeight = windowHeight
        let device = left.scale.deviceSize(width: windowWidth, height: windowHeight)
        framebuffer = Framebuffer(width: device.width, height: device.height)
        paneOutputs = panes.map { _ in PaneOutput() }
        for (pane, output) in zip(panes, paneOutputs) { pane.presenter = output }
    }

    /// A pane's label: its preset and the policy in force.
    public static func label(for options: SceneOptions) -> String {
        "\(options.preset.name) · \(options.policy.rawValue)"
    }

    /// Height of a pane's label, px.
    public static let labelHeight = 32

    /// The label's rectangle in a pane `paneWidth` wide at `paneLeft` (bottom right, 12 px margins).
    public func labelFrame(_ label: String, paneLeft: Int, paneWidth: Int) -> Rect {
        let width = Self.labelWidth(label) + 24
        return Rect(x: paneLeft + max(0, paneWidth - width - PanelLayout.margin),
                    y: logicalHeight - Self.labelHeight - PanelLayout.margin, width: width, height: Self.labelHeight)
    }

    /// The label's text width: its parts with a dot between them.
    private static func labelWidth(_ label: String) -> Int {
        let parts = label.split(separator: "·")
        return parts.map { Font.headline.width(of: $0.split(separator: " ").joined(separator: " ")) }.reduce(0, +)
            + labelGap * (parts.count - 1)
    }

    private static let labelGap = 18

    /// Each pane's width in a window `width` wide (an odd column goes to the divider).
    public static func paneWidth(_ width: Int) -> Int { max(1, width / 2) }

    /// The left pane's settings at the pane's size: what a recording's header says.
    public var options: SceneOptions { panes[0].options }

    /// The left pane's tuned preset (both panes take the same panel keys and clicks).
    public var tunedPreset: PhysicsPreset { panes[0].tunedPreset }
    /// The left pane's panel state; the right pane's follows the same keys.
    public var tuningPanelKeys: [String] { panes[0].tuningPanelKeys }

    /// Whether neither pane has anything to do.
    public var isIdle: Bool { !needsCompose && panes.allSatisfy(\.isIdle) }

    /// The left pane's trace fields.
    public var state: SceneState { panes[0].state }

    public var isAnimating: Bool { panes.contains { $0.isAnimating } }
    public var frameCount: Int { panes[0].frameCount }
    /// Both panes' core time: one window frame runs both.
    public var lastCoreNs: UInt64 { panes[0].lastCoreNs &+ panes[1].lastCoreNs }
    public var display: DisplayStatus? {
        get { panes[0].display }
        set { for pane in panes { pane.display = newValue } }
    }

    /// Both panes and the frame redraw.
    public func invalidate() {
        needsCompose = true
        for pane in panes { pane.invalidate() }
    }

    /// The pane (0 left, 1 right) that window x falls in.
    public func pane(atX x: Double) -> Int {
        x < Double(Self.paneWidth(logicalWidth)) ? 0 : 1
    }

    /// Window coordinates → the pane's; a resize of the window → the pane's size.
    public func localize(_ event: SessionEvent) -> SessionEvent {
        let paneWidth = Double(Self.paneWidth(logicalWidth))
        func local(_ x: Double, pane: Int) -> Double { pane == 0 ? x : x - paneWidth }
        switch event {
        case let .down(x, y, button):
            let pane = pane(atX: x)
            if button == 1 { pressedPane = pane }
            return .down(x: local(x, pane: pane), y: y, button: button)
        case let .move(x, y):
            return .move(x: local(x, pane: pressedPane ?? pane(atX: x)), y: y)
        case let .up(x, y, button):
            let pane = pressedPane ?? pane(atX: x)
            if button == 1 { pressedPane = nil }
            return .up(x: local(x, pane: pane), y: y, button: button)
        case let .wheel(x, y, dx, dy):
            return .wheel(x: local(x, pane: pane(atX: x)), y: y, dx: dx, dy: dy)
        case let .scroll(x, y, dx, dy):
            return .scroll(x: local(x, pane: pane(atX: x)), y: y, dx: dx, dy: dy)
        case let .touch(phase, id, x, y):
            // Each finger keeps the pane it touched down in, like a press.
            let pane = touchPanes[id] ?? pane(atX: x)
            switch phase {
            case .begin: touchPanes[id] = pane
            case .end, .cancel: touchPanes[id] = nil
            case .move: break
            }
            return .touch(phase: phase, id: id, x: local(x, pane: pane), y: y)
        case let .resize(width, height):
            let windowWidth = max(2, width), windowHeight = max(1, height)
            logicalWidth = windowWidth
            logicalHeight = windowHeight
            let device = scale.deviceSize(width: windowWidth, height: windowHeight)
            framebuffer.resize(width: device.width, height: device.height)
            needsCompose = true
            return .resize(width: Self.paneWidth(windowWidth), height: windowHeight)
        default:
            return event
        }
    }

    /// Delivers a localized event to both panes; quit or end from either stops, recording toggles
    /// follow the left pane.
    @discardableResult
    public func handle(_ event: SessionEvent, timeMs: Double) -> FrameLoopAction {
        let actions = panes.map { $0.handle(event, timeMs: timeMs) }
        if actions.contains(.quit) { return .quit }
        if actions.contains(.end) { return .end }
        return actions[0]
    }

    /// Runs both panes' frames; when either drew, composes and presents the window's frame.
    @discardableResult
    public func frame(dt: Double, atMs timeMs: Double? = nil) -> Bool {
        let drawn = panes.map { $0.frame(dt: dt, atMs: timeMs) }
        guard drawn.contains(true) || needsCompose else { return false }
        needsCompose = false
        compose()
        presenter?.present(framebuffer)
        return true
    }

    private static let divider = Color(rgb: 0x000000)
    private static let labelPanel = ProfilingOverlay.panel
    private static let labelInk = Color(rgb: 0xFFFFFF)

    private func compose() {
        // Pane pixels are copied in device pixels; the labels are drawn in logical ones.
        let device = Canvas(framebuffer)
        device.fill(framebuffer.bounds, Self.divider)
        let paneWidth = panes[0].framebuffer.width
        for (index, pane) in panes.enumerated() {
            let source = pane.framebuffer
            let left = index * (framebuffer.width - paneWidth)
            let columns = min(source.width, framebuffer.width - left)
            let rows = min(source.height, framebuffer.height)
            guard columns > 0 else { continue }
            for y in 0..<rows {
                framebuffer.row(y).advanced(by: left).update(from: source.row(y), count: columns)
            }
        }
        // A 2-px divider (logical) centred on the seam between the panes.
        let half = scale.device(1)
        device.fill(Rect(x: paneWidth - half, y: 0, width: framebuffer.width - 2 * paneWidth + 2 * half,
                         height: framebuffer.height), Self.divider)
        let canvas = Canvas(framebuffer, scale: scale)
        let logicalPane = Self.paneWidth(logicalWidth)
        for (index, label) in labels.enumerated() where index < panes.count {
            drawLabel(label, on: canvas, paneLeft: index * (logicalWidth - logicalPane), paneWidth: logicalPane)
        }
    }

    /// The pane's settings in a dark tag at the pane's bottom right, below the overlay and the
    /// inspector (each pane keeps that strip free: `bottomReserve`). " · " is drawn as a dot.
    private func drawLabel(_ label: String, on canvas: Canvas, paneLeft: Int, paneWidth: Int) {
        let font = Font.headline
        let parts = label.split(separator: "·").map { $0.split(separator: " ").joined(separator: " ") }
        let box = labelFrame(label, paneLeft: paneLeft, paneWidth: paneWidth)
        canvas.blend(box, Self.labelPanel)
        var x = box.x + 12
        for (index, part) in parts.enumerated() {
            if index > 0 {
                canvas.fill(Rect(x: x + Self.labelGap / 2 - 2, y: box.y + 14, width: 4, height: 4), Self.labelInk)
                x += Self.labelGap
            }
            x += canvas.drawText(part, x: x, y: box.y + 6, font: font, color: Self.labelInk)
        }
    }

    /// A pane's presenter: frames stay in the pane's framebuffer until `compose`; the overlay
    /// names the window's present path.
    private final class PaneOutput: FramePresenter {
        weak var window: (any FramePresenter)?
        func present(_ framebuffer: Framebuffer) {}
        var presentPath: PresentPath { window?.presentPath ?? .headless }
    }
}
