import ScrollEngine

/// Per-tab memory of a scene of tab pages (`profile`, `slide`): the page on screen scrolls in the
/// engine's list node, the others keep their offsets here, by the session's ``TabMemory``.
public struct TabPages: Sendable, Equatable {
    /// The tabs, in order: one page each.
    public let tabs: [ProfileTab]
    /// What the pages not on screen remember.
    public let memory: TabMemory
    /// Every page's saved offset (the one in the engine is saved when it leaves).
    public private(set) var offsets: [Double]

    /// A page per tab (at least one), all at their tops.
    public init(tabs: [ProfileTab], memory: TabMemory) {
        precondition(!tabs.isEmpty, "a scene of tab pages needs at least one tab")
        self.tabs = tabs
        self.memory = memory
        offsets = [Double](repeating: 0, count: tabs.count)
    }

    /// Page `index`'s saved offset.
    public subscript(index: Int) -> Double { offsets[index] }

    /// Page `index` leaves the engine's `list`: its offset is saved clamped to the list's range
    /// (an overscroll is not worth remembering).
    public mutating func save(page index: Int, from list: ScrollNode) {
        offsets[index] = min(max(list.offset, list.minOffset), list.maxOffset)
    }

    /// Tab reset (SegementSlide): while the `header` is not fully collapsed, every page `isHidden`
    /// says is off screen rests at its top, so it comes on screen at its top and nothing jumps.
    public mutating func resetHidden(header: ScrollNode, isHidden: (Int) -> Bool) {
        guard memory == .reset, header.offset < header.maxOffset else { return }
        for index in offsets.indices where isHidden(index) { offsets[index] = 0 }
    }
}
