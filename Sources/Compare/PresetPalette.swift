import Pixels

/// One colour per physics preset, the same in every plot (`compare --plot`, the README's and the
/// docs' figures): a run is drawn in its preset's colour whatever its place in the command line.
///
/// Okabe & Ito's colour-blind-safe palette gives seven (its yellow is too pale on white, so
/// `chromeos` takes Paul Tol's olive instead). A preset named twice in one plot (another policy)
/// draws its second run darker and its third lighter; a preset file has no fixed colour and takes
/// the first colour no named preset in the plot uses.
public enum PresetPalette {
    /// The fixed colours, by preset name.
    public static let colors: [(preset: String, color: Color)] = [
        ("ios", Color(rgb: 0x0072B2)),
        ("android", Color(rgb: 0x009E73)),
        ("chromium", Color(rgb: 0xD55E00)),
        ("firefox", Color(rgb: 0xE69F00)),
        ("gtk", Color(rgb: 0xCC79A7)),
        ("qtquick", Color(rgb: 0x000000)),
        ("flutter", Color(rgb: 0x56B4E9)),
        ("chromeos", Color(rgb: 0x999933)),
    ]

    /// Colours for presets without a fixed one, in order.
    static let spare: [Color] = [Color(rgb: 0x882255), Color(rgb: 0x44AA99), Color(rgb: 0x332288), Color(rgb: 0x6F6F6F)]

    /// The fixed colour of `preset`, or nil for a preset file.
    public static func color(of preset: String) -> Color? {
        colors.first { $0.preset == preset }?.color
    }

    /// The preset a run's label names (`ios · nested` → `ios`).
    public static func preset(inLabel label: String) -> String {
        String(label.split(separator: "·").first ?? Substring(label)).trimmingCharacters(in: .whitespaces)
    }

    /// The colour of each run, given the runs' labels in order.
    public static func colors(forLabels labels: [String]) -> [Color] {
        var seen: [String: Int] = [:]
        var spares = spare.filter { candidate in !colors.contains { $0.color == candidate } }.makeIterator()
        var assigned: [String: Color] = [:]
        return labels.map { label in
            let preset = preset(inLabel: label)
            let base = color(of: preset) ?? assigned[preset] ?? spares.next() ?? Color(rgb: 0x6F6F6F)
            assigned[preset] = base
            let repeatIndex = seen[preset, default: 0]
            seen[preset] = repeatIndex + 1
            switch repeatIndex % 3 {
            case 0: return base
            case 1: return base.argb & 0xFF_FFFF < 0x40_4040 ? shade(base, toward: 255, by: 0.6) : shade(base, toward: 0, by: 0.45)
            default: return shade(base, toward: 255, by: 0.5)
            }
        }
    }

    /// `color` moved `share` of the way toward grey level `target` (0 darker, 255 lighter).
    static func shade(_ color: Color, toward target: Double, by share: Double) -> Color {
        func mix(_ channel: UInt32) -> UInt32 { UInt32((Double(channel) + (target - Double(channel)) * share).rounded()) }
        let argb = color.argb
        return Color(rgb: mix(argb >> 16 & 0xFF) << 16 | mix(argb >> 8 & 0xFF) << 8 | mix(argb & 0xFF))
    }
}
