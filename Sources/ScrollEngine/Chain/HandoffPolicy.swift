/// Who moves when a gesture meets nested scrollers (docs/policies.md).
///
/// The policy belongs to the chain: a scene only says which scroller is under the pointer where
/// the gesture began (`ScrollRoute.hit`) and which scrollers the gesture may reach
/// (`ScrollRoute.leaf`); `ScrollChain.dispatch` decides from the policy who takes each delta.
/// The first four are general models; the others are one engine's seam as its code runs it, each
/// named for the code it follows and cited in its preset's file.
public enum HandoffPolicy: String, Sendable, Equatable, CaseIterable, Codable {
    /// "More" outer first and "less" inner first, Compose's `NestedScrollConnection`, Flutter's
    /// `NestedScrollView`, the hand-written handoff of iOS apps: every parent takes a delta
    /// before or after its child by its own `NestedScrollRule`, wherever the gesture began; what
    /// one cannot take goes on in the same frame, momentum included.
    case nested
    /// CSS scroll chaining with immediate handoff: the innermost scroller under the pointer first,
    /// then outward, in the same frame.
    case innerFirst = "inner-first"
    /// Chromium: the gesture latches to the innermost scroller under the pointer that can move in
    /// the first delta's direction (else the outermost) until it and its momentum end; what that
    /// scroller cannot take is lost (desktop Chromium shows no elastic overscroll), and a fling
    /// that reaches its edge stops there.
    case latch
    /// UIKit's own nested scroll views: the innermost scroller under the pointer that has anything
    /// to scroll takes the whole gesture, rubber-banding at its own edges; nothing is handed on.
    case none
    /// Firefox's APZ with `apz.allow_immediate_handoff` false: a pan goes to the innermost
    /// scroller that can take it, as `latch`; the fling starts on the scroller under the finger,
    /// and when that one is already at its end it takes the first sample and hands the fling on,
    /// one sample of friction slower, to the scroller the pan moved. What the latched scroller
    /// cannot take overscrolls it (`apz.overscroll.enabled`).
    case apz
    /// Android's CoordinatorLayout with an AppBarLayout: a gesture begun in the list is `nested`
    /// (its drag and fling deltas go to the header before or after the list); one begun on the
    /// header moves the header alone, its fling clamped to the header's range
    /// (`HeaderBehavior`), and gives the list nothing.
    case coordinator
    /// Qt Quick's nested Flickables: decided at the press, as `latch`; the chosen Flickable
    /// overshoots its own edges (drag and flick) and bounces back; nothing is handed on.
    case press
    /// GTK 4's nested GtkScrolledWindows: the outermost scrolled window under a touch that has
    /// anything to scroll claims the drag and its fling (its gesture runs in the capture phase);
    /// wheels and touchpads go to the innermost; nothing overshoots and nothing is handed on.
    case outermost

    /// The policy after this one, in the order key `g` cycles them.
    public var next: HandoffPolicy {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// One line on what the policy models, for `handoff help`.
    public var summary: String {
        switch self {
        case .nested: "parents take deltas before/after their child by their own rule; more: outer first, less: inner first (Compose, Flutter)"
        case .innerFirst: "innermost under the pointer first, leftover outward in the same frame (CSS chaining)"
        case .latch: "latch to one scroller per gesture; leftover lost, a fling stops at its edge (Chromium)"
        case .none: "one scroller per gesture, rubber-banding at its edges, no handoff (UIKit)"
        case .apz: "latch the pan; a fling from a scroller at its end is handed on after one sample (Firefox APZ)"
        case .coordinator: "nested from the list; a gesture on the header moves the header alone (Android AppBarLayout)"
        case .press: "one Flickable per press, overshooting and bouncing at its edges (Qt Quick)"
        case .outermost: "the outermost scroller takes every touch, the innermost every wheel; nothing overshoots (GTK 4)"
        }
    }

    /// Whether a gesture keeps one node, chosen at its first delta (`ScrollRoute.chosen`), when it
    /// began at `route.hit` with `innermost` the innermost node of its axis it may reach.
    func choosesNode(hit: Int, innermost: Int) -> Bool {
        switch self {
        case .nested, .innerFirst: false
        case .latch, .none, .apz, .press, .outermost: true
        case .coordinator: hit < innermost
        }
    }
}
