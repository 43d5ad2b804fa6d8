import Raster
import ScrollEngine

/// The profile page (seeds 000 and 003): a green header that collapses, a tab bar that then pins
/// to the top, and one list per tab below it.
///
/// The engine's chain is [header, active list]. "More" collapses the header before the list
/// scrolls, "less" returns the list to its top before the header shows, wherever the finger is.
/// Each tab keeps its own list offset while the header is collapsed; as soon as the header shows
/// at all, every tab not on screen is reset to 0 (SegementSlide's rule), so a tab that comes on
/// screen with the header visible starts at its top — and since the active list is necessarily at
/// its top too whenever the header shows, no switch ever jumps.
public final class ProfileScene: Scene {
    /// Header height.
    public static let headerHeight = 280
    /// Tab bar height.
    public static let tabBarHeight = 48
    /// Row height.
    public static let rowHeight = 64

    public let kind = SceneKind.profile
    public var scroller: Scroller
    public private(set) var rejectedInputs = 0
    public private(set) var rowsVisited = 0

    /// The tabs, in order.
    public let tabs: [ProfileTab]
    /// Selected tab index.
    public private(set) var selectedTab = 0
    /// Which node rubber-bands at the top.
    public private(set) var bounce: BounceSide
    /// What the tabs not on screen remember.
    public let tabMemory: TabMemory
    /// Saved offsets of every tab's list (the selected one's lives in the engine).
    public private(set) var tabOffsets: [Double]

    private var width: Int
    private var height: Int
    private var tap = TapTracker()

    /// A profile scene of `width`×`height` with the given tabs.
    public init(width: Int, height: Int, tabs: [ProfileTab] = ProfileTab.standard,
                bounce: BounceSide = .parent, tabMemory: TabMemory = .reset, preset: PhysicsPreset = .ios) {
        precondition(!tabs.isEmpty, "the profile scene needs at least one tab")
        self.width = max(1, width)
        self.height = max(1, height)
        self.tabs = tabs
        self.bounce = bounce
        self.tabMemory = tabMemory
        self.tabOffsets = [Double](repeating: 0, count: tabs.count)
        let header = ScrollNode(contentExtent: 0, viewportExtent: 1, id: "outer", rule: .collapsingHeader)
        let list = ScrollNode(contentExtent: 0, viewportExtent: 1, id: "inner")
        scroller = Scroller(chain: ScrollChain(nodes: [header, list], policy: preset.handoff), preset: preset)
        layoutNodes()
        applyBounce()
    }

    // MARK: - Geometry

    /// Height of the list's viewport once the header has collapsed.
    private var listViewport: Double { Double(max(0, height - Self.tabBarHeight)) }

    private func layoutNodes() {
        let viewport = Double(height)
        scroller.chain.nodes[0].setExtents(content: viewport + Double(Self.headerHeight), viewport: viewport)
        scroller.chain.nodes[1].setExtents(content: Double(tabs[selectedTab].rows * Self.rowHeight), viewport: listViewport)
    }

    private func applyBounce() {
        scroller.chain.nodes[0].leading = bounce == .parent ? .bounce : .chain
        scroller.chain.nodes[0].trailing = .chain
        scroller.chain.nodes[1].leading = bounce == .parent ? .chain : .bounce
        scroller.chain.nodes[1].trailing = .bounce
    }

    /// Screen y of the tab bar's top: follows the header, then pins at 0.
    public var tabBarY: Int {
        let outer = scroller.chain.nodes[0].offset
        return max(0, Int((Double(Self.headerHeight) - outer).rounded(.down)))
    }

    /// What is under a window point.
    public enum Hit: Equatable, Sendable {
        /// The green header.
        case header
        /// Tab `index` on the tab bar.
        case tab(Int)
        /// Row `index` of the active list.
        case row(Int)
        /// Below the last row.
        case empty
    }

    /// Hit testing for a window point.
    /// Points anywhere (outside the window, or not finite) are answered, never trapped on.
    public func hitTest(x: Double, y: Double) -> Hit {
        guard x.isFinite, y.isFinite else { return .empty }
        let barY = Double(tabBarY)
        if y < barY { return .header }
        if y < barY + Double(Self.tabBarHeight) {
            let column = (x / (Double(width) / Double(tabs.count))).rounded(.down)
            return .tab(Int(min(max(column, 0), Double(tabs.count - 1))))
        }
        let listTop = barY + Double(Self.tabBarHeight)
        let row = (((y - listTop) + scroller.chain.nodes[1].offset) / Double(Self.rowHeight)).rounded(.down)
        return row >= 0 && row < Double(tabs[selectedTab].rows) ? .row(Int(row)) : .empty
    }

    // MARK: - Input

    public func resize(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        self.width = width
        self.height = height
        layoutNodes()
    }

    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        tap.down(x: x, y: y)
        let route = route(x: x, y: y)
        engine { try $0.pointerDown(position: y, timeMs: timeMs, route: route) }
    }

    /// The header and the tab bar belong to the outer scroller, the list area to the inner one;
    /// under `nested` a gesture reaches the list from anywhere (seed 000).
    public func route(x: Double, y: Double) -> ScrollRoute {
        switch hitTest(x: x, y: y) {
        case .header, .tab: return ScrollRoute(leaf: 1, hit: 0)
        case .row, .empty: return ScrollRoute(leaf: 1, hit: 1)
        }
    }

    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        tap.move(x: x, y: y)
        engine { try $0.pointerMove(position: y, timeMs: timeMs) }
        enforceTabReset()
    }

    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        let wasTap = tap.up(x: x, y: y)
        engine { try $0.pointerUp(position: y, timeMs: timeMs) }
        if wasTap, case .tab(let index) = hitTest(x: x, y: y) { select(tab: index) }
        enforceTabReset()
    }

    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        let route = route(x: x, y: y)
        engine { try $0.wheel(notches: dy, timeMs: timeMs, route: route) }
    }

    public func scroll(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        if dx == 0 && dy == 0 {
            engine { try $0.scrollStop(timeMs: timeMs) }
        } else {
            let route = route(x: x, y: y)
            engine { try $0.scroll(delta: dy, timeMs: timeMs, route: route) }
        }
        enforceTabReset()
    }

    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        tap.cancel()
        engine { try $0.pointerCancel(timeMs: timeMs) }
        enforceTabReset()
    }

    public func key(_ name: String) -> Bool {
        if name.utf8.count == 1, let digit = Int(name), digit >= 1, digit <= 9 {
            if digit <= tabs.count { select(tab: digit - 1) }
            return true
        }
        if name == "b" {
            setBounce(bounce == .parent ? .child : .parent)
            return true
        }
        return false
    }

    public var bounceSide: BounceSide? { bounce }

    /// Chooses which node rubber-bands at the top.
    public func setBounce(_ target: BounceSide) {
        bounce = target
        applyBounce()
    }

    /// Shows tab `index`. The outgoing list's offset is kept (or reset, by the header rule), the
    /// incoming one's restored; motions stop so nothing carries over into a list it was not meant for.
    public func select(tab index: Int) {
        guard tabs.indices.contains(index), index != selectedTab else { return }
        scroller.stopAll()
        let list = scroller.chain.nodes[1]
        tabOffsets[selectedTab] = min(max(list.offset, list.minOffset), list.maxOffset)
        selectedTab = index
        scroller.chain.nodes[1].offset = tabOffsets[index]
        layoutNodes()
        enforceTabReset()
    }

    public func advance(dt: Double) {
        engine { try $0.step(dt) }
        enforceTabReset()
    }

    public var isAnimating: Bool { scroller.isAnimating }

    /// Seed 003: while the header is not fully collapsed, the tabs not on screen rest at 0.
    private func enforceTabReset() {
        guard tabMemory == .reset, scroller.chain.nodes[0].offset < scroller.chain.nodes[0].maxOffset else { return }
        for index in tabOffsets.indices where index != selectedTab { tabOffsets[index] = 0 }
    }

    private func engine(_ body: (inout Scroller) throws -> Void) {
        do { try body(&scroller) } catch { rejectedInputs += 1 }
    }

    // MARK: - Output

    public var state: SceneState {
        var s = SceneState(scene: .profile, scroller: scroller)
        s.tab = selectedTab
        s.outer = scroller.chain.nodes[0].offset
        s.inner = scroller.chain.nodes[1].offset
        return s
    }

    public func render(into list: inout DisplayList) {
        list.reset()
        let outer = scroller.chain.nodes[0].offset
        let headerTop = Int((-outer).rounded(.down))
        let barY = tabBarY

        // Header, stretched upward while the page rubber-bands below the top.
        let headerBottom = headerTop + Self.headerHeight
        if headerBottom > 0 {
            list.fill(Rect(x: 0, y: 0, width: width, height: min(headerBottom, height)), Palette.headerGreen)
            list.fill(Rect(x: 24, y: headerTop + 56, width: 88, height: 88), Palette.onHeader)
            list.fill(Rect(x: 28, y: headerTop + 60, width: 80, height: 80), Palette.accent)
            list.text("H", x: 63, y: headerTop + 90, font: .title, color: Palette.onHeader)
            list.text("Handoff", x: 132, y: headerTop + 72, font: .title, color: Palette.onHeader)
            list.text("@nested.scroll  -  drag anywhere, the header goes first", x: 132, y: headerTop + 104,
                      font: .body, color: Palette.onHeader)
            list.text(.numbered(prefix: "", number: tabs.reduce(0) { $0 + $1.rows }, suffix: " rows in 4 lists"),
                      x: 24, y: headerTop + 200, font: .body, color: Palette.onHeader)
        }

        // The active list, clipped to the area under the tab bar.
        let listTop = barY + Self.tabBarHeight
        let listHeight = height - listTop
        rowsVisited = 0
        if listHeight > 0 {
            list.clip(Rect(x: 0, y: listTop, width: width, height: listHeight))
            list.fill(Rect(x: 0, y: listTop, width: width, height: listHeight), Palette.background)
            let inner = scroller.chain.nodes[1].offset
            let rows = tabs[selectedTab].rows
            let rowHeight = Double(Self.rowHeight)
            let first = max(0, Int((inner / rowHeight).rounded(.down)))
            let last = min(rows - 1, Int(((inner + Double(listHeight)) / rowHeight).rounded(.down)))
            if first <= last {
                for row in first...last {
                    rowsVisited += 1
                    let y = listTop + Int((Double(row) * rowHeight - inner).rounded(.down))
                    let background = row % 2 == 0 ? Palette.background : Palette.rowAlternate
                    list.fill(Rect(x: 0, y: y, width: width, height: Self.rowHeight - 1), background)
                    list.fill(Rect(x: 16, y: y + Self.rowHeight - 1, width: width - 16, height: 1), Palette.separator)
                    list.text(.numbered(prefix: "#", number: row + 1, suffix: "  Row title"),
                              x: 16, y: y + (Self.rowHeight - 15) / 2, font: .body, color: Palette.text)
                    list.text(tabs[selectedTab].title, x: width - 16 - 9 * tabs[selectedTab].title.utf8.count,
                              y: y + (Self.rowHeight - 15) / 2, font: .body, color: Palette.secondaryText)
                }
            }
            list.unclip()
        }

        // The tab bar, drawn last so the list slides under it.
        if barY < height {
            list.fill(Rect(x: 0, y: barY, width: width, height: Self.tabBarHeight), Palette.tabBar)
            list.fill(Rect(x: 0, y: barY + Self.tabBarHeight - 1, width: width, height: 1), Palette.separator)
            let tabWidth = Double(width) / Double(tabs.count)
            for (index, tab) in tabs.enumerated() {
                let left = Int((Double(index) * tabWidth).rounded(.down))
                let right = Int((Double(index + 1) * tabWidth).rounded(.down))
                let selected = index == selectedTab
                let textWidth = 9 * tab.title.utf8.count
                list.text(tab.title, x: left + (right - left - textWidth) / 2, y: barY + (Self.tabBarHeight - 15) / 2,
                          font: .body, color: selected ? Palette.accent : Palette.secondaryText)
                if selected {
                    list.fill(Rect(x: left + 12, y: barY + Self.tabBarHeight - 4, width: max(0, right - left - 24), height: 3),
                              Palette.accent)
                }
            }
        }
    }
}
