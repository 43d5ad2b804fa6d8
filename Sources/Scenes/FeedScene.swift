import Pixels
import Raster
import ScrollEngine

/// A paging feed (Instagram's search feed): full-width cells 540 tall, and every release
/// comes to rest on a cell's top.
///
/// The scene only declares the policy (`SnapPolicy.interval(540)`); the engine chooses the cell
/// from the projected resting point of the release (half a cell or more goes on), lands a fling on
/// it exactly however many cells it skips, and — the seed's fix — when the chosen cell lies against
/// the release's direction it starts from where the finger left the content and springs there,
/// instead of letting momentum run the wrong way first (the "tick").
public final class FeedScene: RegisteredScene, TreeScene {
    /// Cell height: the snap interval.
    public static let cellHeight = 540
    /// Cells in the standard feed.
    public static let standardCellCount = 100

    /// Always `.feed`.
    public static let kind = SceneKind.feed
    /// The feed's one scroller.
    public enum Name: Int, ScrollerName {
        /// The column of cells, snapping to cell tops and bouncing at both ends.
        case feed
    }
    /// The feed's engine.
    public var tree: ScrollTree<Name>
    /// Cells the last `render` visited.
    public private(set) var rowsVisited = 0
    /// Number of cells.
    public let cellCount: Int

    private var width: Int
    private var height: Int

    /// The scene the registry builds for `options`.
    public convenience init(options: SceneOptions) {
        self.init(width: options.width, height: options.height, preset: options.preset)
    }

    /// A feed of `cellCount` cells (at least 1) in a `width`×`height` viewport (each at least 1).
    public init(width: Int, height: Int, cellCount: Int = FeedScene.standardCellCount, preset: PhysicsPreset = .ios) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.cellCount = max(1, cellCount)
        let content = Double(self.cellCount * Self.cellHeight), viewport = Double(self.height)
        tree = ScrollTree(preset: preset, snap: .interval(Double(Self.cellHeight))) { _ in
            ScrollNode(contentExtent: content, viewportExtent: viewport, leading: .bounce, trailing: .bounce)
        }
    }

    // MARK: - Geometry

    /// The feed's offset (0 = first cell's top at the top of the viewport).
    public var offset: Double { tree[.feed].offset }

    /// The cell whose top is nearest the top of the viewport.
    public var currentCell: Int {
        let index = Int((offset / Double(Self.cellHeight)).rounded())
        return min(max(index, 0), cellCount - 1)
    }

    /// The colour of cell `index`: hue steps of 137° (the golden angle), so neighbours never look
    /// alike and the sequence does not visibly repeat; pastel enough for dark text.
    public static func cellColor(_ index: Int) -> Color {
        let hue = Double((index % 360 + 360) * 137 % 360)
        let saturation = 0.45, value = 0.92
        // HSV → RGB, the textbook way: a sector and the position inside it.
        let chroma = value * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = value - chroma
        func channel(_ c: Double) -> UInt8 { UInt8(((c + m) * 255).rounded()) }
        return Color(red: channel(r), green: channel(g), blue: channel(b))
    }

    // MARK: - Input

    /// The viewport changed size; sizes below 1 count as 1.
    public func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        tree[.feed].setExtents(content: Double(cellCount * Self.cellHeight), viewport: Double(self.height))
    }

    /// Button 1 pressed: catches a fling or snap where it is.
    public func pointerDown(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerDown(position: y, timeMs: timeMs) }
    }

    /// Pointer moved with button 1 held: the feed follows the finger.
    public func pointerMove(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerMove(position: y, timeMs: timeMs) }
    }

    /// Button 1 released: the engine snaps to the cell chosen from the projected resting point.
    public func pointerUp(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerUp(position: y, timeMs: timeMs) }
    }

    /// Wheel notches: eased like everywhere else, then the engine settles on the nearest cell.
    public func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.wheel(notches: dy, timeMs: timeMs) }
    }

    /// Smooth-scroll deltas move the feed 1:1.
    public func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.scroll(delta: dy, timeMs: timeMs) }
    }

    /// The lift snaps like a release (from the projected resting point of the scroll's velocity).
    public func scrollLift(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.scrollStop(timeMs: timeMs) }
    }

    /// A cancelled drag settles on the nearest cell, without a fling.
    public func pointerCancel(x: Double, y: Double, timeMs: Double) {
        tree.run { try $0.pointerCancel(timeMs: timeMs) }
    }

    /// The feed has no keys of its own.
    public func key(_ name: String) -> Bool { false }

    /// Advances the engine by `dt` seconds.
    public func advance(dt: Double) {
        tree.run { try $0.step(dt) }
    }

    // MARK: - Output

    /// The trace fields: `outer` is the feed's offset; `tab` and `inner` are 0.
    public var state: SceneState {
        var s = SceneState(scene: .feed, scroller: scroller)
        s.outer = offset
        return s
    }

    /// Lays out the visible cells (two or three at most), and the backdrop past either end.
    public func render(into list: inout DisplayList) {
        list.reset()
        let offset = self.offset
        let cell = Double(Self.cellHeight)
        let contentTop = -PixelSnap.shift(offset)
        let contentBottom = contentTop + cellCount * Self.cellHeight
        // Only the rubber band uncovers the backdrop: fill just that, not the whole viewport.
        if contentTop > 0 { list.fill(Rect(x: 0, y: 0, width: width, height: min(contentTop, height)), Self.backdrop) }
        if contentBottom < height {
            list.fill(Rect(x: 0, y: max(0, contentBottom), width: width, height: height - max(0, contentBottom)), Self.backdrop)
        }

        rowsVisited = 0
        let first = max(0, Int((offset / cell).rounded(.down)))
        let last = min(cellCount - 1, Int(((offset + Double(height)) / cell).rounded(.up)) - 1)
        guard first <= last else { return }
        for index in first...last {
            rowsVisited += 1
            let y = contentTop + index * Self.cellHeight
            renderCell(index, y: y, into: &list)
        }
    }

    private static let backdrop = Color(rgb: 0x1C1C1E)
    private static let captionShade = Color(rgb: 0x000000).withAlpha(110)

    /// `color` moved `percent`/100 of the way to white.
    private static func tint(_ color: Color, percent: Int) -> Color {
        func lift(_ c: UInt8) -> UInt8 { UInt8(Int(c) + (255 - Int(c)) * percent / 100) }
        return Color(red: lift(color.red), green: lift(color.green), blue: lift(color.blue))
    }

    /// `color` with each channel scaled by `percent`/100 (a darker shade for the gradient's foot).
    private static func shade(_ color: Color, percent: Int) -> Color {
        func scale(_ c: UInt8) -> UInt8 { UInt8(Int(c) * percent / 100) }
        return Color(red: scale(color.red), green: scale(color.green), blue: scale(color.blue))
    }

    /// One cell: a gradient "photo" (sky in the cell's colour, a sun, two hills) filling it, and a
    /// caption band at the foot with the poster's avatar, name, caption and the cell's number.
    private func renderCell(_ index: Int, y: Int, into list: inout DisplayList) {
        let h = Self.cellHeight
        let base = Self.cellColor(index)
        // Clipped to the cell: the hills are circles much larger than it.
        list.scrollLayer(Rect(x: 0, y: y, width: width, height: h), id: index, originX: 0, originY: y)
        list.gradient(Rect(x: 0, y: y, width: width, height: h), top: base, bottom: Self.shade(base, percent: 45))
        // A hairline at every cell top, so a snap that lands a pixel off would be visible.
        list.fill(Rect(x: 0, y: y, width: width, height: 2), Self.backdrop)
        // Scenery placed from the index, so cells differ: a sun and two overlapping hills, opaque
        // shades of the sky (a translucent shape this large would cost a blend per pixel).
        let sunX = width / 5 + SampleContent.pick(index, count: max(1, width * 3 / 5), salt: 5)
        list.circle(centerX: sunX, centerY: y + 120 + index % 3 * 30, radius: 38, Self.tint(base, percent: 70))
        list.circle(centerX: width / 3, centerY: y + h + 260, radius: 420, Self.shade(base, percent: 62))
        list.circle(centerX: width - width / 4, centerY: y + h + 200, radius: 330, Self.shade(base, percent: 50))

        // Caption band.
        let band = 96
        let bandTop = y + h - band
        list.blend(Rect(x: 0, y: bandTop, width: width, height: band), Self.captionShade)
        let person = SampleContent.pick(index, count: SampleContent.names.count, salt: 7)
        let avatar = 20
        list.circle(centerX: 24 + avatar, centerY: bandTop + 16 + avatar, radius: avatar,
                    SampleContent.avatarColors[index % SampleContent.avatarColors.count])
        let initials = SampleContent.initials[person]
        list.text(initials, x: 24 + avatar - DisplayList.width(of: .text(initials), font: .headline) / 2,
                  y: bandTop + 16 + avatar - FontRole.headline.lineHeight / 2, font: .headline, color: .white)
        let number = Label.numbered(prefix: "#", number: index + 1, suffix: "")
        let numberWidth = DisplayList.width(of: number, font: .small)
        list.text(number, x: width - 24 - numberWidth, y: bandTop + 20, font: .small, color: .white)
        let textLeft = 24 + 2 * avatar + 12
        let textWidth = max(0, width - textLeft - 24 - numberWidth - 12)
        list.paragraph(SampleContent.names[person], x: textLeft, y: bandTop + 16, width: textWidth, font: .headline,
                       maxLines: 1, color: .white)
        list.paragraph(SampleContent.captions[SampleContent.pick(index, count: SampleContent.captions.count, salt: 9)],
                       x: textLeft, y: bandTop + 16 + FontRole.headline.lineHeight + 2, width: max(0, width - textLeft - 24),
                       font: .body, maxLines: 1, color: .white)
        list.paragraph("Release anywhere: it snaps to a photo.", x: textLeft, y: bandTop + band - 24,
                       width: max(0, width - textLeft - 24), font: .small, maxLines: 1, color: Color(rgb: 0xD8D8DC))
        list.unclip()
    }
}

extension SceneKind {
    /// A paging feed that snaps each release to a cell.
    public static let feed = SceneKind(rawValue: "feed")
}
