/// What an engine does with a fling that is still running when the next one starts.
///
/// - `none`: the new fling starts from the finger's own speed (UIKit, Flutter).
/// - `flywheel`: Android's `OverScroller.fling` (`frameworks/base/core/java/android/widget/
///   OverScroller.java`, `mFlywheel`, on by default): a new fling in the same direction as the
///   running one adds the running one's velocity of its last frame (`mCurrVelocity`).
/// - `accumulate`: GTK4's `gtk_scrolled_window_accumulate_velocity` (`gtk/gtkscrolledwindow.c`,
///   `VELOCITY_ACCUMULATION_FLOOR` 0.33, `_CEIL` 1.0, `_MAX` 6.0): a new velocity v in the same
///   direction as the running one's L, with |v| ≥ floor·|L|, becomes
///   `v + L · min((v − floor·L) / (ceil·L − floor·L), max)`, where L is the stopped fling's
///   velocity evaluated at the new fling's time (the press only stops its tick; the curve is
///   kept and read again when the next deceleration starts).
/// - `booster`: Chromium's `FlingBooster` (`ChromiumBoosterWatch`): a touch flick that keeps
///   scrolling the same way within 50 ms windows adds the caught fling's starting velocity.
/// - `accelerator`: Firefox's APZ `FlingAccelerator` (`APZAccelerationWatch`): a quick, fast pan
///   started within 50 ms of the touch adds the caught fling's starting velocity.
/// - `multiFlick`: Qt Quick `Flickable`'s flick boost (`QtMultiFlick`): on content over ten
///   viewports, a fast flick in the same direction multiplies its velocity by a factor that grows
///   by 0.25 with each such flick, up to 3.
///
/// The last three follow the catching gesture from the press to the lift (`CaughtFling`), and
/// only a finger's (pointer) gesture: their engines boost touch flings.
public enum FlingBoost: Sendable, Equatable, Codable {
    /// No boost.
    case none
    /// Add the caught fling's velocity when the directions agree.
    case flywheel
    /// GTK's accumulation.
    case accumulate(floor: Double, ceiling: Double, maximum: Double)
    /// Chromium's fling booster.
    case booster
    /// APZ's fling accelerator.
    case accelerator
    /// Qt Quick's multi-flick boost.
    case multiFlick

    /// One boost of each kind (`accumulate` with GTK's constants).
    public static let kinds: [FlingBoost] = [.none, .flywheel, .gtk, .booster, .accelerator, .multiFlick]

    /// Whether the catching gesture is followed from press to lift (`CaughtFling.watch`).
    var watchesGesture: Bool {
        switch self {
        case .booster, .accelerator, .multiFlick: return true
        case .none, .flywheel, .accumulate: return false
        }
    }

    /// `velocity` after the boost from a caught fling of `caught` px/s (the boosts that follow
    /// the gesture are `CaughtFling`'s).
    public func boosted(_ velocity: Double, caught: Double) -> Double {
        switch self {
        case .none, .booster, .accelerator, .multiFlick:
            return velocity
        case .flywheel:
            // Java's Math.signum: 0 has no direction, so a release with no speed gains nothing.
            guard velocity != 0, caught != 0, (velocity > 0) == (caught > 0) else { return velocity }
            return velocity + caught
        case let .accumulate(floor, ceiling, maximum):
            guard caught != 0, (velocity >= 0) == (caught >= 0), abs(velocity) >= abs(caught) * floor else { return velocity }
            let low = caught * floor, high = caught * ceiling
            return velocity + caught * min((velocity - low) / (high - low), maximum)
        }
    }

    enum CodingKeys: String, CodingKey { case kind, floor, ceiling = "ceil", maximum = "max" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "none": self = .none
        case "flywheel": self = .flywheel
        case "booster": self = .booster
        case "accelerator": self = .accelerator
        case "multi_flick": self = .multiFlick
        case "accumulate":
            self = .accumulate(floor: try c.decode(Double.self, forKey: .floor),
                               ceiling: try c.decode(Double.self, forKey: .ceiling),
                               maximum: try c.decode(Double.self, forKey: .maximum))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.kind],
                                                    debugDescription: "unknown boost \"\(kind)\" (expected none, flywheel, accumulate, booster, accelerator or multi_flick)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .none: try c.encode("none", forKey: .kind)
        case .flywheel: try c.encode("flywheel", forKey: .kind)
        case .booster: try c.encode("booster", forKey: .kind)
        case .accelerator: try c.encode("accelerator", forKey: .kind)
        case .multiFlick: try c.encode("multi_flick", forKey: .kind)
        case let .accumulate(floor, ceiling, maximum):
            try c.encode("accumulate", forKey: .kind)
            try c.encode(floor, forKey: .floor)
            try c.encode(ceiling, forKey: .ceiling)
            try c.encode(maximum, forKey: .maximum)
        }
    }

    /// What is wrong with the constants, or nil.
    public var problem: (key: String, expected: String)? {
        guard case let .accumulate(floor, ceiling, maximum) = self else { return nil }
        if !(floor >= 0 && floor < ceiling) { return ("floor", "a number in [0, ceil)") }
        if !(ceiling <= 100) { return ("ceil", "a number in (floor, 100]") }
        if !(maximum >= 0 && maximum <= 100) { return ("max", "a number in [0, 100]") }
        return nil
    }
}
