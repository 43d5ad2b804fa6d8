import Pixels
import Raster
import ScrollEngine

/// One long page with a sticky section tab bar: a green header, a tab bar that scrolls
/// with the page until it pins to the top, then every section's header and rows in one column.
///
/// Unlike the profile scene there is a single scroller: the sections are laid out at full height
/// inside it (the seed's collection view with scrolling disabled), so nothing is ever handed from
/// one scroller to another. Tapping a tab, or key `1`–`4`, animates the page until that section's
/// header sits just under the pinned bar; a touch stops the animation where it is. The highlighted
/// tab is derived from the offset alone (scroll-spy), so it follows drags, flings and animations
/// alike and cannot drift from what is on screen.
public final class SectionsScene: RegisteredScene, TreeScene {
    /// Header height.
    public static let headerHeight = CollapsingHeader.height
    /// Tab bar height.
    public static let tabBarHeight = StickyTabBar.height
    /// Height of each section's header.
    public static let sectionHeaderHeight = 40
    /// Row height.
    public static let rowHeight = 64
    /// Duration of the animated scroll to a section, in seconds.
    public static let scrollDuration = 0.35

    /// Always `.sections`.
    public static let kind = SceneKind.sections
    /// The page's one scroller.
    public enum Name: Int, ScrollerName {
        /// The whole page, bouncing at both ends (trace id `outer`).
        case page
    }
    /// The page's engine.
    public var tree: ScrollTree<Name>
    /// Rows the last `render` visited (section headers are not counted: at most one per 104 px).
    public private(set) var rowsVisited = 0
    /// The sections.
    public let layout: SectionLayout

    private var width: Int
    private var height: Int
    private var tap = TapTracker()
    /// Where a tab-triggered animation is headed, so it can be pinned there exactly once it ends
    /// (the eased curve's origin + distance may miss by an ulp from a fractional start).
    private var animationTarget: Double?

    /// The scene the registry builds for `options`.
    public convenience init(options: SceneOptions) {
        self.init(width: options.width, height: options.height, preset: options.preset)
    }

    /// A sections scene of `width`×`height` (each at least 1) over `layout`.
    public init(width: Int, height: Int, layout: SectionLayout = .standard, preset: PhysicsPreset = .ios) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.layout = layout
        let content = Double(layout.contentHeight), viewport = Double(max(1, height))
        tree = ScrollTree(preset: preset) { _ in
            ScrollNode(contentExtent: content, viewportExtent: viewport, leading: .bounce, trailing: .bounce)
        }
    }

    // MARK: - Geometry

    /// The page's offset (0 = header fully shown).
    public var offset: Double { tree[.page].offset }

    /// Screen y of the tab bar's top, unrounded: follows the header, then pins at 0.
    private var barTop: Double { max(0, Double(Self.headerHeight) - offset) }

    /// Screen y of the tab bar's top: follows the header, then pins at 0.
    public var tabBarY: Int { CollapsingHeader.tabBarY(offset: offset) }

    /// The offset that puts `section`'s header just under the pinned tab bar, clamped to the
    /// page's range (the last sections may be unable to scroll that far).
    ///
    /// Once pinned, the bar covers screen 0..<48 and content y maps to screen y = y − offset, so
    /// the header is just under the bar when `sectionTops[section] − offset == tabBarHeight`.
    /// Every such offset is at least `headerHeight`, so the bar is indeed pinned there.
    public func targetOffset(forSection section: Int) -> Double {
        let node = tree[.page]
        let ideal = Double(layout.sectionTops[section] - Self.tabBarHeight)
        return min(max(ideal, node.minOffset), node.maxOffset)
    }

    /// The highlighted section: the last one whose header's screen y is at most the tab bar's
    /// bottom + 1 (the pixel of slack absorbs rounding), else 0.
    public var highlightedSection: Int {
        let barBottom = barTop + Double(Self.tabBarHeight)
        var current = 0
        for index in 0..<layout.count where Double(layout.sectionTops[index]) - offset <= barBottom + 1 {
            current = index
        }
        return current
    }

    /// The tab under a window point, if the point is on the tab bar.
    public func tab(atX x: Double, y: Double) -> Int? {
        guard y >= barTop, y < barTop + Double(Self.tabBarHeight) else { return nil }
        return StickyTabBar.tab(atX: x, count: layout.count, width: width)
    }

    // MARK: - Input

    /// The viewport changed size; sizes below 1 count as 1.
    public func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        tree[.page].setExtents(content: Double(layout.contentHeight), viewport: Double(self.height))
    }

    /// Button 1 pressed: catches any motion (including a tab animation) where it is.
    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        tap.down(x: x, y: y)
        animationTarget = nil
        tree.run { try $0.pointerDown(position: y, timeMs: timeMs) }
    }

    /// Pointer moved with button 1 held: the page follows the finger.
    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        tap.move(x: x, y: y)
        tree.run { try $0.pointerMove(position: y, timeMs: timeMs) }
    }

    /// Button 1 released: a tap on a tab scrolls to its section, anything else is left to the engine.
    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        let wasTap = tap.up(x: x, y: y)
        tree.run { try $0.pointerUp(position: y, timeMs: timeMs) }
        if wasTap, let index = tab(atX: x, y: y) { scroll(toSection: index) }
    }

    /// Wheel notches scroll the page.
    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        animationTarget = nil
        tree.run { try $0.wheel(notches: dy, timeMs: timeMs) }
    }

    /// Smooth-scroll deltas move the page 1:1 (and end a tab's animation).
    public func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        animationTarget = nil
        tree.run { try $0.scroll(delta: dy, timeMs: timeMs) }
    }

    /// The lift flings.
    public func scrollLift(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.scrollStop(timeMs: timeMs) }
    }

    /// A cancelled press is no tap and does not fling.
    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        tap.cancel()
        tree.run { try $0.pointerCancel(timeMs: timeMs) }
    }

    /// Keys `1`–`9`: scroll to that section (digits beyond the last section are taken and ignored).
    public func key(_ name: String) -> Bool {
        guard name.utf8.count == 1, let digit = Int(name), digit >= 1, digit <= 9 else { return false }
        if digit <= layout.count { scroll(toSection: digit - 1) }
        return true
    }

    /// Animates the page so that `section`'s header sits just under the pinned tab bar. Ignored
    /// while a finger is down (the engine refuses to animate under a finger).
    public func scroll(toSection section: Int) {
        guard layout.sectionTops.indices.contains(section), !tree.scroller.isPointerDown else { return }
        let target = targetOffset(forSection: section)
        tree.run { try $0.animate(node: Name.page.rawValue, to: target, duration: Self.scrollDuration) }
        animationTarget = tree[.page].motion == nil ? nil : target
    }

    /// Advances the engine by `dt` seconds.
    public func advance(dt: Double) {
        tree.run { try $0.step(dt) }
        if let target = animationTarget, tree[.page].motion == nil {
            // The animation ended this frame: land on the derived offset to the bit.
            if abs(tree[.page].offset - target) < 1e-6 { tree[.page].offset = target }
            animationTarget = nil
        }
    }

    // MARK: - Output

    /// The trace fields: `tab` and `section` are both the highlighted tab; `inner` is always 0.
    public var state: SceneState {
        var s = SceneState(scene: .sections, scroller: tree.scroller)
        let highlighted = highlightedSection
        s.tab = highlighted
        s.fields.append(SceneFields.sectionKey, .int(highlighted))
        s.outer = offset
        s.inner = 0
        return s
    }

    /// Lays out the header, the visible section headers and rows, and the tab bar on top.
    public func render(into list: inout DisplayList) {
        list.reset()
        let offset = self.offset
        let barY = tabBarY

        // Header, stretched upward while the page rubber-bands below the top.
        if let headerTop = CollapsingHeader.fill(offset: offset, width: width, viewportHeight: height, into: &list) {
            list.text("Sections", x: 24, y: headerTop + 72, font: .title, color: Palette.onHeader)
            list.paragraph("One scroller for the whole page. Tap a tab, or press 1-4, to glide to its section; the highlighted tab follows what is on screen.",
                           x: 24, y: headerTop + 116, width: min(width - 48, 560), font: .body, maxLines: 2,
                           color: Palette.onHeader)
            list.text(.numbered(prefix: "", number: layout.count, suffix: " sections"), x: 24, y: headerTop + 200,
                      font: .headline, color: Palette.onHeader)
            list.text(.numbered(prefix: "", number: layout.rowCounts.reduce(0, +), suffix: " items in one column"),
                      x: 24, y: headerTop + 222, font: .caption, color: Palette.onHeader)
        }

        // Sections, clipped to the area under the tab bar (they slide under it once it pins).
        let areaTop = barY + Self.tabBarHeight
        rowsVisited = 0
        if areaTop < height {
            // One layer: every section and row sits at its content position − shift(offset).
            list.scrollLayer(Rect(x: 0, y: areaTop, width: width, height: height - areaTop), id: 0,
                             originX: 0, originY: -PixelSnap.shift(offset))
            list.fill(Rect(x: 0, y: areaTop, width: width, height: height - areaTop), Palette.background)
            // The content window on screen, in content coordinates.
            let windowTop = offset + Double(areaTop)
            let windowBottom = offset + Double(height)
            for section in 0..<layout.count {
                let top = Double(layout.sectionTops[section])
                let bottom = Double(layout.bottom(of: section))
                guard bottom > windowTop, top < windowBottom else { continue }
                renderSection(section, windowTop: windowTop, windowBottom: windowBottom, into: &list)
            }
            list.unclip()
        }

        // The tab bar, drawn last so the sections slide under it.
        if barY < height {
            let highlighted = highlightedSection
            StickyTabBar.draw(count: layout.count, title: { layout.titles[$0] },
                              color: { $0 == highlighted ? Palette.accent : Palette.secondaryText },
                              y: barY, width: width, into: &list)
            StickyTabBar.drawIndicator(under: highlighted, title: layout.titles[highlighted], count: layout.count,
                                       y: barY, width: width, into: &list)
        }
    }

    /// One section's header (if in the window) and its visible rows, found by arithmetic.
    private func renderSection(_ section: Int, windowTop: Double, windowBottom: Double, into list: inout DisplayList) {
        let offset = self.offset
        let top = layout.sectionTops[section]
        if Double(top + Self.sectionHeaderHeight) > windowTop, Double(top) < windowBottom {
            let y = top - PixelSnap.shift(offset)
            // A header that reads as one: tinted band, accent bar, bold title, item count at the right.
            list.fill(Rect(x: 0, y: y, width: width, height: Self.sectionHeaderHeight), Palette.sectionHeader)
            list.roundedRect(Rect(x: 16, y: y + 10, width: 4, height: Self.sectionHeaderHeight - 20), radius: 2, Palette.accent)
            let title = layout.titles[section]
            let textY = y + (Self.sectionHeaderHeight - FontRole.headline.lineHeight) / 2
            list.text(title, x: 28, y: textY, font: .headline, color: Palette.text)
            let count = Label.numbered(prefix: "", number: layout.rowCounts[section], suffix: " items")
            list.text(count, x: width - 16 - DisplayList.width(of: count, font: .caption),
                      y: y + (Self.sectionHeaderHeight - FontRole.caption.lineHeight) / 2, font: .caption,
                      color: Palette.secondaryText)
        }

        let rows = layout.rowCounts[section]
        guard rows > 0 else { return }
        let rowsTop = Double(layout.rowsTop(of: section))
        guard let visible = RowList.visible(rows: rows, rowHeight: Self.rowHeight, top: windowTop - rowsTop,
                                            bottom: windowBottom - rowsTop) else { return }
        for row in visible {
            rowsVisited += 1
            let y = layout.rowsTop(of: section) + row * Self.rowHeight - PixelSnap.shift(offset)
            ContentRow.append(index: row, seed: 10 + section, y: y, width: width, height: Self.rowHeight, into: &list)
        }
    }
}

extension SceneKind {
    /// One scroller with sticky section tabs, tap-to-section.
    public static let sections = SceneKind(rawValue: "sections")
}

/// `sections`' trace field, read back by name: `state.section`, and `frame.section` on a trace read back (`TraceFrame`).
extension SceneFields {
    static let sectionKey = "section"

    /// `sections`: the highlighted tab.
    public var section: Int? { int(Self.sectionKey) }
}
