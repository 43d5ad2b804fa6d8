import Pixels
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
public final class ProfileScene: RegisteredScene, TabPagesScene {
    /// Header height.
    public static let headerHeight = CollapsingHeader.height
    /// Tab bar height.
    public static let tabBarHeight = StickyTabBar.height
    /// Row height.
    public static let rowHeight = 64

    /// The profile's scrollers, outermost first.
    public enum Name: Int, ScrollerName {
        /// The collapsing header (trace id `outer`).
        case outer
        /// The selected tab's list (trace id `inner`).
        case inner
    }

    /// `profile`, as `--scene` and a session's header name it.
    public static let kind = SceneKind.profile
    /// The header and the selected tab's list, by name.
    public var tree: ScrollTree<Name>
    /// Rows the last frame laid out.
    public private(set) var rowsVisited = 0
    /// Its size, its tabs' pages, the tab shown, the bounce side and the tap in progress.
    public private(set) var screen: TabbedScreen

    /// Selected tab index.
    public var selectedTab: Int { screen.shown }
    /// Which node rubber-bands at the top.
    public var bounce: BounceSide {
        get { screen.bounce }
        set { screen.bounce = newValue; applyBounce() }
    }
    private var width: Int { screen.width }
    private var height: Int { screen.height }

    /// A profile scene of `width`×`height` with the given tabs.
    public init(width: Int, height: Int, tabs: [ProfileTab] = ProfileTab.standard,
                bounce: BounceSide = .parent, tabMemory: TabMemory = .reset, preset: PhysicsPreset = .ios) {
        precondition(!tabs.isEmpty, "the profile scene needs at least one tab")
        screen = TabbedScreen(width: width, height: height, tabs: tabs, tabMemory: tabMemory, bounce: bounce)
        tree = ScrollTree(preset: preset) { name in
            switch name {
            case .outer: ScrollNode(contentExtent: 0, viewportExtent: 1, id: "outer", rule: .collapsingHeader)
            case .inner: ScrollNode(contentExtent: 0, viewportExtent: 1, id: "inner")
            }
        }
        layoutNodes()
        applyBounce()
    }

    // MARK: - Geometry

    /// Height of the list's viewport once the header has collapsed.
    private var listViewport: Double { Double(max(0, height - Self.tabBarHeight)) }

    private func layoutNodes() {
        let viewport = Double(height)
        tree[.outer].setExtents(content: viewport + Double(Self.headerHeight), viewport: viewport)
        tree[.inner].setExtents(content: Double(tabs[selectedTab].rows * Self.rowHeight), viewport: listViewport)
    }

    private func applyBounce() {
        CollapsingHeader.setEdges(bounce, header: &tree[.outer])
        CollapsingHeader.setEdges(bounce, list: &tree[.inner])
    }

    /// Screen y of the tab bar's top: follows the header, then pins at 0.
    /// The layer id of the page's top (header and tab bar); the lists' layers are their tab numbers.
    static let pageTopLayer = 1 << 20

    public var tabBarY: Int { CollapsingHeader.tabBarY(offset: tree[.outer].offset) }

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
        if y < barY + Double(Self.tabBarHeight) { return .tab(StickyTabBar.tab(atX: x, count: tabs.count, width: width)) }
        let listTop = barY + Double(Self.tabBarHeight)
        let row = (((y - listTop) + tree[.inner].offset) / Double(Self.rowHeight)).rounded(.down)
        return row >= 0 && row < Double(tabs[selectedTab].rows) ? .row(Int(row)) : .empty
    }

    // MARK: - Input

    public func resize(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        screen.width = width
        screen.height = height
        layoutNodes()
    }

    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        screen.tap.down(x: x, y: y)
        let route = route(x: x, y: y)
        tree.run { try $0.pointerDown(position: y, timeMs: timeMs, route: route) }
    }

    /// The header and the tab bar belong to the outer scroller, the list area to the inner one;
    /// under `nested` a gesture reaches the list from anywhere ("more" is taken by the outer first, "less" by the inner first, wherever the gesture began).
    public func route(x: Double, y: Double) -> ScrollRoute {
        switch hitTest(x: x, y: y) {
        case .header, .tab: return ScrollRoute(leaf: Name.inner, hit: .outer)
        case .row, .empty: return ScrollRoute(leaf: Name.inner, hit: .inner)
        }
    }

    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        screen.tap.move(x: x, y: y)
        tree.run { try $0.pointerMove(position: y, timeMs: timeMs) }
        enforceTabReset()
    }

    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        let wasTap = screen.tap.up(x: x, y: y)
        tree.run { try $0.pointerUp(position: y, timeMs: timeMs) }
        if wasTap, case .tab(let index) = hitTest(x: x, y: y) { select(tab: index) }
        enforceTabReset()
    }

    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        let route = route(x: x, y: y)
        tree.run { try $0.wheel(notches: dy, timeMs: timeMs, route: route) }
    }

    public func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        let route = route(x: x, y: y)
        tree.run { try $0.scroll(delta: dy, timeMs: timeMs, route: route) }
        enforceTabReset()
    }

    public func scrollLift(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.scrollStop(timeMs: timeMs) }
        enforceTabReset()
    }

    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        screen.tap.cancel()
        tree.run { try $0.pointerCancel(timeMs: timeMs) }
        enforceTabReset()
    }


    /// Shows tab `index`. The outgoing list's offset is kept (or reset, by the header rule), the
    /// incoming one's restored; motions stop so nothing carries over into a list it was not meant for.
    public func select(tab index: Int) {
        guard tabs.indices.contains(index), index != selectedTab else { return }
        tree.scroller.stopAll()
        screen.pages.save(page: selectedTab, from: tree[.inner])
        screen.shown = index
        tree[.inner].offset = pages[index]
        layoutNodes()
        enforceTabReset()
    }

    public func advance(dt: Double) {
        tree.run { try $0.step(dt) }
        enforceTabReset()
    }

    /// Tab reset: while the header is not fully collapsed, the tabs not on screen rest at 0.
    private func enforceTabReset() {
        let selected = selectedTab
        screen.pages.resetHidden(header: tree[.outer]) { $0 != selected }
    }

    // MARK: - Output

    public var state: SceneState {
        var s = SceneState(scene: .profile, scroller: tree.scroller)
        s.tab = selectedTab
        s.outer = tree[.outer].offset
        s.inner = tree[.inner].offset
        return s
    }

    public func render(into list: inout DisplayList) {
        list.reset()
        let barY = tabBarY

        // The page's top — the header, stretched upward while the page rubber-bands below the top,
        // and the tab bar under it — is one layer that moves with the header until the bar pins:
        // a collapsing header moves its pixels instead of redrawing them.
        let topHeight = min(barY + Self.tabBarHeight, height)
        if topHeight > 0 {
            list.scrollLayer(Rect(x: 0, y: 0, width: width, height: topHeight), id: Self.pageTopLayer,
                             originX: 0, originY: barY - CollapsingHeader.height)
            // One green fill under the whole layer (the header's own, stretched, and under the bar):
            // a fill that changed size each frame would make the moved header differ.
            list.fill(Rect(x: 0, y: 0, width: width, height: topHeight), Palette.headerGreen)
            let headerTop = CollapsingHeader.top(offset: tree[.outer].offset)
            if headerTop + CollapsingHeader.height > 0 { renderHeader(top: headerTop, into: &list) }
            if barY < height {
                let selected = selectedTab
                StickyTabBar.draw(count: tabs.count, title: { tabs[$0].title },
                                  color: { $0 == selected ? Palette.accent : Palette.secondaryText },
                                  y: barY, width: width, into: &list)
                StickyTabBar.drawIndicator(under: selected, title: tabs[selected].title, count: tabs.count, y: barY,
                                           width: width, into: &list)
            }
            list.unclip()
        }

        // The active list, clipped to the area under the tab bar.
        let listTop = barY + Self.tabBarHeight
        let listHeight = height - listTop
        rowsVisited = 0
        if listHeight > 0 {
            let inner = tree[.inner].offset
            // The list scrolls as one layer per tab: its rows sit at listTop − shift(inner).
            list.scrollLayer(Rect(x: 0, y: listTop, width: width, height: listHeight), id: selectedTab,
                             originX: 0, originY: listTop - PixelSnap.shift(inner))
            list.fill(Rect(x: 0, y: listTop, width: width, height: listHeight), Palette.background)
            if let visible = RowList.visible(rows: tabs[selectedTab].rows, rowHeight: Self.rowHeight, top: inner,
                                             bottom: inner + Double(listHeight)) {
                for row in visible {
                    rowsVisited += 1
                    let y = listTop + row * Self.rowHeight - PixelSnap.shift(inner)
                    ContentRow.append(index: row, seed: selectedTab, y: y, width: width, height: Self.rowHeight, into: &list)
                }
            }
            list.unclip()
        }

    }

    /// The profile's name, handle, bio and counts.
    private static let name = "Maya Lindqvist"
    private static let handle = "@maya.scrolls  ·  Lisbon"
    private static let bio = "Studies how nested scroll views hand momentum to each other. Drag anywhere: the header collapses first, then the list takes over."

    /// The header's content: a ringed circular avatar with initials, name and handle beside it,
    /// a two-line bio and three counts, laid out from the header's top `top`.
    private func renderHeader(top: Int, into list: inout DisplayList) {
        let avatarRadius = 44
        let centerX = 24 + avatarRadius, centerY = top + 56 + avatarRadius
        list.circle(centerX: centerX, centerY: centerY, radius: avatarRadius + 3, Palette.onHeader)
        list.circle(centerX: centerX, centerY: centerY, radius: avatarRadius, Palette.accent)
        let initialsWidth = DisplayList.width(of: .text("ML"), font: .title)
        list.text("ML", x: centerX - initialsWidth / 2, y: centerY - FontRole.title.lineHeight / 2, font: .title,
                  color: Palette.onHeader)
        let textLeft = 24 + 2 * avatarRadius + 20
        let textWidth = max(0, width - textLeft - 16)
        list.paragraph(Self.name, x: textLeft, y: top + 72, width: textWidth, font: .title, maxLines: 1,
                       color: Palette.onHeader)
        list.paragraph(Self.handle, x: textLeft, y: top + 106, width: textWidth, font: .body, maxLines: 1,
                       color: Palette.onHeader)
        // The bio wraps at a reading width, so it takes two lines on a wide window too.
        list.paragraph(Self.bio, x: 24, y: top + 166, width: min(width - 48, 560), font: .body, maxLines: 2,
                       color: Palette.onHeader)
        // Counts: a bold number over a caption, in equal columns.
        let columns = 3
        let columnWidth = min((width - 48) / columns, 150)
        let rows = tabs.reduce(0) { $0 + $1.rows }
        let countsTop = top + 216
        for column in 0..<columns {
            let x = 24 + column * columnWidth
            let value: Label, caption: String
            switch column {
            case 0: value = .numbered(prefix: "", number: rows, suffix: ""); caption = "posts"
            case 1: value = .text("18.2k"); caption = "followers"
            default: value = .numbered(prefix: "", number: tabs.count, suffix: ""); caption = "lists"
            }
            list.text(value, x: x, y: countsTop, font: .headline, color: Palette.onHeader)
            list.text(caption, x: x, y: countsTop + FontRole.headline.lineHeight + 2, font: .caption, color: Palette.onHeader)
        }
    }
}

extension SceneKind {
    /// A collapsing header over sticky tabs, one list per tab.
    public static let profile = SceneKind(rawValue: "profile")
}
