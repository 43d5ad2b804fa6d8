/// Pull-to-refresh as a state machine driven by the pull distance (none → pending → ready → loading → none).
///
///     none ─pull > 40─▶ pending ─pull > 90─▶ ready ─release─▶ loading ─load done─▶ none
///       ▲                  │ pull ≤ 40 or release      │ pull back to ≤ 0
///       └──────────────────┴───────────────────────────┘
///
/// Once ready, the pull may ease back a little without losing readiness (the seed drops it only
/// when the view returns to its top); releasing while ready always loads. The distance is how
/// far the content's top is pulled below the viewport's top, in pixels.
public struct PullToRefresh: Sendable, Equatable {
    /// Pull beyond which the indicator appears.
    public static let pendingThreshold = 40.0
    /// Pull beyond which a release loads.
    public static let readyThreshold = 90.0
    /// Height the viewport holds open at the top while loading, so the indicator stays visible.
    public static let loadingInset = 60.0

    /// Current state.
    public private(set) var state: RefreshState = .none

    /// Starts at `none`.
    public init() {}

    /// Follows the finger while it pulls: `pull` is the distance the top is pulled down (≥ 0).
    public mutating func update(pull: Double, isDragging: Bool) {
        switch state {
        case .none:
            if isDragging, pull > Self.pendingThreshold { state = .pending }
            if isDragging, pull > Self.readyThreshold { state = .ready }
        case .pending:
            if pull > Self.readyThreshold, isDragging { state = .ready }
            else if pull <= Self.pendingThreshold || !isDragging { state = .none }
        case .ready:
            if pull <= 0 { state = .none }
        case .loading:
            break
        }
    }

    /// The finger lifted: returns true when a load starts.
    public mutating func release() -> Bool {
        switch state {
        case .ready:
            state = .loading
            return true
        case .pending:
            state = .none
            return false
        case .none, .loading:
            return false
        }
    }

    /// The load finished (items inserted or not).
    public mutating func finishLoading() {
        if state == .loading { state = .none }
    }
}
