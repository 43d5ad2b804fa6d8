import Pixels
import Raster

/// The list row the profile and sections scenes share: a circular avatar with initials, a bold
/// title (a name) over a one-line subtitle, and a short note at the right, all chosen from the
/// row's index (`SampleContent`), so row 17 always shows the same person.
public enum ContentRow {
    /// Avatar radius.
    public static let avatarRadius = 20
    /// Where the title and subtitle start.
    public static let textLeft = 68

    /// Appends row `index` (`seed` varies the content between lists) of `height` pixels with its
    /// top at `y`, across `width`.
    public static func append(index: Int, seed: Int, y: Int, width: Int, height: Int, into list: inout DisplayList) {
        let background = index % 2 == 0 ? Palette.background : Palette.rowAlternate
        list.fill(Rect(x: 0, y: y, width: width, height: height), background)
        list.fill(Rect(x: textLeft, y: y + height - 1, width: width - textLeft, height: 1), Palette.separator)

        let person = SampleContent.pick(index, count: SampleContent.names.count, salt: seed)
        let color = SampleContent.avatarColors[SampleContent.pick(index, count: SampleContent.avatarColors.count, salt: seed + 1)]
        let r = avatarRadius
        let centerY = y + height / 2
        list.circle(centerX: 16 + r, centerY: centerY, radius: r, color)
        let initials = SampleContent.initials[person]
        let initialsWidth = DisplayList.width(of: .text(initials), font: .headline)
        list.text(initials, x: 16 + r - initialsWidth / 2, y: centerY - FontRole.headline.lineHeight / 2,
                  font: .headline, color: Palette.onHeader)

        let age = SampleContent.ages[SampleContent.pick(index, count: SampleContent.ages.count, salt: seed + 2)]
        let ageWidth = DisplayList.width(of: .text(age), font: .small)
        let textTop = y + (height - FontRole.headline.lineHeight - FontRole.caption.lineHeight - 2) / 2
        list.text(age, x: width - 16 - ageWidth, y: textTop + 1, font: .small, color: Palette.secondaryText)
        let textWidth = max(0, width - 16 - ageWidth - 12 - textLeft)
        list.paragraph(SampleContent.names[person], x: textLeft, y: textTop, width: textWidth, font: .headline,
                       maxLines: 1, color: Palette.text)
        let subtitle = SampleContent.subtitles[SampleContent.pick(index, count: SampleContent.subtitles.count, salt: seed + 3)]
        list.paragraph(subtitle, x: textLeft, y: textTop + FontRole.headline.lineHeight + 2, width: max(0, width - 16 - textLeft),
                       font: .caption, maxLines: 1, color: Palette.secondaryText)
    }
}
