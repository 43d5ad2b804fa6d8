/// What a scene of tab pages under a collapsing header (`profile`, `slide`) keeps besides its
/// scrollers: the window's size, the tabs' pages with the offset each remembers, the page shown,
/// which scroller rubber-bands at the top, and the tap in progress (a tap on the tab bar selects).
public struct TabbedScreen: Sendable, Equatable {
    /// Window width, px (at least 1).
    public internal(set) var width: Int
    /// Window height, px (at least 1).
    public internal(set) var height: Int
    /// The tabs and the offset each page remembers.
    public internal(set) var pages: TabPages
    /// The page on screen, whose list is the engine's `inner` node (the trace's `tab`).
    public internal(set) var shown = 0
    /// Which scroller rubber-bands at the top (the scene sets its scrollers' edges from it).
    public internal(set) var bounce: BounceSide
    /// Tells a tap from a drag.
    var tap = TapTracker()

    /// A screen of `width`×`height` (each at least 1) showing the first of `tabs`.
    init(width: Int, height: Int, tabs: [ProfileTab], tabMemory: TabMemory, bounce: BounceSide) {
        self.width = max(1, width)
        self.height = max(1, height)
        pages = TabPages(tabs: tabs, memory: tabMemory)
        self.bounce = bounce
    }
}
