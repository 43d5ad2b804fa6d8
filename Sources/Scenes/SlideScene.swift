import Pixels
import Raster
import ScrollEngine

/// Multi-tab nesting in full (SegementSlide): a collapsing header and a tab bar over a horizontal pager
/// of full-size pages, each page its tab's list, and on the Posts page a horizontal carousel row.
///
/// The engine's chain is one path through three levels on two axes:
/// [outer (y, collapsing header), pager (x, takes what its child leaves), inner (y, the current
/// page's list), carousel (x, Posts' row 3)]. A press that becomes a drag locks to the axis with
/// more travel at the slop (`Scroller.pointerDown(x:y:…)`), and each delta visits only the
/// scrollers of its axis: vertically header and list as in `profile`, horizontally the carousel
/// first (when the press was on it) and then the pager. The pager rests on pages only: a release
/// snaps it (`ScrollNode.pageExtent`), and it takes no momentum, so a carousel fling stops at the
/// carousel's ends.
///
/// The `inner` node is always the page nearest the pager's offset (the trace's `tab`); the other
/// pages keep their offsets here. Under `--tabs reset` every page that is off screen rests at 0
/// whenever the header is not fully collapsed. Pages on screen are never reset — during a swipe
/// two pages show, and the one coming in must appear where it will stay — so no frame jumps.
public final class SlideScene: RegisteredScene, TabPagesScene {
    /// Header height (as `profile`).
    public static let headerHeight = CollapsingHeader.height
    /// Tab bar height.
    public static let tabBarHeight = StickyTabBar.height
    /// Row height.
    public static let rowHeight = 64
    /// Which row of the first page is the carousel.
    public static let carouselRow = 3
    /// Height of the carousel row.
    public static let carouselHeight = 200
    /// Cards in the carousel.
    public static let cardCount = 12
    /// Width of a card.
    public static let cardWidth = 180
    /// Gap between cards and at both ends.
    public static let cardGap = 16
    /// The carousel's content width: 12 cards, 11 gaps and both ends (2368).
    public static var carouselContentWidth: Int { cardCount * cardWidth + (cardCount + 1) * cardGap }
    /// Duration of the pager's animation to a tapped tab (or key `1`–`4`), seconds.
    public static let tabAnimationDuration = 0.3
    /// The slide's scrollers: one path through three levels on two axes, outermost first.
    public enum Name: Int, ScrollerName {
        /// The collapsing header (y).
        case outer
        /// The pager of pages (x), resting on pages only.
        case pager
        /// The current page's list (y).
        case inner
        /// The Posts carousel (x), in row 3 of the first page.
        case carousel
    }

    /// `slide`, as `--scene` and a session's header name it.
    public static let kind = SceneKind.slide
    /// The four scrollers by name; the chain runs through the current page's list.
    public var tree: ScrollTree<Name>
    /// Rows the last frame laid out, over every page on screen.
    public internal(set) var rowsVisited = 0
    /// Its size, its pages' tabs and what each remembers of its list, the page shown, the bounce
    /// side and the tap in progress.
    public private(set) var screen: TabbedScreen
    /// The page whose list is the chain's `inner` node: the one nearest the pager's offset.
    public var currentPage: Int { screen.shown }
    /// Which node rubber-bands at the top.
    public var bounce: BounceSide {
        get { screen.bounce }
        set { screen.bounce = newValue; applyBounce() }
    }
    var width: Int { screen.width }
    var height: Int { screen.height }
    /// A smooth-scroll gesture's axis and route, chosen at its first delta.
    var scrollAxis: ScrollAxis?
    var scrollRoute: ScrollRoute?
    /// A slide scene of `width`×`height` with the given tabs (the first holds the carousel).
    public init(width: Int, height: Int, tabs: [ProfileTab] = ProfileTab.standard,
                bounce: BounceSide = .parent, tabMemory: TabMemory = .reset, preset: PhysicsPreset = .ios) {
        precondition(!tabs.isEmpty, "the slide scene needs at least one tab")
        screen = TabbedScreen(width: width, height: height, tabs: tabs, tabMemory: tabMemory, bounce: bounce)
        tree = ScrollTree(preset: preset) { name in
            switch name {
            case .outer:
                return ScrollNode(contentExtent: 0, viewportExtent: 1, id: "outer", axis: .y, rule: .collapsingHeader)
            case .pager:
                var pager = ScrollNode(contentExtent: 0, viewportExtent: 1, leading: .bounce, trailing: .bounce,
                                       id: "pager", axis: .x, rule: .pager)
                pager.pageExtent = 1
                return pager
            case .inner:
                return ScrollNode(contentExtent: 0, viewportExtent: 1, id: "inner", axis: .y)
            case .carousel:
                return ScrollNode(contentExtent: 0, viewportExtent: 1, id: "carousel", axis: .x)
            }
        }
        layoutNodes()
        applyBounce()
    }

    /// Height of a page's list viewport once the header has collapsed.
    var listViewport: Double { Double(max(0, height - Self.tabBarHeight)) }
    /// The content height of page `index`'s list (Posts' carousel row is 136 taller than a row).
    public func contentHeight(page index: Int) -> Double {
        let rows = Double(tabs[index].rows * Self.rowHeight)
        return index == 0 && tabs[0].rows > Self.carouselRow ? rows + Double(Self.carouselHeight - Self.rowHeight) : rows
    }

    func layoutNodes() {
        let viewport = Double(height)
        let pageWidth = Double(width)
        tree[.outer].setExtents(content: viewport + Double(Self.headerHeight), viewport: viewport)
        tree[.pager].setExtents(content: pageWidth * Double(tabs.count), viewport: pageWidth)
        tree[.pager].pageExtent = pageWidth
        tree[.inner].setExtents(content: contentHeight(page: currentPage), viewport: listViewport)
        tree[.carousel].setExtents(content: Double(Self.carouselContentWidth), viewport: pageWidth)
    }

    func applyBounce() {
        CollapsingHeader.setEdges(bounce, header: &tree[.outer])
        CollapsingHeader.setEdges(bounce, list: &tree[.inner])
    }

    /// The pager's offset (0 = first page; the viewport's width per page).
    public var pagerOffset: Double { tree[.pager].offset }
    /// The Posts carousel's offset.
    public var carouselOffset: Double { tree[.carousel].offset }
    /// The offset page `index`'s list is shown at: the engine's `inner` for the current page, the
    /// remembered one for the others.
    public func listOffset(page index: Int) -> Double {
        index == currentPage ? tree[.inner].offset : pages[index]
    }

    /// The pages on screen: the one at the pager's offset and, between pages, the next one.
    public var visiblePages: ClosedRange<Int> {
        let position = pagerOffset / Double(width)
        let first = Int(min(max(position.rounded(.down), 0), Double(tabs.count - 1)))
        let last = Int(min(max(position.rounded(.up), 0), Double(tabs.count - 1)))
        return first...max(first, last)
    }

    /// Screen y of the tab bar's top: follows the header, then pins at 0.
    public var tabBarY: Int { CollapsingHeader.tabBarY(offset: tree[.outer].offset) }
    /// Screen x of page `index`'s left edge.
    func pageX(_ index: Int) -> Int { index * width - PixelSnap.shift(pagerOffset) }

    /// Content y of row `row` in page `index`'s list.
    func rowTop(_ row: Int, page index: Int) -> Int {
        let extra = index == 0 && row > Self.carouselRow ? Self.carouselHeight - Self.rowHeight : 0
        return row * Self.rowHeight + extra
    }

    /// What is under a window point.
    public enum Hit: Equatable, Sendable {
        /// The green header.
        case header
        /// Tab `index` on the tab bar.
        case tab(Int)
        /// The carousel row of the Posts page.
        case carousel
        /// Page `page`'s list (a row or below the last row).
        case page(Int)
    }

    /// Hit testing for a window point; points anywhere (outside the window, not finite) are
    /// answered, never trapped on.
    public func hitTest(x: Double, y: Double) -> Hit {
        guard x.isFinite, y.isFinite else { return .page(currentPage) }
        let barY = Double(tabBarY)
        if y < barY { return .header }
        if y < barY + Double(Self.tabBarHeight) { return .tab(StickyTabBar.tab(atX: x, count: tabs.count, width: width)) }
        let pagePosition = ((x + pagerOffset) / Double(width)).rounded(.down)
        let page = Int(min(max(pagePosition, 0), Double(tabs.count - 1)))
        if page == 0, tabs[0].rows > Self.carouselRow {
            let contentY = y - (barY + Double(Self.tabBarHeight)) + listOffset(page: 0)
            let top = Double(rowTop(Self.carouselRow, page: 0))
            if contentY >= top && contentY < top + Double(Self.carouselHeight) { return .carousel }
        }
        return .page(page)
    }

    /// The routes of a gesture pressed at a window point, per axis (nil: nothing of that axis
    /// there). The header and the tab bar belong to `outer` and hold no horizontal scroller; a
    /// page's list area to `inner` and the pager; the carousel row to the carousel first.
    public func routes(x: Double, y: Double) -> (x: ScrollRoute?, y: ScrollRoute) {
        switch hitTest(x: x, y: y) {
        case .header, .tab:
            return (nil, ScrollRoute(leaf: Name.inner, hit: .outer, axis: .y))
        case .carousel:
            return (ScrollRoute(leaf: Name.carousel, axis: .x), ScrollRoute(leaf: Name.inner, axis: .y))
        case .page:
            return (ScrollRoute(leaf: Name.pager, axis: .x), ScrollRoute(leaf: Name.inner, axis: .y))
        }
    }

    public func resize(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        // Keep the pager on the same page (or fraction of one) at the new page width.
        let pages = pagerOffset / Double(self.width)
        screen.width = width
        screen.height = height
        layoutNodes()
        tree[.pager].offset = pages * Double(width)
        update()
        // A snap or tab animation aimed at the old page width would now rest between pages.
        let pager = tree[.pager]
        if pager.motion != nil || pager.isBetweenPages { show(page: currentPage) }
    }

    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        screen.tap.down(x: x, y: y)
        let routes = routes(x: x, y: y)
        tree.run { try $0.pointerDown(x: x, y: y, timeMs: timeMs, routeX: routes.x, routeY: routes.y) }
        update()
    }

    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        screen.tap.move(x: x, y: y)
        tree.run { try $0.pointerMove(x: x, y: y, timeMs: timeMs) }
        update()
    }

    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        let wasTap = screen.tap.up(x: x, y: y)
        tree.run { try $0.pointerUp(x: x, y: y, timeMs: timeMs) }
        update()
        if wasTap, case .tab(let index) = hitTest(x: x, y: y) { show(page: index) }
    }

    /// Smooth scrolling (touchpad): a gesture takes the axis of its first delta (the larger of
    /// `dx`, `dy`) until the fingers lift, as a drag locks at its slop; the lift releases like a
    /// finger — a vertical fling, a carousel fling, or a pager snap to a page.
    public func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        if !tree.scroller.isScrolling || scrollAxis == nil {
            scrollAxis = abs(dx) > abs(dy) ? .x : .y
            let routes = routes(x: x, y: y)
            scrollRoute = scrollAxis == .x ? routes.x : routes.y
        }
        if let route = scrollRoute {
            let delta = scrollAxis == .x ? dx : dy
            if delta != 0 { tree.run { try $0.scroll(delta: delta, timeMs: timeMs, route: route) } }
        }
        update()
    }

    /// The lift releases the gesture's axis.
    public func scrollLift(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.scrollStop(timeMs: timeMs) }
        scrollAxis = nil
        update()
    }

    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        screen.tap.cancel()
        tree.run { try $0.pointerCancel(timeMs: timeMs) }
        update()
    }

    /// Vertical notches scroll header and list as in `profile`; horizontal notches (buttons 6/7)
    /// turn one page each, animated like a tab tap.
    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        if dy != 0 {
            let route = routes(x: x, y: y).y
            tree.run { try $0.wheel(notches: dy, timeMs: timeMs, route: route) }
        }
        if dx != 0, dx.isFinite {
            let step = dx > 0 ? 1 : -1
            show(page: min(max(currentPage + step, 0), tabs.count - 1))
        }
        update()
    }

    /// Tab `index` animates the pager there.
    public func select(tab index: Int) { show(page: index) }

    /// Animates the pager to page `index` (a tab tap, a key, a horizontal wheel notch).
    public func show(page index: Int) {
        guard tabs.indices.contains(index) else { return }
        tree.run { try $0.animate(node: Name.pager.rawValue, to: Double(index * width), duration: Self.tabAnimationDuration) }
        update()
    }

    public func advance(dt: Double) {
        tree.run { try $0.step(dt) }
        update()
    }

    /// After every input and step: the page nearest the pager becomes `inner`, and under `reset`
    /// the pages off screen go to their tops while the header shows.
    func update() {
        let nearest = Int(min(max((pagerOffset / Double(width)).rounded(), 0), Double(tabs.count - 1)))
        if nearest != currentPage {
            screen.pages.save(page: currentPage, from: tree[.inner])
            screen.shown = nearest
            tree[.inner].setExtents(content: contentHeight(page: nearest), viewport: listViewport)
            tree[.inner].offset = pages[nearest]
        }
        let current = currentPage, onScreen = visiblePages
        screen.pages.resetHidden(header: tree[.outer]) { $0 != current && !onScreen.contains($0) }
    }

    public var state: SceneState {
        var s = SceneState(scene: .slide, scroller: tree.scroller)
        s.tab = currentPage
        s.outer = tree[.outer].offset
        s.inner = tree[.inner].offset
        s.fields.append(SceneFields.pagerKey, .number(pagerOffset))
        s.fields.append(SceneFields.carouselKey, .number(carouselOffset))
        return s
    }

    public func render(into list: inout DisplayList) {
        list.reset()
        rowsVisited = 0
        drawHeader(into: &list)
        let listTop = tabBarY + Self.tabBarHeight
        if listTop < height {
            let pages = visiblePages
            // Rubber-banding before the first page or after the last uncovers the pager's backdrop.
            let left = pageX(pages.lowerBound), right = pageX(pages.upperBound) + width
            if left > 0 {
                list.fill(Rect(x: 0, y: listTop, width: min(left, width), height: height - listTop), Palette.sectionHeader)
            }
            if right < width {
                list.fill(Rect(x: max(0, right), y: listTop, width: width - max(0, right), height: height - listTop),
                          Palette.sectionHeader)
            }
            for page in pages { drawPage(page, top: listTop, into: &list) }
        }
        drawTabBar(into: &list)
    }
}

extension SceneKind {
    /// A tab pager under a collapsing header, with a carousel in a list in the pager.
    public static let slide = SceneKind(rawValue: "slide")
}

/// `slide`'s trace fields, read back by name: `state.pager`, and `frame.pager` on a trace read back (`TraceFrame`).
extension SceneFields {
    static let pagerKey = "pager"
    static let carouselKey = "carousel"
    /// `slide`: the pager's offset (0 = first page; the viewport's width per page).
    public var pager: Double? { number(Self.pagerKey) }
    /// `slide`: the Posts carousel's offset.
    public var carousel: Double? { number(Self.carouselKey) }
}
