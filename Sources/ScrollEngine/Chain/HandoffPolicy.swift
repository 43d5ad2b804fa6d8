/// Who moves when a gesture meets nested scrollers (docs/policies.md).
///
/// The policy belongs to the chain: a scene only says which scroller is under the pointer where
/// the gesture began (`ScrollRoute.hit`) and which scrollers the gesture may reach
/// (`ScrollRoute.leaf`); `ScrollChain.dispatch` decides from the policy who takes each delta.
public enum HandoffPolicy: String, Sendable, Equatable, CaseIterable, Codable {
    /// "More" outer first and "less" inner first, Compose's `NestedScrollConnection`, CoordinatorLayout: every parent takes a delta
    /// before or after its child by its own `NestedScrollRule`, wherever the gesture began; what
    /// one cannot take goes on in the same frame, momentum included.
    case nested
    /// CSS scroll chaining with immediate handoff: the innermost scroller under the pointer first,
    /// then outward, in the same frame.
    case innerFirst = "inner-first"
    /// Browsers' default: the gesture latches to the innermost scroller under the pointer that can
    /// move in the first delta's direction (else the outermost) until it and its momentum end;
    /// what that scroller cannot take is lost, or rubber-bands where its own edge bounces.
    case latch
    /// GTK: the innermost scroller under the pointer that has anything to scroll takes the whole
    /// gesture, rubber-banding at its own edges; nothing is handed on.
    case none

    /// The policy after this one, in the order key `g` cycles them.
    public var next: HandoffPolicy {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// One line on what the policy models, for `handoff help`.
    public var summary: String {
        switch self {
        case .nested: "parents take deltas before/after their child by their own rule; more: outer first, less: inner first (Compose)"
        case .innerFirst: "innermost under the pointer first, leftover outward in the same frame (CSS chaining)"
        case .latch: "latch to one scroller per gesture; leftover lost (browsers)"
        case .none: "one scroller per gesture, rubber-banding at its edges, no handoff (GTK)"
        }
    }
}
