/// docs/presets.md, written from the presets (`handoff physics docs`): the table of presets and
/// the count of `physics verify`'s cases come from `PresetCatalog`, so a new preset appears in
/// both by its registry line. A test fails when the committed file differs from this.
public enum PresetDocs {
    /// The whole page for `definitions`.
    public static func markdown(_ definitions: [PresetDefinition] = PresetCatalog.definitions) -> String {
        var lines = [intro, "", "## The presets", "",
                     "| preset | momentum (curve) | release velocity (estimator) | fling during a fling | bounds px/s | fling start | drag start | drag start, caught | handoff |",
                     "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
        for definition in definitions {
            let p = definition.preset
            let maximum = p.maxFlingVelocity.isFinite ? number(p.maxFlingVelocity) : "none"
            lines.append("| `\(p.name)` | \(definition.momentum) | \(definition.releaseVelocity) | \(definition.flingDuringFling) "
                         + "| \(number(p.minFlingVelocity)) … \(maximum) | `\(p.flingStart.rawValue)` | `\(p.dragStart.rawValue)` "
                         + "| `\(p.dragStartCaught.rawValue)` | `\(p.handoff.rawValue)` |")
        }
        lines += ["", choices, "", "## How faithful each preset is", "", faithfulness, "",
                  "| preset | " + ReferenceKind.allCases.map(\.rawValue).joined(separator: " | ") + " | frame-rate dependent |",
                  "| --- |" + String(repeating: " --- |", count: ReferenceKind.allCases.count + 1)]
        for definition in definitions {
            let cases = ReferenceCases.cases(for: definition)
            let counts = ReferenceKind.allCases.map { kind in String(cases.filter { $0.kind == kind }.count) }
            lines.append("| `\(definition.preset.name)` | " + counts.joined(separator: " | ") + " | \(frameRateDependence(definition.preset)) |")
        }
        lines += ["", files]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What of a preset's path the frame rate decides.
    static func frameRateDependence(_ preset: PhysicsPreset) -> String {
        var parts: [String] = []
        if (preset.fling as? FirefoxFlingSimulation.Model)?.sampledPerFrame == true { parts.append("travel (sampled per frame)") }
        if preset.fling is GTKKineticSimulation.Model { parts.append("rest, within the last frame's step") }
        switch preset.flingStart {
        case .input, .lastMove: break
        case .inputOneFrameLate, .lastMoveOneFrameLate: parts.append("every frame shows the sample before")
        case .previousFrame, .liftFrame, .nextFrame, .nearestFrame: parts.append("start, by up to a frame")
        }
        return parts.isEmpty ? "no" : parts.joined(separator: "; ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    static let intro = """
        # Physics presets

        <!-- Written by `handoff physics docs > docs/presets.md` from Sources/ScrollEngine/Engines/. -->

        A preset is one engine's feel as data: the curve its momentum follows, how it measures the finger
        at the lift, what it adds when a fling starts during a fling, when its fling starts, its speed
        limits, springs, touch slop and how much of it a drag leaves out (on a still scroller, and when the
        press catches a moving one), wheel step and the handoff policy it uses between nested scrollers.
        `handoff physics list` names them, `handoff physics show NAME` prints one as the JSON that
        `--physics FILE.json` reads back, and `handoff physics verify` checks each against its engine
        (below).

        Every constant and formula that stands for an engine names its source file and the revision read
        in the doc comment of the Swift type that implements it (`Sources/ScrollEngine/`, one file per
        curve and per estimator). Each preset is one file in its engine's folder,
        `Sources/ScrollEngine/Engines/ENGINE/` (its settings, this page's row, its engine's numbers and
        the replica of its engine's code), beside that engine's own curves, estimator and boost, plus
        one line in `PresetCatalog`.
        """

    static let choices = """
        Choices worth knowing:

        - **iOS** has no public source. The curve is UIKit's deceleration rate (`.normal`, 0.998 per ms);
          the estimator is Flutter's published reproduction of UIScrollView's lift speed. Handoff's own
          choices: the stop within half a pixel of the rest, where the fling lands (UIKit tells its
          delegate where a fling will end; Flutter's 20 px/s velocity stop ends about 10 px short of
          that), and no fling after a finger still for 40 ms (Android's and Flutter's stopped-pointer
          pause). The rubber band's 0.55 is a measurement of iOS by others. `PhysicsPreset.ios` says
          which is which.
        - **Fling start.** Every motion an input starts is sampled at the frame's time minus a start
          time. A lift's fling starts where its engine starts it (`FlingStartRule`): `input` at the lift
          (a lift 10 ms before a frame shows 10 ms of momentum in it); `last-move` at the finger's last
          move before the lift; `previous-frame` at the last frame before the lift (if at most 50 ms
          old); `lift-frame` at the first frame at or after the lift, which shows the drag's offset and
          no momentum; `next-frame` one frame later; `input-one-frame-late` at the lift, each frame
          showing the sample of the frame before; `last-move-one-frame-late` at the last move, the
          first frame showing the lift's sample and each later one the sample of the frame before;
          `nearest-frame` at the frame time nearest the lift, half a frame before it to half after.
          Each preset's doc comment gives the engine code behind
          its rule; docs/truth.md the real engines' frames that confirm it.
        - **Drag start.** A drag starts when the finger leaves the touch slop, and `drag start` says how
          much of the travel up to then it applies. A press that catches a moving scroller (a fling, a
          spring or return from past an edge, a wheel ease, an animation) starts by `drag start, caught`
          instead: Android's views and Flutter's scrollables drag at once there (`at-press`, no slop),
          Qt's Flickable applies the whole travel at the threshold, and Chromium, Firefox and GTK do
          as for any press.
        - **Frame-rate dependence.** Firefox's APZ integrates per frame, so its travel is 1.65 % shorter
          than the integral at 60 Hz, 0.83 % at 120 Hz and 0.1 % at 1000 Hz, as in Firefox
          (`"sampled_per_frame": true` in `physics show firefox`). GTK shows no position from the tick
          that stops, so it rests where its last frame left it. A fling started on a frame comes up to
          one frame period before or after the lift; Firefox and Chromium show every sample one frame
          late.
        - **Float precision.** Where an engine keeps a value in single precision and that changes what it
          does (APZ's velocity and offset, Chromium's Bézier control point), the preset does too.
        """

    static let faithfulness = """
        `handoff physics verify` prints one line per case (preset, kind, PASS/MISS, check, expected,
        measured, tolerance, source with its revision), then the count per kind, and exits 1 on a miss;
        the test suite runs the same table (`ReferenceCaseTests`). The kinds, strongest evidence first:

        - `truth`: recorded from the real engine running here;
        - `engine-code-run`: the engine's own source, compiled unchanged and run here without its
          platform (AOSP's `OverScroller.java` under a JDK, docs/truth.md): rest within 1 px, x(t)
          within 1 px RMS, the last move within one frame;
        - `engine-test`: a number the engine's own unit tests assert, with their tolerance;
        - `engine-code`: computed by hand from the engine's code (and a constant-speed finger read as its
          own speed, 1 %);
        - `replica`: a whole flick (1000 and 2000 px/s, lifted on a frame and between frames, 60 and
          1000 Hz) against a frame-by-frame replica of the engine's code in this repository, started by the
          preset's fling start rule: every frame and the rest within 0.01 px, the settle time within half
          a frame. A replica shares its author's reading of the source, so it catches drift, not
          misreadings.

        ```sh
        handoff physics verify              # every case
        handoff physics verify --quiet gtk  # misses only, and a count
        ```

        Cases per preset and kind:
        """

    static let files = """
        What is not modelled: Qt Quick's wheel flicks (`wheelDeceleration` 15000 px/s²; Handoff's wheel is
        an eased notch for every preset, which takes from Qt only that a notch back turns at once:
        `wheel_reverse`); Chromium's and Firefox's wheel curves, which carry their velocity into a
        notch's new target (Handoff's ease starts over at each notch); the engines' strict thresholds (they start a drag past the
        slop, Handoff at it); Android's slop taken off per axis on a two-axis drag (Handoff takes it off
        along the travel, as Chromium and Firefox do); Flutter's iOS bouncing physics (`BouncingScrollSimulation`); two-axis flings
        (every fling here moves along one axis). A caught motion is any motion under way at the press: Qt's
        Flickable keeps its caught rule for flicks over 100 px/s that are not returning from a bound (on the
        others it applies the whole travel one move later), and Flutter's drags at once only while no other
        recognizer (a pager's) competes for the touch.

        ## Preset files

        ```sh
        handoff physics show gtk > mine.json        # edit, then:
        handoff replay s.jsonl --headless --physics mine.json --handoff nested --summary
        ```

        A file may start from a built-in preset and change only some keys:
        `{"base":"ios","name":"ios-slow","fling":{"rate":0.99}}`. Every key must be known and in range.

        | key | meaning |
        | --- | --- |
        | `name`, `summary` | what `physics list` shows |
        | `fling` | `{"model": M, …}`: `deceleration` (rate), `spline` (density), `physics_based` (physical_deceleration, pixels_per_inch, duration_deceleration, max_duration, viewport_multiplier), `chromium` (alpha, beta, gamma), `firefox` (friction, stop_velocity), `gtk` (friction, stop_velocity), `qtquick` (deceleration), `clamping` (density) |
        | `velocity` | `{"estimator": E, …}`: `lsq` (degree, horizon_ms, max_samples, min_samples, stop_gap_ms, lift_gap_ms, aligned_direction, still_ms), `uikit` (weights, still_ms), `gtk` (window_ms), `apz` (queue_size, relevance_ms, min_sample_ms), `qtquick` (sample_buffer, gain, still_ms). A file without it keeps Handoff 0.1's linear fit (`lsq`, degree 1, 50 ms still). |
        | `boost` | `{"kind": "none"}`, `{"kind": "flywheel"}` or `{"kind": "accumulate", "floor": 0.33, "ceil": 1, "max": 6}` |
        | `fling_start` | `input`, `lift-frame` or `next-frame` (when the fling's curve starts; a file without it: `input`) |
        | `drag_start` | how much of the travel up to the touch slop a drag applies when it starts: `whole-travel` (all of it), `past-slop` (the travel less the slop), `from-slop-move` (none up to the move that leaves the slop) or `from-next-move` (none up to the move after it), or `at-press` (no slop: every move scrolls); a file without it: `whole-travel` |
        | `drag_start_caught` | the same for a press that catches a moving scroller (a fling, a spring, a return from past an edge, a wheel ease, an animation); a file without it: its `drag_start` |
        | `min_fling_velocity`, `max_fling_velocity` | px/s; `max` may be `null` (no maximum) |
        | `bounce_spring`, `snap_spring` | mass, stiffness, damping_ratio (≥ 1: returns never cross the edge) |
        | `wheel_reverse` | what a wheel notch against the running wheel ease does with the travel it has left: `subtracts` (the notch comes off it: the first notches back after a fast spin only slow the content) or `turns` (it is dropped: the content turns at the first notch back); a file without it: `subtracts`. A wheel without an ease (`wheel_duration_ms` 0) adds every notch |
        | `rubber_band`, `touch_slop`, `wheel_notch`, `wheel_duration_ms`, `handoff` | as named |
        """
}
