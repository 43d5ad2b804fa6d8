import Pixels
import Raster
import ScrollEngine

/// A chat: newest message at the bottom, shown from the bottom, and pulling past the
/// top loads older messages that appear above without moving what you were reading.
///
/// Pull-to-refresh is `PullToRefresh` fed with how far the content is pulled below the top
/// (−offset) on every input and frame. Releasing while ready starts a load: the node's `minOffset`
/// becomes −`loadingInset` *before* the engine sees the release, so the release's spring comes to
/// rest holding the indicator open instead of closing it. The simulated loader counts scene time
/// only (`advance`), and when `loadLatencyMs` has passed it prepends a batch with
/// `ScrollNode.insertAbove`: offset, range and any running spring move down by the inserted height
/// together, so every message keeps its screen y in that frame — whether the load took 2 s (the
/// page rests with the indicator open) or 20 ms (the spring back is still under way; its course is
/// shifted, not restarted, so it goes on from the same screen position at the same speed).
public final class ChatScene: RegisteredScene, TreeScene {
    /// Messages at the start.
    public static let standardInitialCount = 50
    /// Id of the newest message at the start; the first 50 are 1000…1049.
    public static let standardNewestID = 1049
    /// Messages each load adds.
    public static let standardBatchSize = 30
    /// Default simulated load time (`load_latency_ms` in the header; 600 when absent).
    public static let standardLoadLatencyMs = 600.0
    /// Time each dot of the loading indicator stays lit, in seconds.
    public static let spinnerStep = 0.12
    /// Always `.chat`.
    public static let kind = SceneKind.chat
    /// The chat's one scroller.
    public enum Name: Int, ScrollerName {
        /// The messages, bouncing at both ends (pull-to-refresh lives at the top).
        case chat
    }

    /// The chat's engine.
    public var tree: ScrollTree<Name>
    /// Messages the last `render` visited.
    public private(set) var rowsVisited = 0
    /// The messages.
    public private(set) var transcript: ChatTranscript
    /// Pull-to-refresh state.
    public private(set) var refresh = PullToRefresh()
    /// How long a load takes, in milliseconds of scene time.
    public let loadLatencyMs: Double
    /// Messages a load adds (fewer once the history reaches id 1, none after that).
    public let batchSize: Int
    /// Milliseconds since the running load started; nil when none runs.
    public private(set) var loadElapsedMs: Double?
    var width: Int
    var height: Int
    /// Sentences by line count at `poolsWidth` (see `sentencePools`).
    var pools: [[Int]] = []
    var poolsWidth = -1
    /// The scene the registry builds for `options`.
    public convenience init(options: SceneOptions) {
        self.init(width: options.width, height: options.height, loadLatencyMs: options.loadLatencyMs, preset: options.preset)
    }

    /// A chat of `width`×`height` (each at least 1) starting with `initialCount` messages whose
    /// newest is `newestID`; loads take `loadLatencyMs` (at least 0) and add `batchSize` messages.
    public init(width: Int, height: Int, loadLatencyMs: Double = ChatScene.standardLoadLatencyMs,
                initialCount: Int = ChatScene.standardInitialCount, newestID: Int = ChatScene.standardNewestID,
                batchSize: Int = ChatScene.standardBatchSize, preset: PhysicsPreset = .ios) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.loadLatencyMs = loadLatencyMs.isFinite ? max(0, loadLatencyMs) : Self.standardLoadLatencyMs
        self.batchSize = max(0, batchSize)
        // History starts at id 1: never hold more messages than that allows.
        transcript = ChatTranscript(newestID: newestID, count: min(max(0, initialCount), max(0, newestID)))
        tree = ScrollTree(preset: preset) { _ in
            ScrollNode(contentExtent: 0, viewportExtent: 1, leading: .bounce, trailing: .bounce)
        }
        tree[.chat].setExtents(content: contentHeight, viewport: Double(self.height))
        // Shown from the bottom.
        tree[.chat].offset = tree[.chat].maxOffset
    }

    /// The chat's offset (0 = oldest message at the top; the maximum shows the newest at the bottom).
    public var offset: Double { tree[.chat].offset }
    /// The scroll content's height: the messages, or the viewport when they are shorter (then they
    /// sit at its bottom, as a chat's do).
    var contentHeight: Double { Double(max(transcript.totalHeight, height)) }
    /// Screen y of the top of the message with `id`, if it is loaded.
    public func screenY(ofMessage id: Int) -> Double? {
        guard let age = transcript.age(of: id) else { return nil }
        return contentHeight - Double(transcript.topDepth(age: age)) - offset
    }

    /// The topmost message whose whole height is on screen, with its screen y.
    public var anchor: MessageAnchor? {
        let fromBottom = contentHeight - offset
        // The oldest message whose top is at or below the top of the screen…
        let age = transcript.firstAge(withTopDeeperThan: fromBottom) - 1
        guard age >= 0 else { return nil }
        // …counts only if its bottom is on screen too.
        guard Double(transcript.bottomDepth(age: age)) >= fromBottom - Double(height) else { return nil }
        return MessageAnchor(id: transcript.message(age: age).id,
                                 y: contentHeight - Double(transcript.topDepth(age: age)) - offset)
    }

    /// The viewport changed size (each at least 1). A chat showing its newest message keeps
    /// showing it; otherwise the offset stays (clamped to the new range).
    public func resize(width: Int, height: Int) {
        let node = tree[.chat]
        let atBottom = node.motion == nil && tree.scroller.motion == nil && node.offset >= node.maxOffset
        self.width = max(1, width)
        self.height = max(1, height)
        tree[.chat].setExtents(content: contentHeight, viewport: Double(self.height))
        if atBottom { tree[.chat].offset = tree[.chat].maxOffset }
    }

    /// Button 1 pressed: catches any motion where it is.
    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerDown(position: y, timeMs: timeMs) }
        updateRefresh()
    }

    /// Pointer moved with button 1 held: the chat follows the finger; past the top it pulls.
    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerMove(position: y, timeMs: timeMs) }
        updateRefresh()
    }

    /// Button 1 released: a release while ready starts a load and holds the indicator open.
    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        guard tree.scroller.isPointerDown else {
            // A release without a press: nothing was pulled, so nothing can load.
            tree.run { try $0.pointerUp(position: y, timeMs: timeMs) }
            return
        }
        endPull(release: { try $0.pointerUp(position: y, timeMs: timeMs) }, isHeld: { $0.isPointerDown })
    }

    /// Smooth-scroll deltas: the chat follows them as it follows a finger (past the top it pulls).
    public func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.scroll(delta: dy, timeMs: timeMs) }
        updateRefresh()
    }

    /// The lift is the release (a lift while ready starts a load).
    public func scrollLift(x: Double, y: Double, timeMs: Double) {
        guard tree.scroller.isScrolling else {
            tree.run { try $0.scrollStop(timeMs: timeMs) }
            return
        }
        endPull(release: { try $0.scrollStop(timeMs: timeMs) }, isHeld: { $0.isScrolling })
    }

    /// A cancelled drag springs back without loading: the gesture was taken away, not released.
    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerCancel(timeMs: timeMs) }
        updateRefresh()
    }

    /// Ends a pull with `release` (a pointer's or a smooth scroll's): a release while ready starts
    /// a load and holds the indicator open. `isHeld` tells whether the gesture is still on.
    func endPull(release: (inout Scroller) throws -> Void, isHeld: (Scroller) -> Bool) {
        // Decided on the pull as of the last move, so that the engine's release already springs
        // back to the open indicator rather than to the top.
        let holdOpen = refresh.state == .ready
        if holdOpen { tree[.chat].minOffset = -PullToRefresh.loadingInset }
        tree.run(release)
        guard !isHeld(tree.scroller) else {
            // The engine refused the release (bad time or position): the finger still holds the
            // content, so the pull is not over either.
            if holdOpen { tree[.chat].minOffset = 0 }
            return
        }
        // The release event may itself move the finger: it is still part of the drag.
        refresh.update(pull: -offset, isDragging: true)
        if refresh.release() {
            beginLoading(springAlreadyAimed: holdOpen)
        } else if holdOpen {
            // The last bit of travel pushed the content back up to the top: no load after all.
            tree[.chat].minOffset = 0
        }
        updateRefresh()
    }

    /// Wheel notches scroll the chat (they stop at the top: loading takes a pull).
    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.wheel(notches: dy, timeMs: timeMs) }
    }

    /// The chat has no keys of its own.
    public func key(_ name: String) -> Bool { false }

    /// Advances the engine, then the simulated loader, by `dt` seconds.
    public func advance(dt: Double) {
        tree.run { try $0.step(dt) }
        if var elapsed = loadElapsedMs, dt.isFinite, dt >= 0 {
            elapsed += dt * 1000
            loadElapsedMs = elapsed
            // A hair of tolerance so 36 frames of 1/60 s count as the 600 ms they are.
            if elapsed + 1e-6 >= loadLatencyMs { finishLoading() }
        }
        updateRefresh()
    }

    /// Whether the next `advance` would change anything: motion, or a load still running.
    public var isAnimating: Bool { tree.scroller.isAnimating || loadElapsedMs != nil }

    func updateRefresh() {
        refresh.update(pull: -offset, isDragging: tree.scroller.isPointerDown || tree.scroller.isScrolling)
    }

    func beginLoading(springAlreadyAimed: Bool) {
        loadElapsedMs = 0
        tree[.chat].minOffset = -PullToRefresh.loadingInset
        if !springAlreadyAimed, tree[.chat].motion != nil {
            // The release's spring aims at the old top: drop it; a node left past its (new) edge
            // with nothing moving it springs back there on the next step.
            tree.scroller.stopAll()
        }
        let node = tree[.chat]
        if node.motion == nil, tree.scroller.motion == nil, node.offset > node.minOffset, node.offset < 0 {
            // Released while ready but eased back inside the inset: open it the rest of the way.
            tree.run { try $0.animate(node: Name.chat.rawValue, to: -PullToRefresh.loadingInset, duration: 0.2) }
        }
    }

    func finishLoading() {
        loadElapsedMs = nil
        // History begins at id 1: the last load may be short, and later ones empty.
        let count = min(batchSize, max(0, transcript.oldestID - 1))
        let before = contentHeight
        transcript.prependOlder(count)
        let grown = contentHeight - before
        if grown > 0 { try? tree.scroller.insertAbove(node: Name.chat.rawValue, height: grown) }
        tree[.chat].minOffset = 0
        refresh.finishLoading()
    }

    /// The trace fields: message count, refresh state and anchor; `tab` and `inner` are 0.
    public var state: SceneState {
        var s = SceneState(scene: .chat, scroller: scroller)
        s.outer = offset
        s.fields.append(SceneFields.itemsKey, .int(transcript.count))
        s.fields.append(SceneFields.refreshKey, .text(refresh.state.rawValue))
        s.fields.append(SceneFields.anchorKey, anchor.map { .anchor(id: $0.id, y: $0.y) } ?? .null)
        return s
    }

    /// Lays out the refresh indicator (when pulled) and the visible messages.
    public func render(into list: inout DisplayList) {
        list.reset()
        let offset = self.offset
        let content = contentHeight
        // The whole window is one layer: messages and the indicator sit at (content − offset) − depth.
        list.scrollLayer(Rect(x: 0, y: 0, width: width, height: height), id: 0, originX: 0,
                         originY: Int((content - offset).rounded(.down)))
        list.fill(Rect(x: 0, y: 0, width: width, height: height), Self.backdrop)
        let transcriptTop = content - Double(transcript.totalHeight) - offset
        renderIndicator(above: Int(transcriptTop.rounded(.down)), into: &list)

        // Messages overlapping the screen, newest first, found by binary search from the bottom.
        rowsVisited = 0
        let fromBottom = content - offset
        var age = transcript.firstAge(withTopDeeperThan: fromBottom - Double(height))
        while age < transcript.count, Double(transcript.bottomDepth(age: age)) < fromBottom {
            rowsVisited += 1
            let y = Int((content - Double(transcript.topDepth(age: age)) - offset).rounded(.down))
            renderMessage(transcript.message(age: age), y: y, into: &list)
            age += 1
        }
        list.unclip()
    }
}

extension SceneKind {
    /// A reverse list with pull-to-refresh and anchoring of older messages.
    public static let chat = SceneKind(rawValue: "chat")
}

/// `chat`'s trace fields, read back by name: `state.items`, and `frame.items` on a trace read back (`TraceFrame`).
extension SceneFields {
    static let itemsKey = "items"
    static let refreshKey = "refresh"
    static let anchorKey = "anchor"
    /// `chat`: number of messages.
    public var items: Int? { int(Self.itemsKey) }
    /// `chat`: pull-to-refresh state.
    public var refresh: RefreshState? {
        guard case .text(let name)? = self[Self.refreshKey] else { return nil }
        return RefreshState(rawValue: name)
    }
    /// `chat`: the topmost fully visible message and its screen y (nil: none, or not chat).
    public var anchor: MessageAnchor? {
        guard case .anchor(let id, let y)? = self[Self.anchorKey] else { return nil }
        return MessageAnchor(id: id, y: y)
    }
}
