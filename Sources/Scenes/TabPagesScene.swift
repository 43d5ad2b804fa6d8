/// A scene of tab pages under a collapsing header (`profile`, `slide`): digits pick tabs and `b`
/// swaps which scroller rubber-bands at the top, the same way in every such scene.
public protocol TabPagesScene: TreeScene {
    /// The tabs, in order.
    var tabs: [ProfileTab] { get }
    /// Which scroller rubber-bands at the top (setting it sets the scrollers' edges).
    var bounce: BounceSide { get set }
    /// Shows tab `index`, the scene's way (at once, or by animating its pager).
    func select(tab index: Int)
}

extension TabPagesScene {
    /// Digits 1–9 pick a tab (one past the last does nothing), `b` swaps the bounce side.
    public func key(_ name: String) -> Bool {
        guard let action = TabKey(name, tabCount: tabs.count) else { return false }
        switch action {
        case .tab(let index): select(tab: index)
        case .noSuchTab: break
        case .toggleBounce: bounce = bounce.toggled
        }
        return true
    }

    /// The frame loop keeps its options in step with key `b` through this.
    public var bounceSide: BounceSide? { bounce }

    /// Chooses which scroller rubber-bands at the top.
    public func setBounce(_ target: BounceSide) { bounce = target }
}
