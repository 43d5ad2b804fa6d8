import Pixels
import Raster
import ScrollEngine

// Drawing: the header, the pages with their rows and the carousel, and the tab bar whose indicator
// follows the pager (kept in small pieces so the look can change without touching behaviour).
extension SlideScene {
    func drawHeader(into list: inout DisplayList) {
        guard let headerTop = CollapsingHeader.fill(offset: tree[.outer].offset, width: width, viewportHeight: height,
                                                    into: &list) else { return }
        list.circle(centerX: 68, centerY: headerTop + 100, radius: 44, Palette.onHeader)
        list.circle(centerX: 68, centerY: headerTop + 100, radius: 40, Palette.accent)
        list.text("S", x: 68 - DisplayList.width(of: .text("S"), font: .title) / 2,
                  y: headerTop + 100 - FontRole.title.lineHeight / 2, font: .title, color: Palette.onHeader)
        list.text("Handoff Shop", x: 132, y: headerTop + 72, font: .title, color: Palette.onHeader)
        // One line, shortened with "…" where the window is too narrow for it (a phone).
        list.paragraph("@segement.slide  -  swipe sideways between tabs, the header collapses over all",
                       x: 132, y: headerTop + 104, width: max(0, width - 132 - 16), font: .body, maxLines: 1,
                       color: Palette.onHeader)
        list.text("4 tabs  -  1 pager  -  1 carousel", x: 24, y: headerTop + 200, font: .body, color: Palette.onHeader)
    }

    func drawPage(_ page: Int, top: Int, into list: inout DisplayList) {
        let left = pageX(page)
        let clipLeft = max(0, left), clipRight = min(width, left + width)
        let pageHeight = height - top
        guard clipRight > clipLeft, pageHeight > 0 else { return }
        let offset = listOffset(page: page)
        // Each page is a layer moving with the pager sideways and with its list downwards.
        list.scrollLayer(Rect(x: clipLeft, y: top, width: clipRight - clipLeft, height: pageHeight), id: page,
                         originX: left, originY: top - PixelSnap.shift(offset))
        list.fill(Rect(x: clipLeft, y: top, width: clipRight - clipLeft, height: pageHeight), Palette.background)
        let rows = tabs[page].rows
        let tint = Self.tint(page)
        // The first row that can show: rows before the carousel are plain, after it shifted.
        let extra = Double(Self.carouselHeight - Self.rowHeight)
        let hasCarousel = page == 0 && rows > Self.carouselRow
        let carouselEnd = Double(rowTop(Self.carouselRow, page: 0) + Self.carouselHeight)
        func row(atContentY y: Double) -> Int {
            if hasCarousel && y >= carouselEnd { return Int(((y - extra) / Double(Self.rowHeight)).rounded(.down)) }
            if hasCarousel && y >= Double(rowTop(Self.carouselRow, page: 0)) { return Self.carouselRow }
            return Int((y / Double(Self.rowHeight)).rounded(.down))
        }
        let first = max(0, row(atContentY: max(0, offset)))
        let last = min(rows - 1, row(atContentY: max(0, offset + Double(pageHeight))))
        if first <= last {
            for index in first...last {
                rowsVisited += 1
                let y = top + rowTop(index, page: page) - PixelSnap.shift(offset)
                if hasCarousel && index == Self.carouselRow {
                    drawCarousel(left: left, y: y, into: &list)
                } else {
                    drawRow(index, page: page, left: left, y: y, tint: tint, into: &list)
                }
            }
        }
        list.unclip()
    }

    func drawRow(_ index: Int, page: Int, left: Int, y: Int, tint: Color, into list: inout DisplayList) {
        let background = index % 2 == 0 ? Palette.background : Palette.rowAlternate
        list.fill(Rect(x: left, y: y, width: width, height: Self.rowHeight - 1), background)
        list.fill(Rect(x: left + 72, y: y + Self.rowHeight - 1, width: width - 72, height: 1), Palette.separator)
        // The page's own mark: a tinted tile with its tab's initial.
        list.circle(centerX: left + 38, centerY: y + 32, radius: 22, tint)
        let initial = Self.initials[page % Self.initials.count]
        list.text(initial, x: left + 38 - DisplayList.width(of: .text(initial), font: .headline) / 2,
                  y: y + 32 - FontRole.headline.lineHeight / 2, font: .headline, color: Palette.onHeader)
        list.text(.numbered(prefix: Self.rowPrefixes[page % Self.rowPrefixes.count], number: index + 1, suffix: ""),
                  x: left + 76, y: y + 12, font: .headline, color: Palette.text)
        list.text(Self.rowSubtitles[page % Self.rowSubtitles.count], x: left + 76, y: y + 36, font: .small,
                  color: Palette.secondaryText)
        let title = tabs[page].title
        list.text(title, x: left + width - 16 - DisplayList.width(of: .text(title), font: .body),
                  y: y + (Self.rowHeight - FontRole.body.lineHeight) / 2, font: .body, color: tint)
    }

    func drawCarousel(left: Int, y: Int, into list: inout DisplayList) {
        list.fill(Rect(x: left, y: y, width: width, height: Self.carouselHeight), Palette.sectionHeader)
        let offset = carouselOffset
        let pitch = Double(Self.cardWidth + Self.cardGap)
        let firstCard = max(0, Int(((offset - Double(Self.cardGap)) / pitch).rounded(.down)))
        let lastCard = min(Self.cardCount - 1, Int(((offset + Double(width)) / pitch).rounded(.down)))
        guard firstCard <= lastCard else { return }
        for card in firstCard...lastCard {
            let x = left + Self.cardGap + card * (Self.cardWidth + Self.cardGap) - PixelSnap.shift(offset)
            drawCard(card, x: x, y: y + 12, into: &list)
        }
    }

    func drawCard(_ card: Int, x: Int, y: Int, into list: inout DisplayList) {
        let colour = Self.cardColours[card % Self.cardColours.count]
        let cardHeight = Self.carouselHeight - 24
        list.roundedRect(Rect(x: x, y: y, width: Self.cardWidth, height: cardHeight), radius: 12, Palette.background)
        list.roundedRect(Rect(x: x, y: y, width: Self.cardWidth, height: 110), radius: 12, colour)
        list.fill(Rect(x: x, y: y + 98, width: Self.cardWidth, height: 12), colour)
        list.text(.numbered(prefix: "", number: card + 1, suffix: ""), x: x + 10, y: y + 8, font: .title,
                  color: Palette.onHeader)
        list.text(Self.cardTitles[card % Self.cardTitles.count], x: x + 10, y: y + 120, font: .body, color: Palette.text)
        list.text(.numbered(prefix: "$", number: Self.cardPrices[card % Self.cardPrices.count], suffix: ".00"),
                  x: x + 10, y: y + 144, font: .body, color: Palette.accent)
    }

    func drawTabBar(into list: inout DisplayList) {
        let barY = tabBarY
        guard barY < height else { return }
        let current = currentPage
        StickyTabBar.draw(count: tabs.count, title: { tabs[$0].title },
                          color: { $0 == current ? Self.tint($0) : Palette.secondaryText }, y: barY, width: width,
                          into: &list)
        let tabWidth = Double(width) / Double(tabs.count)
        // The indicator follows the pager continuously: centre and width interpolate between the
        // two tabs the pager is between (each tab's indicator is its title's width plus 24).
        let position = min(max(pagerOffset / Double(width), 0), Double(tabs.count - 1))
        let from = Int(position.rounded(.down)), to = min(from + 1, tabs.count - 1)
        let fraction = position - Double(from)
        func centre(_ i: Int) -> Double { (Double(i) + 0.5) * tabWidth }
        func span(_ i: Int) -> Double { Double(DisplayList.width(of: .text(tabs[i].title), font: .headline) + 24) }
        let middle = centre(from) + (centre(to) - centre(from)) * fraction
        let barWidth = span(from) + (span(to) - span(from)) * fraction
        list.roundedRect(Rect(x: Int((middle - barWidth / 2).rounded()), y: barY + Self.tabBarHeight - 5,
                              width: Int(barWidth.rounded()), height: 4), radius: 2, Self.tint(current))
    }

    /// Page `index`'s colour: its tiles, its tab's title and the indicator when selected.
    static func tint(_ index: Int) -> Color { tints[index % tints.count] }

    static let tints = [Color(rgb: 0x1E8E3E), Color(rgb: 0x007AFF), Color(rgb: 0xFF2D55), Color(rgb: 0xAF52DE)]

    static let initials = ["P", "M", "L", "S"]

    static let rowPrefixes = ["Post #", "Photo #", "Liked #", "Saved #"]

    static let rowSubtitles = ["Posted by @nested.scroll", "Media  -  1080 x 1080", "You liked this", "Saved for later"]

    static let cardColours = [
        Color(rgb: 0xFF9500), Color(rgb: 0x5AC8FA), Color(rgb: 0xFF3B30), Color(rgb: 0x4CD964),
        Color(rgb: 0x5856D6), Color(rgb: 0xFFCC00),
    ]

    static let cardTitles = [
        "Trail shoes", "Rain jacket", "Day pack", "Water bottle", "Head torch", "Wool socks",
        "Sun hat", "Camp mug", "Map case", "Rope 30 m", "Gloves", "Compass",
    ]

    static let cardPrices = [89, 140, 65, 18, 35, 12, 24, 9, 15, 79, 29, 22]
}
