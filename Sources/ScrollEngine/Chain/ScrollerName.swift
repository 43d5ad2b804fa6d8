/// The names of a chain's scrollers, declared by whoever builds the chain (a scene): an `Int`
/// enum whose raw values are the chain's order, outermost first, so `chain[.pager]` reads a node
/// by what it is rather than where it sits.
public protocol ScrollerName: RawRepresentable, CaseIterable, Sendable where RawValue == Int {}

extension ScrollChain {
    /// The node called `name`.
    public subscript<Name: ScrollerName>(_ name: Name) -> ScrollNode {
        get { nodes[name.rawValue] }
        set { nodes[name.rawValue] = newValue }
    }
}

extension ScrollRoute {
    /// A route to the scroller `leaf` with `hit` under the pointer (defaults to `leaf`).
    public init<Name: ScrollerName>(leaf: Name, hit: Name? = nil, axis: ScrollAxis = .y) {
        self.init(leaf: leaf.rawValue, hit: hit?.rawValue, axis: axis)
    }
}
