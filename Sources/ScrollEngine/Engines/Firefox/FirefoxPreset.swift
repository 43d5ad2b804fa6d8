#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PhysicsPreset {
    /// Firefox: APZ's desktop fling sampled per frame (`gfx/layers/apz/src/DesktopFlingPhysics.h`;
    /// `apz.fling_friction` 0.002, stop at 0.01 px/ms, no fling at or under 0.5 px/ms, no maximum
    /// — `apz.max_velocity_inches_per_ms` −1, `modules/libpref/init/StaticPrefList.yaml`), its
    /// velocity queue (`gfx/layers/apz/src/SimpleVelocityTracker.cpp`), latching per gesture. Its
    /// travel depends on the frame rate, as Firefox's does.
    ///
    /// Fling start: `.inputOneFrameLate`. `AsyncPanZoomController::StartAnimation` sets the last
    /// sample time to `GetFrameTime()`, the moment the lift is handled, so each vsync's sample
    /// advances the fling by the time since the lift (`gfx/layers/apz/src/AsyncPanZoomController.cpp`,
    /// SAP/project-foxhound 9dcb850a277433162f1f093c94ba59cfa5083f47); the compositor then draws
    /// the offset APZ sampled at the vsync before (WebRender's frame), so every frame shows the
    /// fling one frame period late: 16.7 ms at 60 Hz, by the frame rate.
    /// Boost: `.accelerator` (`APZAccelerationWatch`). Touch slop 10 px: `apz.touch_start_tolerance`
    /// 0.1 inch (`modules/libpref/init/StaticPrefList.yaml`) at the 100 dpi Xvfb reports (9.6 px
    /// at 96 dpi), checked in `OnTouchMove`.
    /// Drag start: `.pastSlop`. `OnTouchMove` splits the move that leaves the tolerance where its
    /// travel crosses the tolerance's circle (`MaybeSplitTouchMoveEvent`): the pan starts at the
    /// crossing and the rest of the move is tracked (`gfx/layers/apz/src/AsyncPanZoomController.cpp`,
    /// erichdongubler-mozilla/firefox c7865f7f36aada8c1ebbfdab2b15bfbd382b4f17); the truth files'
    /// `release.slop` is 10 ± 0.007.
    /// Caught drag start: `.pastSlop` too. `OnTouchStart` in `FLING`, `SMOOTH_SCROLL`,
    /// `OVERSCROLL_ANIMATION` (and the other animating states) cancels the animations and goes on
    /// as from `NOTHING`, to `TOUCHING`, where `OnTouchMove` waits for the tolerance as for any
    /// press (the same file and revision); the `reflick` truth file's second stroke, which catches
    /// the first fling, swallows 10.004 px.
    /// Overshoot: `.apz` — a pan past an edge through `Axis::ApplyResistance`, a fling's residual
    /// (and a lift past an edge) into APZ's overscroll spring (`APZOverscrollAnimation`).
    /// Wheel reverse: `.subtracts`. A notch during a wheel animation adds its delta to the
    /// animation's destination (`GenericScrollAnimation::UpdateDelta`,
    /// `gfx/layers/apz/src/GenericScrollAnimation.cpp`), so a notch back comes off the travel left.
    public static let firefox = defaults.with {
        $0.name = "firefox"
        $0.summary = "Firefox APZ desktop fling, sampled per frame (apz.fling_friction 0.002), APZ handoff"
        $0.fling = FirefoxFlingSimulation.Model.standard
        $0.velocity = APZVelocityEstimator.standard
        $0.minFlingVelocity = 500
        $0.maxFlingVelocity = .infinity
        $0.handoff = .apz
        $0.overshoot = .apz
        $0.seam = "apz: APZ with apz.allow_immediate_handoff false (modules/libpref/init/StaticPrefList.yaml). A pan goes to the innermost scroller under the finger that can take it, and once a scroller has scrolled in a touch block its leftover is not handed on (AsyncPanZoomController::AttemptScroll). The fling starts on the touch block's target; when that one is at its end its first sample overscrolls, the overscroll is discarded and the velocity after that sample's friction goes to the next scroller of the handoff chain (GenericFlingAnimation::DoSample, AsyncPanZoomController::HandleFlingOverscroll, APZCTreeManager::DispatchFling); a fling that reaches the end of the scroller the touch block scrolled is dropped there."
        $0.flingStart = .inputOneFrameLate
        $0.boost = .accelerator
        $0.touchSlop = 10
        $0.dragStart = .pastSlop
        $0.dragStartCaught = .pastSlop
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.firefox` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let firefox = PresetDefinition(
        preset: .firefox,
        momentum: "APZ `DesktopFlingPhysics` sampled per frame: v ← v·0.998^Δms, then move v·Δms; the sample whose new v ≤ 0.01 px/ms stops without moving",
        releaseVelocity: "APZ `SimpleVelocityTracker`: mean of the last 5 per-event speeds within 100 ms (samples > 5 ms apart)",
        flingDuringFling: "accelerator: adds the caught fling's starting velocity (pan < 50 ms after the touch, ≥ 0.8 px/ms throughout, both flings ≥ 1.5 px/ms)",
        cases: ReferenceCases.firefox,
        replica: EngineReplica(source: "SAP/project-foxhound 8770be4151c71362077c20f79e239d3f32d7b6bb gfx/layers/apz/src/DesktopFlingPhysics.h, 9dcb850a277433162f1f093c94ba59cfa5083f47 GenericFlingAnimation.h") { v, origin, viewport, frames in
            EngineReference.firefox(v, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `firefox`'s engine's tests assert or its code computes.
    static func firefox(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let code = "SAP/project-foxhound 8770be4151c71362077c20f79e239d3f32d7b6bb gfx/layers/apz/src/DesktopFlingPhysics.h, 9dcb850a277433162f1f093c94ba59cfa5083f47 GenericFlingAnimation.h"
        let test = "SAP/project-foxhound 3fbc8b57fc7aca600503af3752d02dd253716c7b gfx/layers/apz/test/gtest/TestFlingAcceleration.cpp TwoNormalFlingsShouldAccelerate (Desktop lower bound 4.5, upper 6.8)"
        return dragStart(b, "erichdongubler-mozilla/firefox c7865f7f36aada8c1ebbfdab2b15bfbd382b4f17 gfx/layers/apz/src/AsyncPanZoomController.cpp OnTouchMove, MaybeSplitTouchMoveEvent", leaving: 2, atLeaving: 6, afterFive: 30)
            + caughtDragStart(b, "erichdongubler-mozilla/firefox c7865f7f36aada8c1ebbfdab2b15bfbd382b4f17 gfx/layers/apz/src/AsyncPanZoomController.cpp OnTouchStart (FLING falls through to TOUCHING), OnTouchMove", leaving: 2, atLeaving: 6, afterFive: 30) + [
            b.c("1 px/ms, one 60-Hz frame: offset", code, 16.119, 0.001, "px") {
                var s = fling(p, 1000)
                let x = s.x(1.0 / 60)
                s.sample(at: 1.0 / 60)
                return x },
            b.c("1000 px/s at 60 Hz: the last frame that moves (frame 139's new velocity ≤ COORDINATE_EPSILON: no ScrollBy)",
                code, 2300, 1000.0 / 120, "ms") { framedSettleMs(p, 1000, hz: 60) },
            b.c("1000 px/s at 60 Hz: rest", code, 486.304, 0.01, "px") { framedRest(p, 1000, hz: 60) },
            b.t("first pan's release velocity", test, 5.65, 1.15, "px/ms") {
                var h = MotionHistory()
                var y = 0.0
                h.add(timeMs: 0, position: y)
                for (i, d) in [0.0, 0, -21, -44, -52, -55, -53, -49, -46, -47].enumerated() where d != 0 {
                    y += d
                    h.add(timeMs: Double(i + 1) * 10, position: y)
                }
                return -estimate(p, h, atMs: 100) / 1000 },
        ]
    }
}

extension EngineReference {
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
}
