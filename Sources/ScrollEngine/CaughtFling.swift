/// A fling that a new gesture stopped: what `FlingBoost` may add to the gesture's own fling.
struct CaughtFling: Sendable, Equatable {
    /// The fling's velocity when it was caught, px/s (positive toward "more").
    var velocity: Double
    /// When it was caught, ms.
    var atMs: Double
}
