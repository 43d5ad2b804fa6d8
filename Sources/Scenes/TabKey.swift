/// What a key does in a scene of tabs (`profile`, `slide`): digits 1–9 pick a tab — a digit past
/// the last tab is still the scene's, and does nothing — and `b` swaps the side that bounces.
enum TabKey: Equatable {
    /// Show tab `index` (zero-based, within the tabs).
    case tab(Int)
    /// A digit with no tab of that number.
    case noSuchTab
    /// Swap the bounce side.
    case toggleBounce

    /// The action of key `name` among `tabCount` tabs; nil if the key is not one of these.
    init?(_ name: String, tabCount: Int) {
        if name.utf8.count == 1, let digit = Int(name), digit >= 1, digit <= 9 {
            self = digit <= tabCount ? .tab(digit - 1) : .noSuchTab
        } else if name == "b" {
            self = .toggleBounce
        } else {
            return nil
        }
    }
}

extension BounceSide {
    /// The other side.
    var toggled: BounceSide { self == .parent ? .child : .parent }
}
