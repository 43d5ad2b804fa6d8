import Testing
@testable import Scenes

/// Keys of the tabbed scenes: digits pick tabs, a digit past the last is taken but does nothing,
/// `b` swaps the bounce side, anything else is not theirs.
struct TabKeyTests {
    @Test func keys() {
        #expect(TabKey("1", tabCount: 4) == .tab(0))
        #expect(TabKey("4", tabCount: 4) == .tab(3))
        #expect(TabKey("5", tabCount: 4) == .noSuchTab)
        #expect(TabKey("9", tabCount: 4) == .noSuchTab)
        #expect(TabKey("b", tabCount: 4) == .toggleBounce)
        for other in ["0", "10", "x", "B", "", "١"] { #expect(TabKey(other, tabCount: 4) == nil, "\(other)") }
        #expect(BounceSide.parent.toggled == .child && BounceSide.child.toggled == .parent)
    }
}
