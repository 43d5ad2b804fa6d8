import Testing
@testable import Compare
import Diagnostics

/// The metrics on small hand-written traces whose answers follow from the documented definitions.
@Suite("Handoff metrics from trace lines")
struct HandoffMetricsTests {
    func measure(_ lines: [String], releaseMs: Double?) throws -> HandoffMetrics {
        HandoffMetrics.measure(try TraceFrame.decode(trace: lines.joined(separator: "\n")), releaseMs: releaseMs)
    }

    /// A fling released in frame 2 collapses the header (outer 240 → 280) and carries on into the
    /// list in frame 4 with only one frame of the curve's decay.
    static let seamKeepingMomentum = [
        TraceText.line(0, phase: "drag", v: 1500, outer: (200, 20), inner: (0, 0)),
        TraceText.line(1, phase: "drag", v: 1800, outer: (220, 20), inner: (0, 0)),
        TraceText.line(2, phase: "fling", v: 1800, outer: (250, 30), inner: (0, 0)),
        TraceText.line(3, phase: "fling", v: 1740, outer: (279, 29), inner: (0, 0)),
        TraceText.line(4, phase: "fling", v: 1683, outer: (280, 1), inner: (27, 27)),
        TraceText.line(5, phase: "fling", v: 1627, outer: (280, 0), inner: (54, 27)),
        TraceText.line(6, phase: "fling", v: 0, outer: (280, 0), inner: (60, 6)),
        TraceText.line(7, phase: "idle", v: 0, outer: (280, 0), inner: (60, 0)),
        TraceText.line(8, phase: "idle", v: 0, outer: (280, 0), inner: (60, 0)),
    ]

    @Test func seamThatKeepsMomentum() throws {
        let release = TraceText.time(2) - 5
        let metrics = try measure(Self.seamKeepingMomentum, releaseMs: release)
        #expect(metrics.seams == [Seam(t: TraceText.time(4), from: "outer", to: "inner", vIn: 1740, vOut: 1683)])
        #expect(metrics.seamVRatio == 1683.0 / 1740)
        #expect(metrics.releaseV == 1800)
        // From the offsets before frame 2 (220 + 0) to the end (280 + 60).
        #expect(metrics.travel == 120)
        // The last frame that moved is frame 6.
        #expect(metrics.settleMs == TraceText.time(6) - release)
        #expect(metrics.stalls == 0)
        #expect(metrics.maxStep == 30)
        #expect(metrics.maxOverscroll == 0)
    }

    @Test func latchThatDropsMomentum() throws {
        // The fling reaches the header's end; the list is not latched, so what is left is lost.
        let lines = [
            TraceText.line(0, phase: "fling", v: 1800, outer: (250, 30), inner: (0, 0)),
            TraceText.line(1, phase: "fling", v: 1740, outer: (279, 29), inner: (0, 0)),
            TraceText.line(2, phase: "fling", v: 1683, outer: (280, 1), inner: (0, 0), left: 27),
            TraceText.line(3, phase: "idle", v: 0, outer: (280, 0), inner: (0, 0), left: 0),
        ]
        let metrics = try measure(lines, releaseMs: 0)
        #expect(metrics.seams.isEmpty)
        #expect(metrics.seamVRatio == nil)
        #expect(metrics.travel == 60)
        #expect(metrics.settleMs == TraceText.time(2))
    }

    @Test func handoffThatDropsMomentumShowsZero() throws {
        // The list starts moving only under a new drag of the same gesture: v restarts from 0.
        let lines = [
            TraceText.line(0, phase: "fling", v: 1740, outer: (279, 29), inner: (0, 0)),
            TraceText.line(1, phase: "drag", v: 0, outer: (280, 1), inner: (0, 0)),
            TraceText.line(2, phase: "drag", v: 0, outer: (280, 0), inner: (4, 4)),
        ]
        let metrics = try measure(lines, releaseMs: nil)
        #expect(metrics.seams == [Seam(t: TraceText.time(2), from: "outer", to: "inner", vIn: 0, vOut: 0)])
        // v_in 0 gives no ratio; a seam from a moving curve to a stopped one gives 0.
        #expect(metrics.seamVRatio == nil)
        let dropped = try measure([lines[0], TraceText.line(1, phase: "fling", v: 0, outer: (280, 1), inner: (3, 3))],
                                  releaseMs: nil)
        #expect(dropped.seamVRatio == 0)
    }

    @Test func stall() throws {
        let lines = [
            TraceText.line(0, phase: "fling", v: 1800, outer: (30, 30), inner: (0, 0)),
            TraceText.line(1, phase: "fling", v: 1700, outer: (58, 28), inner: (0, 0)),
            TraceText.line(2, phase: "fling", v: 1600, outer: (60, 2), inner: (0, 0)),
            TraceText.line(3, phase: "fling", v: 1500, outer: (86, 26), inner: (0, 0)),
            // Slowing down smoothly is no stall: 24 is more than a quarter of 26.
            TraceText.line(4, phase: "fling", v: 1400, outer: (110, 24), inner: (0, 0)),
            // A small move beside the end of motion is no stall either (the frame after moved 0).
            TraceText.line(5, phase: "fling", v: 0, outer: (111, 1), inner: (0, 0)),
            TraceText.line(6, phase: "idle", v: 0, outer: (111, 0), inner: (0, 0)),
        ]
        #expect(try measure(lines, releaseMs: 0).stalls == 1)
        // The same small move outside a fling is not counted.
        var dragged = lines
        dragged[2] = TraceText.line(2, phase: "drag", v: 1600, outer: (60, 2), inner: (0, 0))
        #expect(try measure(dragged, releaseMs: 0).stalls == 0)
    }

    @Test func jump() throws {
        // A tab shown with its old offset: the offset sum jumps by 400 with no delta.
        let lines = [
            TraceText.line(0, phase: "drag", v: 300, outer: (100, 5), inner: (0, 0)),
            TraceText.line(1, phase: "drag", v: 300, outer: (104, 4), inner: (400, 0)),
            TraceText.line(2, phase: "idle", v: 0, outer: (104, 0), inner: (400, 0)),
        ]
        let metrics = try measure(lines, releaseMs: nil)
        #expect(metrics.maxStep == 404)
        #expect(metrics.seams.isEmpty)
    }

    @Test func rubberBand() throws {
        // Pulled 42.5 px past the top, then the spring brings the header back.
        let lines = [
            TraceText.line(0, phase: "drag", v: -900, outer: (-20, -20), inner: (0, 0)),
            TraceText.line(1, phase: "drag", v: -900, outer: (-42.5, -22.5), inner: (0, 0)),
            TraceText.line(2, phase: "spring", v: 400, outer: (-30, 12.5), inner: (0, 0)),
            TraceText.line(3, phase: "spring", v: 300, outer: (-10, 20), inner: (0, 0)),
            TraceText.line(4, phase: "spring", v: 0, outer: (0, 10), inner: (0, 0)),
            TraceText.line(5, phase: "idle", v: 0, outer: (0, 0), inner: (0, 0)),
        ]
        let release = TraceText.time(2) - 1
        let metrics = try measure(lines, releaseMs: release)
        #expect(metrics.maxOverscroll == 42.5)
        #expect(metrics.releaseV == 400)
        #expect(metrics.travel == 42.5)
        #expect(metrics.settleMs == TraceText.time(4) - release)
    }

    @Test func pausedDragFrameDoesNotHideASeam() throws {
        // The pointer sent no motion in frame 1: the chain resumes on the list in frame 2.
        let lines = [
            TraceText.line(0, phase: "drag", v: 600, outer: (280, 10), inner: (0, 0)),
            TraceText.line(1, phase: "drag", v: 590, outer: (280, 0), inner: (0, 0)),
            TraceText.line(2, phase: "drag", v: 610, outer: (280, 0), inner: (10, 10)),
        ]
        #expect(try measure(lines, releaseMs: nil).seams.map(\.to) == ["inner"])
        // Coming to rest in between makes the list's move a new gesture, not a seam.
        var rested = lines
        rested[1] = TraceText.line(1, phase: "idle", v: 0, outer: (280, 0), inner: (0, 0))
        #expect(try measure(rested, releaseMs: nil).seams.isEmpty)
    }

    @Test func releaseAfterTheLastFrameMeasuresNothingFromIt() throws {
        let metrics = try measure(Self.seamKeepingMomentum, releaseMs: 10_000)
        #expect(metrics.releaseV == 0 && metrics.travel == 0 && metrics.settleMs == 0)
        // The seam and the whole-trace figures do not depend on the release.
        #expect(metrics.seams.count == 1 && metrics.maxStep == 30)
    }

    @Test func gestureAxisIsTheOneThatMoved() throws {
        // A horizontal swipe: the pager's x offset is summed, not the header's y.
        let line = { (f: Int, pager: Double, d: Double) in
            """
            {"f":\(f),"t":\(TraceText.time(f)),"scene":"slide","tab":0,"outer":100.0,"inner":0.0,"phase":"fling","v":900,\
            "nodes":[{"id":"outer","axis":"y","o":100,"d":0},{"id":"pager","axis":"x","o":\(pager),"d":\(d)}],"left":0}
            """
        }
        let metrics = try measure([line(0, 10, 10), line(1, 25, 15), line(2, 30, 5)], releaseMs: 0)
        #expect(metrics.travel == 30)
        #expect(metrics.maxStep == 15)
    }

    @Test func traceWithoutSeamInspectorFieldsUsesOuterAndInner() throws {
        let lines = [
            #"{"f":0,"t":0.0,"scene":"profile","tab":0,"outer":255.0,"inner":0.0,"phase":"fling"}"#,
            #"{"f":1,"t":16.6,"scene":"profile","tab":0,"outer":270.0,"inner":0.0,"phase":"fling"}"#,
            #"{"f":2,"t":33.3,"scene":"profile","tab":0,"outer":280.0,"inner":15.0,"phase":"fling"}"#,
            #"{"f":3,"t":50.0,"scene":"profile","tab":0,"outer":280.0,"inner":35.0,"phase":"fling"}"#,
        ]
        let metrics = try measure(lines, releaseMs: 0)
        // Each frame's delta is the change since the frame before (none for the first).
        #expect(metrics.seams == [Seam(t: 33.3, from: "outer", to: "inner", vIn: 0, vOut: 0)])
        #expect(metrics.travel == 60)
        #expect(metrics.releaseV == 0)
    }

    @Test func badLineIsNamed() {
        let text = TraceText.line(0, phase: "idle", v: 0, outer: (0, 0), inner: (0, 0)) + "\n{\"f\":1}\n"
        #expect(throws: TraceDecodingError.self) { try TraceFrame.decode(trace: text) }
        do { _ = try TraceFrame.decode(trace: text) } catch { #expect(error.line == 2) }
    }

    @Test func emptyTrace() {
        let metrics = HandoffMetrics.measure([], releaseMs: 5)
        #expect(metrics.seams.isEmpty && metrics.travel == 0 && metrics.seamVRatio == nil)
    }

    /// The seam fling again, with the release object the engine writes in the frame that handled it.
    static let withRelease: [String] = {
        var lines = seamKeepingMomentum
        let release = TraceText.release(t: TraceText.time(2) - 5, o: 236, liftV: 2400, v: 1800, estimator: "uikit",
                                        curve: "deceleration")
        lines[2] = TraceText.line(2, phase: "fling", v: 1780, outer: (250, 30), inner: (0, 0), release: release)
        return lines
    }()

    @Test func releaseObjectIsWhereMomentumIsMeasuredFrom() throws {
        // Without a session release time: the trace alone says when and where the release was.
        let metrics = try measure(Self.withRelease, releaseMs: nil)
        #expect(metrics.releaseV == 1800)
        #expect(metrics.liftV == 2400)
        // From the offset at the release (236), not from before the release frame (220): 340 − 236.
        #expect(metrics.travel == 104)
        #expect(metrics.durationMs == TraceText.time(6) - (TraceText.time(2) - 5))
        #expect(metrics.settleMs == metrics.durationMs)
        #expect(metrics.estimator == "uikit" && metrics.curve == "deceleration")
        // The session's release time only stands in when the trace has no release object.
        #expect(try measure(Self.withRelease, releaseMs: TraceText.time(5)) == metrics)
    }

    @Test func theLastReleaseCounts() throws {
        // A first flick released in frame 0, a second in frame 4: everything from the release restarts.
        var lines = Self.withRelease
        lines[0] = TraceText.line(0, phase: "fling", v: 1500, outer: (200, 20), inner: (0, 0), left: 9,
                                  release: TraceText.release(t: 0, o: 180, liftV: 900, v: 900))
        lines[4] = TraceText.line(4, phase: "fling", v: 1683, outer: (280, 1), inner: (27, 27),
                                  release: TraceText.release(t: TraceText.time(4), o: 279, liftV: 50, v: 0,
                                                             estimator: "gtk", curve: "gtk"))
        let metrics = try measure(lines, releaseMs: nil)
        #expect(metrics.releaseV == 0 && metrics.liftV == 50 && metrics.estimator == "gtk")
        #expect(metrics.travel == 340 - 279)
        #expect(metrics.momentumLost == 0)
    }

    @Test func momentumLostIsTheLeftAfterTheReleaseFrame() throws {
        let lines = [
            TraceText.line(0, phase: "drag", v: 1800, outer: (250, 30), inner: (0, 0), left: 4),
            TraceText.line(1, phase: "fling", v: 1740, outer: (279, 29), inner: (0, 0), left: 3,
                           release: TraceText.release(t: 10, o: 262, liftV: 1800, v: 1800)),
            TraceText.line(2, phase: "fling", v: 1683, outer: (280, 1), inner: (0, 0), left: 27),
            TraceText.line(3, phase: "fling", v: 1600, outer: (280, 0), inner: (0, 0), left: 26.5),
            TraceText.line(4, phase: "idle", v: 0, outer: (280, 0), inner: (0, 0)),
        ]
        let metrics = try measure(lines, releaseMs: nil)
        // Before and in the release frame: the finger's part, not momentum.
        #expect(metrics.momentumLost == 53.5)
        #expect(metrics.travel == 18)
    }

    @Test func overscrollPastEitherEnd() throws {
        // The header (far end 280) pushed to 331, the list (far end 900) pulled to −12.
        let ends = (outer: 280.0, inner: 900.0)
        let lines = [
            TraceText.line(0, phase: "drag", v: 900, outer: (300, 20), inner: (0, 0), max: ends),
            TraceText.line(1, phase: "spring", v: 400, outer: (331, 31), inner: (-12, -12), max: ends),
            TraceText.line(2, phase: "spring", v: 0, outer: (280, -51), inner: (0, 12), max: ends),
        ]
        let metrics = try measure(lines, releaseMs: nil)
        #expect(metrics.overscrollTrail == 51)
        #expect(metrics.overscrollLead == 12)
        #expect(metrics.maxOverscroll == 51)
        // A trace without `max` cannot say how far past the far end: trail 0.
        let older = lines.map { $0.replacingOccurrences(of: #","max":280.0"#, with: "").replacingOccurrences(of: #","max":900.0"#, with: "") }
        #expect(try measure(older, releaseMs: nil).overscrollTrail == 0)
    }

    @Test func stillFramesRepeatedChangeNothing() throws {
        // What lets compare feed an idle stretch as two frames.
        let rest = TraceText.line(7, phase: "idle", v: 0, outer: (280, 0), inner: (60, 0))
        let frame = try TraceFrame.decode(line: rest)
        #expect(frame.isStill)
        #expect(!(try TraceFrame.decode(line: Self.seamKeepingMomentum[6])).isStill)
        let base = try measure(Self.seamKeepingMomentum, releaseMs: TraceText.time(2) - 5)
        var longer = Self.seamKeepingMomentum
        longer += Array(repeating: TraceText.line(9, phase: "idle", v: 0, outer: (280, 0), inner: (60, 0)), count: 50)
        #expect(try measure(longer, releaseMs: TraceText.time(2) - 5) == base)
    }
}
