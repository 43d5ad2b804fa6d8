import ScrollEngine

/// A scene built on a declared ``ScrollTree``: the engine, its refusals and whether it animates
/// come from the tree, so a scene writes only what is its own.
public protocol TreeScene: Scene {
    /// The names of the scene's scrollers.
    associatedtype Name: ScrollerName
    /// The scene's scrollers.
    var tree: ScrollTree<Name> { get set }
}

extension TreeScene {
    /// The tree's engine.
    public var scroller: Scroller {
        get { tree.scroller }
        set { tree.scroller = newValue }
    }

    /// Changes the tree's engine in place. Going through ``scroller``'s setter from the frame
    /// loop (which sees only `any Scene`) copies the engine and its nodes, and its accessor
    /// coroutine allocates: three heap allocations a frame.
    public func updateScroller(_ change: (inout Scroller) -> Void) {
        change(&tree.scroller)
    }

    /// Inputs the tree's engine refused.
    public var rejectedInputs: Int { tree.rejectedInputs }

    /// Whether the engine is moving anything (scenes with timers of their own add theirs).
    public var isAnimating: Bool { tree.scroller.isAnimating }
}
