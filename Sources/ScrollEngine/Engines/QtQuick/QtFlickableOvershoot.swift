#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Qt Quick `Flickable` past a bound (DragAndOvershootBounds, the default): the flick's overshoot
/// and the fixup back.
///
/// Sources: qt/qtdeclarative tag v6.4.3 (7161b3a04d08aea891bd7c7e459437260d29c3f3)
/// `src/quick/items/qquickflickable.cpp` and `src/quick/util/qquicktimeline.cpp`, qt/qtbase
/// `src/3rdparty/easing/easing.cpp`:
/// - `viewportAxisMoved`: the first tick of a flick that lands past a bound with |v| > 10 px/s
///   (v: that tick's travel over its time, `smoothVelocity`) re-targets from there:
///   `maxDistance = overShootDistance(|v|) − overBound`, `overShootDistance = min(QML_FLICK_OVERSHOOT
///   150, |v|/3)`, and `QQuickTimeLine::accel(v, deceleration · QML_FLICK_OVERSHOOTFRICTION 8,
///   maxDistance)`: deceleration a = max(8·1500, v²/(2·maxDistance)) for T = ⌊1000·|v|/a⌋ ms,
///   x = overBound + |v|·t − a·t²/2 (none when maxDistance ≤ 0).
/// - then `fixup()` → `adjustContentPos()`: from the peak P back to the bound in two timeline moves,
///   to P/2 with `InQuad` (q²) over `fixupDuration`/4 = 100 ms, then to 0 with `OutExpo`
///   (1.001·(1 − 2^(−10q)), 1 at q = 1) over 3·`fixupDuration`/4 = 300 ms. A release past a bound
///   without a flick is that fixup alone, from where the drag left it.
///
/// Displacement is signed in the node's offset units (negative: past the start).
public struct QtFlickableOvershoot: ScrollSimulation, Equatable {
    /// `QML_FLICK_OVERSHOOT`, px.
    public static let maxOvershoot = 150.0
    /// `QML_FLICK_OVERSHOOTFRICTION`.
    public static let overshootFriction = 8.0
    /// `fixupDuration`'s default, s.
    public static let fixupDuration = 0.4

    /// Past the bound at the start, px (≥ 0).
    public let overBound: Double
    /// Speed outward at the start, px/s (≥ 0; 0 for a fixup alone).
    public let speed: Double
    /// Deceleration of the overshoot, px/s².
    public let deceleration: Double
    /// How long the overshoot lasts, s (whole ms, as the timeline counts).
    public let overshootDuration: Double
    /// +1 past the end, −1 past the start.
    let side: Double

    /// A flick arriving `displacement` past a bound at `velocity` px/s (its last tick's mean), with
    /// the Flickable's `flickDeceleration`.
    public init(displacement: Double, velocity: Double, flickDeceleration: Double) {
        side = displacement != 0 ? (displacement > 0 ? 1 : -1) : (velocity >= 0 ? 1 : -1)
        overBound = abs(displacement)
        let outward = velocity * side > 0 ? abs(velocity) : 0
        let room = min(Self.maxOvershoot, outward / 3) - overBound
        var a = flickDeceleration * Self.overshootFriction
        var duration = 0.0
        if outward > 10, room > 1e-12 {
            a = max(a, outward * outward / (2 * room))
            duration = (1000 * outward / a).rounded(.towardZero) / 1000
        }
        speed = duration > 0 ? outward : 0
        deceleration = a
        overshootDuration = duration
    }

    /// The fixup alone from `displacement` past a bound (a release there without a flick).
    public init(fixupFrom displacement: Double) {
        self.init(displacement: displacement, velocity: 0, flickDeceleration: 1500)
    }

    private var peak: Double { overBound + speed * overshootDuration - deceleration * overshootDuration * overshootDuration / 2 }

    private static func outExpo(_ q: Double) -> Double { q == 1 ? 1 : 1.001 * (1 - pow(2, -10 * q)) }

    /// Distance past the bound (≥ 0 until the OutExpo's last 0.1 %) at `t`.
    private func distance(_ t: Double) -> Double {
        if t < overshootDuration { return overBound + speed * t - deceleration * t * t / 2 }
        let p = peak, first = Self.fixupDuration / 4, second = 3 * Self.fixupDuration / 4
        let u = t - overshootDuration
        if u < first {
            let q = u / first
            return p - p / 2 * q * q
        }
        guard u < first + second else { return 0 }
        return p / 2 - p / 2 * Self.outExpo((u - first) / second)
    }

    public var finalX: Double { 0 }

    /// At the whole ms before `t`: Qt's timeline counts whole milliseconds (`QtQuickFlingSimulation.wholeMs`).
    public func x(_ t: Double) -> Double { side * distance(max(0, QtQuickFlingSimulation.wholeMs(t))) }

    public func dx(_ t: Double) -> Double {
        let h = 1e-4, at = QtQuickFlingSimulation.wholeMs(max(0, t))
        return side * (distance(at + h) - distance(max(0, at - h))) / (at + h - max(0, at - h))
    }

    public func isDone(_ t: Double) -> Bool { t >= overshootDuration + Self.fixupDuration }
}
