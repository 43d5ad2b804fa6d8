import Foundation

/// Each engine's momentum as its own code computes it, frame by frame, written from the engine's
/// source independently of Handoff's simulations (which may use closed forms, other precisions or
/// shared parts): the expected side of `physics verify`'s flicks.
///
/// `path` gets the release velocity (px/s, positive toward more), the offset at the release (for
/// engines that round to whole pixels of the offset), the viewport, and the times after the
/// release of the frames that follow (s); it returns the offset relative to the release at each of
/// those frames, where the fling rests, and the time after the release of the last frame at which
/// the engine still moved it.
public enum EngineReference {
    /// The path of one fling.
    public struct Path: Sendable {
        /// Offset relative to the release at each frame.
        public var offsets: [Double]
        /// Resting offset relative to the release.
        public var rest: Double
        /// Time after the release of the last frame that moved, s.
        public var settle: Double
    }

    /// The reference of `preset` (by name), or nil.
    public static func path(preset: String, velocity v: Double, origin: Double, viewport: Double,
                            frames: [Double]) -> Path? {
        switch preset {
        case "ios": return decay(v, rate: 0.998, frames: frames)
        case "android": return android(v, frames: frames)
        case "chromium": return chromium(v, viewport: viewport, frames: frames)
        case "chromeos": return flingCurve(v, frames: frames)
        case "firefox": return firefox(v, frames: frames)
        case "gtk": return gtk(v, origin: origin, frames: frames)
        case "qtquick": return qtquick(v, origin: origin, frames: frames)
        case "flutter": return flutter(v, frames: frames)
        default: return nil
        }
    }

    /// The engine source file a preset's reference transcribes.
    public static func sourceFile(_ preset: String) -> String {
        switch preset {
        case "ios": return "flutter/flutter 17f23b3dc814a4f757c114efd4fced6956f2d507 packages/flutter/lib/src/physics/friction_simulation.dart"
        case "android": return "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/OverScroller.java"
        case "chromium": return "chromium/chromium 4c58b9eda9c169c507a3bfb1b5bf9b1fa4e5d18a ui/events/gestures/physics_based_fling_curve.cc"
        case "chromeos": return "chromium/chromium be5cd41eea3ed2f989f430d623877d27f7779501 ui/events/gestures/fling_curve.cc"
        case "firefox": return "SAP/project-foxhound 8770be4151c71362077c20f79e239d3f32d7b6bb gfx/layers/apz/src/DesktopFlingPhysics.h, 9dcb850a277433162f1f093c94ba59cfa5083f47 GenericFlingAnimation.h"
        case "gtk": return "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkkineticscrolling.c, gtk/gtkscrolledwindow.c"
        case "qtquick": return "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp"
        case "flutter": return "flutter/flutter 095d6b964df074dd00eff7e48eb0f25230d9e382 packages/flutter/lib/src/widgets/scroll_simulation.dart"
        default: return "?"
        }
    }

    /// Walks `position(τ)` over the frames until `done(τ)`, where it lands on `rest`.
    private static func walk(_ frames: [Double], rest: Double, done: (Double) -> Bool, position: (Double) -> Double) -> Path {
        var offsets: [Double] = []
        var settle = 0.0
        var last = 0.0
        for tau in frames {
            let x = done(tau) ? rest : position(tau)
            if abs(x - last) > ReferenceFlick.stillPx { settle = tau }
            last = x
            offsets.append(x)
        }
        return Path(offsets: offsets, rest: rest, settle: settle)
    }

    /// UIKit's `decelerationRate` as Flutter writes it (`physics/friction_simulation.dart`,
    /// `x0 + v·drag^t/ln(drag) − v/ln(drag)`, drag = rate^1000), resting within half a pixel.
    static func decay(_ v: Double, rate: Double, frames: [Double]) -> Path {
        let drag = pow(rate, 1000), logDrag = log(drag)
        let rest = -v / logDrag
        func x(_ t: Double) -> Double { v * pow(drag, t) / logDrag - v / logDrag }
        return walk(frames, rest: rest, done: { abs(rest - x($0)) < 0.5 }, position: x)
    }

    /// AOSP `OverScroller.SplineOverScroller` (`fling`, `update`): float table, whole px/s in,
    /// whole-pixel distance, whole-ms duration and time, `Math.round` of each position.
    static func android(_ velocity: Double, frames: [Double]) -> Path {
        let inflexion: Float = 0.35, startTension: Float = 0.5, endTension: Float = 1.0
        let p1 = startTension * inflexion, p2 = 1.0 - endTension * (1.0 - inflexion)
        var table = [Float](repeating: 0, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1, x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        table[100] = 1
        let v = velocity.rounded(.towardZero)
        let decelerationRate = log(0.78) / log(0.9)
        let physical = Double(Float(9.80665) * 39.37 * 160 * 0.84)
        let l = log(0.35 * abs(v) / (0.015 * physical))
        let durationMs = (1000 * exp(l / (decelerationRate - 1))).rounded(.towardZero)
        let distance = (0.015 * physical * exp(decelerationRate / (decelerationRate - 1) * l)).rounded(.towardZero) * (v < 0 ? -1 : 1)
        func x(_ tau: Double) -> Double {
            let ms = (tau * 1000 + 1e-9).rounded(.down)
            let t = Float(ms / durationMs)
            let index = Int(100 * t)
            var coef: Float = 1
            if index < 100 {
                let tInf = Float(index) / 100, tSup = Float(index + 1) / 100
                coef = table[index] + (t - tInf) * (table[index + 1] - table[index]) / (tSup - tInf)
            }
            return (Double(coef) * distance + 0.5).rounded(.down)
        }
        return walk(frames, rest: distance, done: { $0 * 1000 > durationMs }, position: x)
    }

    /// `ui/events/gestures/physics_based_fling_curve.cc` at 96 ppi: v²/(2a) capped at 3 viewports,
    /// T = min(2 s, v/2300), the Bézier (0.2, p1y)/(p1x, 1)–(0.55, 1) solved by bisection.
    static func chromium(_ v: Double, viewport: Double, frames: [Double]) -> Path {
        let speed = abs(v)
        let a = Double(Float(96) * Float(2.7559e-5)) * 1e6
        var distance = speed * speed / (2 * a)
        if viewport > 0 { distance = min(distance, (3 * viewport).rounded(.down)) }
        let duration = min(2, speed / 2300)
        let slope = speed * duration / distance
        let (p1x, p1y): (Double, Double) = slope * 0.2 < 1 ? (0.2, Double(Float(0.2 * slope))) : (Double(Float(1 / slope)), 1)
        func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
        }
        func y(atX target: Double) -> Double {
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if bezier(mid, p1x, 0.55) < target { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, p1y, 1)
        }
        let sign = v < 0 ? -1.0 : 1.0
        return walk(frames, rest: sign * distance, done: { $0 >= duration }, position: { sign * distance * y(atX: $0 / duration) })
    }

    /// `ui/events/gestures/fling_curve.cc`: the fixed curve α·e^(−γt) − β·t − α entered where its
    /// speed is the release's (float constants promoted to double, as the code does).
    static func flingCurve(_ v: Double, frames: [Double]) -> Path {
        let alpha = Double(Float(-5707.62)), beta = Double(Float(172)), gamma = Double(Float(3.7))
        func position(_ t: Double) -> Double { alpha * exp(-gamma * t) - beta * t - alpha }
        func time(atVelocity speed: Double) -> Double { -log((speed + beta) / (-alpha * gamma)) / gamma }
        let speed = min(abs(v), -alpha * gamma - beta)
        let t0 = time(atVelocity: speed), end = time(atVelocity: 0)
        let sign = v < 0 ? -1.0 : 1.0
        let rest = sign * (position(end) - position(t0))
        return walk(frames, rest: rest, done: { t0 + $0 >= end }, position: { sign * (position(t0 + $0) - position(t0)) })
    }

    /// `gfx/layers/apz/src/DesktopFlingPhysics.h` `Sample` once per frame in single precision, and
    /// `GenericFlingAnimation::DoSample`'s end: a new velocity `IsZero` (≤ `COORDINATE_EPSILON`
    /// 0.01) stops the fling before `ScrollBy`.
    static func firefox(_ v: Double, frames: [Double]) -> Path {
        var velocity = Float(v / 1000), offset: Float = 0, previous = 0.0
        var offsets: [Double] = []
        var settle = 0.0
        var running = true
        for tau in frames {
            let deltaMs = Float((tau - previous) * 1000)
            previous = tau
            if running {
                velocity = abs(velocity) <= 0.01 ? 0 : velocity * pow(Float(1) - 0.002, deltaMs)
                if abs(velocity) <= 0.01 {
                    running = false
                } else {
                    let step = velocity * deltaMs
                    if abs(step) > Float(ReferenceFlick.stillPx) { settle = tau }
                    offset += step
                }
            }
            offsets.append(Double(offset))
        }
        return Path(offsets: offsets, rest: Double(offset), settle: settle)
    }

    /// `gtk/gtkkineticscrolling.c` ticked by `gtk/gtkscrolledwindow.c`'s
    /// `scrolled_window_deceleration_cb`: `c1 + c2·e^(−4t)` at each frame's time since the start;
    /// the first frame whose |v| < 0.1 stops (`gtk_kinetic_scrolling_stop` rounds the kinetic
    /// object's own position) and returns FALSE, so the adjustment keeps the previous frame's value.
    static func gtk(_ v: Double, origin: Double, frames: [Double]) -> Path {
        let friction = 4.0
        let c1 = v / friction + origin, c2 = -v / friction
        var offsets: [Double] = []
        var settle = 0.0
        var adjustment = origin
        var running = true
        for tau in frames {
            if running {
                let e = exp(-friction * tau)
                let position = c1 + c2 * e
                if abs(-friction * c2 * e) < 0.1 {
                    running = false
                } else {
                    if abs(position - adjustment) > ReferenceFlick.stillPx { settle = tau }
                    adjustment = position
                }
            }
            offsets.append(adjustment - origin)
        }
        return Path(offsets: offsets, rest: adjustment - origin, settle: settle)
    }

    /// `QQuickFlickablePrivate::flick()` (`src/quick/items/qquickflickable.cpp`): v²/(2·1500) to the
    /// nearest whole pixel of the content position, decelerating evenly to land there.
    static func qtquick(_ v: Double, origin: Double, frames: [Double]) -> Path {
        // Qt's content position `move` is −offset and its velocity −v.
        let qtVelocity = -v, move = -origin
        let v2 = v * v
        var dist = v2 / (1500 * 2)
        if qtVelocity > 0 { dist = -dist }
        let target = -(-(move - dist) + 0.5).rounded(.down)   // -Round(-(pos - dist)), Round = floor(x + 0.5)
        dist = -target + move
        let accel = v2 / (2 * abs(dist))
        let duration = abs(v) / accel
        let sign = v < 0 ? -1.0 : 1.0
        return walk(frames, rest: -(target - move), done: { $0 >= duration },
                    position: { sign * (abs(v) * $0 - accel * $0 * $0 / 2) })
    }

    /// Flutter's `ClampingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`).
    static func flutter(_ v: Double, frames: [Double]) -> Path {
        let decelerationRate = log(0.78) / log(0.9), inflexion = 0.35
        let physicalCoeff = 9.80665 * 39.37 * 160.0 * 0.84
        let referenceVelocity = 0.015 * physicalCoeff / inflexion
        let duration = decelerationRate * inflexion * pow(abs(v) / referenceVelocity, 1 / (decelerationRate - 1))
        let distance = v * duration / decelerationRate
        return walk(frames, rest: distance, done: { $0 >= duration }, position: {
            distance * (1 - pow(1 - min(max($0 / duration, 0), 1), decelerationRate))
        })
    }
}
