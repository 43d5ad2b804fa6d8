/// The states of pull-to-refresh.
public enum RefreshState: String, Sendable, Equatable, CaseIterable {
    /// Not pulled, or pulled back.
    case none
    /// Pulled beyond `PullToRefresh.pendingThreshold`: the indicator shows faintly; letting go loads nothing.
    case pending
    /// Pulled beyond `PullToRefresh.readyThreshold`: letting go starts a load.
    case ready
    /// Released while ready; lasts until the load completes.
    case loading

    /// Indicator opacity in this state (0, 0.2, 1, 1).
    public var indicatorOpacity: Double {
        switch self {
        case .none: return 0
        case .pending: return 0.2
        case .ready, .loading: return 1
        }
    }
}
