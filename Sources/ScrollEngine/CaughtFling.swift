/// A fling that a new gesture stopped: what `FlingBoost` may add to the gesture's own fling.
struct CaughtFling: Sendable {
    /// The stopped fling's curve and how far into it it was when caught.
    var curve: ChainMotion.Curve
    var elapsed: Double
    /// When it was caught, ms.
    var atMs: Double

    /// Its velocity when caught (Android: `mCurrVelocity`, from the last frame).
    var velocityWhenCaught: Double { curve.dx(elapsed) }

    /// Its velocity at `timeMs` had it kept going (GTK evaluates the stopped curve at the new
    /// fling's frame time).
    func velocity(atMs timeMs: Double) -> Double { curve.dx(elapsed + max(0, timeMs - atMs) / 1000) }
}
