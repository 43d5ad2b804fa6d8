import ScrollEngine

/// A scene's scroll tree: its engine with the scrollers named by the scene's `Name` enum, and the
/// one door inputs go through to reach it.
///
/// Scenes declare their scrollers once (`ScrollTree(preset:) { name in ScrollNode(…) }`), read
/// and set them by name (`tree[.inner].offset`) and route gestures to names. Every engine call
/// goes through ``run(_:)``: a refused input (`ScrollInputError`) is counted and changes nothing,
/// so bad input never reaches an offset.
public struct ScrollTree<Name: ScrollerName> {
    /// The engine (the frame loop swaps its preset).
    public var scroller: Scroller
    /// Inputs the engine refused.
    public private(set) var rejectedInputs = 0

    /// A tree of one scroller per `Name` case, declared by `declare`, in the names' order.
    public init(preset: PhysicsPreset, snap: SnapPolicy = .none, declare: (Name) -> ScrollNode) {
        var nodes: [ScrollNode] = []
        for name in Name.allCases { nodes.append(declare(name)) }
        scroller = Scroller(chain: ScrollChain(nodes: nodes, policy: preset.handoff), preset: preset, snap: snap)
    }

    /// The scroller called `name`.
    public subscript(_ name: Name) -> ScrollNode {
        get { scroller.chain[name] }
        set { scroller.chain[name] = newValue }
    }

    /// Hands one input to the engine; a refusal is counted, not thrown.
    public mutating func run(_ body: (inout Scroller) throws -> Void) {
        do { try body(&scroller) } catch { rejectedInputs += 1 }
    }
}
