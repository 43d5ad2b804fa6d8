import ScrollEngine

/// A scene of tab pages under a collapsing header (`profile`, `slide`): digits pick tabs and `b`
/// swaps which scroller rubber-bands at the top, the same way in every such scene.
public protocol TabPagesScene: TreeScene {
    /// Its size, its pages' memory (the page on screen scrolls in the engine, the others are kept
    /// there), the page shown and the tap in progress.
    var screen: TabbedScreen { get }
    /// Which scroller rubber-bands at the top (setting it sets the scrollers' edges).
    var bounce: BounceSide { get set }
    /// Shows tab `index`, the scene's way (at once, or by animating its pager).
    func select(tab index: Int)
    /// A scene of `width`×`height` with `tabs`, its bounce side, tab memory and physics.
    init(width: Int, height: Int, tabs: [ProfileTab], bounce: BounceSide, tabMemory: TabMemory, preset: PhysicsPreset)
}

extension TabPagesScene {
    /// The scene the registry builds for `options`: the standard tabs at `options`' size, with
    /// its bounce side, tab memory and preset.
    public init(options: SceneOptions) {
        self.init(width: options.width, height: options.height, tabs: ProfileTab.standard, bounce: options.bounce,
                  tabMemory: options.tabs, preset: options.preset)
    }
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

    /// The pages' memory: the page on screen scrolls in the engine, the others are kept here.
    public var pages: TabPages { screen.pages }
    /// The tabs, in order.
    public var tabs: [ProfileTab] { pages.tabs }
    /// What the tabs not on screen remember.
    public var tabMemory: TabMemory { pages.memory }
    /// Saved offsets of every tab's list (the selected one's lives in the engine).
    public var tabOffsets: [Double] { pages.offsets }

    /// The frame loop keeps its options in step with key `b` through this.
    public var bounceSide: BounceSide? { bounce }

    /// Chooses which scroller rubber-bands at the top.
    public func setBounce(_ target: BounceSide) { bounce = target }
}
