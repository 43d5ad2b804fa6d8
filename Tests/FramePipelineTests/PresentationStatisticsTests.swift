@testable import Diagnostics
import Foundation
@testable import FramePipeline
import Testing

/// Missed-frame and hitch accounting on made-up CompleteNotify sequences (exact, no clock).
struct PresentationStatisticsTests {
    static let period = 1000.0 / 144

    /// Frames on every vblank of a 144 Hz display, counters 100…, times exactly on the grid.
    @Test func framesOnEveryVblankMissNothing() {
        var stats = PresentationStatistics(periodMs: Self.period)
        for k in 0..<145 {
            stats.record(presentedMs: Double(k) * Self.period, msc: 100 + UInt64(k), continuing: k > 0)
        }
        #expect(stats.frames == 145)
        #expect(stats.missed == 0)
        #expect(stats.hitchMs == 0)
        #expect(abs(stats.movingMs - 1000) < 1e-9)
        let p50 = Double(stats.intervals.percentile(0.5)) / 1e6
        #expect(abs(p50 - Self.period) < Self.period * 0.011)
    }

    /// One frame lands two vblanks after the previous one (counter +2), another three after.
    @Test func skippedVblanksAreMissedFramesAndTheirLatenessIsHitchTime() {
        var stats = PresentationStatistics(periodMs: 10)
        let sequence: [(ms: Double, msc: UInt64)] = [(0, 1), (10, 2), (30, 4), (40, 5), (70, 8), (80, 9)]
        for (i, entry) in sequence.enumerated() {
            stats.record(presentedMs: entry.ms, msc: entry.msc, continuing: i > 0)
        }
        #expect(stats.missed == 2)
        #expect(stats.hitchMs == 10 + 20)
        #expect(stats.movingMs == 80)
        // 30 ms of hitch over 0.08 s of movement: 375 ms/s, critical by Apple's thresholds.
        #expect(stats.hitchMsPerSecond == 375)
        #expect(HitchSeverity(msPerSecond: stats.hitchMsPerSecond) == .critical)
    }

    /// The first frame after a rest is not a hitch: the gap is sleep.
    @Test func aRestIsNotAHitch() {
        var stats = PresentationStatistics(periodMs: 10)
        stats.record(presentedMs: 0, msc: 1, continuing: false)
        stats.record(presentedMs: 10, msc: 2, continuing: true)
        stats.record(presentedMs: 5000, msc: 501, continuing: false)
        stats.record(presentedMs: 5010, msc: 502, continuing: true)
        #expect(stats.frames == 4)
        #expect(stats.missed == 0)
        #expect(stats.movingMs == 20)
        #expect(stats.intervals.count == 2)
    }

    /// Without counters (timer pacing) a frame is late beyond 1.5 periods, so jitter is not a miss.
    @Test func timerPacingCountsLateFramesByInterval() {
        var stats = PresentationStatistics(periodMs: 10)
        let times: [Double] = [0, 11, 20.5, 31, 55, 65]
        for (i, t) in times.enumerated() { stats.record(presentedMs: t, msc: nil, continuing: i > 0) }
        #expect(stats.missed == 1)
        #expect(stats.hitchMs == 14)
    }

    /// The overlay's figure follows recent frames only.
    @Test func recentHitchRateForgetsOldHitches() {
        var stats = PresentationStatistics(periodMs: 10)
        stats.record(presentedMs: 0, msc: 0, continuing: false)
        stats.record(presentedMs: 50, msc: 5, continuing: true)  // a 40 ms hitch
        #expect(stats.recentHitchMsPerSecond > 10)
        var msc: UInt64 = 5, t = 50.0
        for _ in 0..<300 {
            msc += 1
            t += 10
            stats.record(presentedMs: t, msc: msc, continuing: true)
        }
        #expect(stats.recentHitchMsPerSecond == 0)
        #expect(stats.hitchMsPerSecond > 0)
    }

    @Test func appleThresholds() {
        #expect(HitchSeverity(msPerSecond: 0) == .good)
        #expect(HitchSeverity(msPerSecond: 4.99) == .good)
        #expect(HitchSeverity(msPerSecond: 5) == .warning)
        #expect(HitchSeverity(msPerSecond: 9.99) == .warning)
        #expect(HitchSeverity(msPerSecond: 10) == .critical)
    }
}

/// The dt rule that live frames and replayed `frame` events share.
struct FrameClockTests {
    @Test func theEngineAdvancesByTheTimeBetweenPresentedFrames() {
        #expect(abs(FrameClock.step(previousMs: 100, frameMs: 106.944, wasAnimating: true, hz: 144) - 0.006944) < 1e-12)
        // A hitch while animating: the late frame advances as far as the user saw time pass.
        #expect(abs(FrameClock.step(previousMs: 100, frameMs: 150, wasAnimating: true, hz: 60) - 0.05) < 1e-12)
    }

    @Test func aFrameAfterRestAdvancesAtMostOneRefresh() {
        #expect(abs(FrameClock.step(previousMs: 100, frameMs: 9100, wasAnimating: false, hz: 60) - 1.0 / 60) < 1e-15)
        #expect(abs(FrameClock.step(previousMs: 100, frameMs: 105, wasAnimating: false, hz: 60) - 0.005) < 1e-12)
        #expect(abs(FrameClock.step(previousMs: nil, frameMs: 42, wasAnimating: false, hz: 144) - 1.0 / 144) < 1e-15)
    }
}

/// `run --summary`: the documented keys, exactly.
struct RunSummaryTests {
    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let summary = RunSummary(hz: 144, hzSource: "present", frames: 1203, missed: 3, hitchMsPerS: 1.7,
                                 intervalMs: .init(p50: 6.944444, p99: 7.3), inputToPresentMs: .init(p50: 5.1, p99: 9),
                                 coreMs: .init(p50: 0.4, p99: 0.9, max: 1.3))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["hz", "hz_source", "frames", "missed", "hitch_ms_per_s", "interval_ms",
                                     "input_to_present_ms", "core_ms", "jank_v3_frames", "jank_v3_missed_vsyncs",
                                     "jank_v3_pct", "scroll_frames", "predictor_jank_pct", "average_lag_px"])
        #expect(Set((object["interval_ms"] as? [String: Any])?.keys ?? [:].keys) == ["p50", "p99"])
        #expect(Set((object["input_to_present_ms"] as? [String: Any])?.keys ?? [:].keys) == ["p50", "p99"])
        #expect(Set((object["core_ms"] as? [String: Any])?.keys ?? [:].keys) == ["p50", "p99", "max"])
        #expect(object["hz_source"] as? String == "present")
        #expect((object["interval_ms"] as? [String: Any])?["p50"] as? Double == 6.944)
        #expect(!summary.json.contains("\n"))
    }
}

/// The p99 a late start plans with.
struct RecentCoreTimesTests {
    @Test func warmUpFramesAreLeftOutAndTheP99IsTheSecondLargestOf120() {
        var times = RecentCoreTimes()
        #expect(times.p99Ms() == nil)
        times.record(500_000_000)  // first frames: one-time costs
        times.record(400_000_000)
        #expect(times.p99Ms() == nil)
        for i in 0..<120 { times.record(UInt64(1_000_000 + i * 10_000)) }
        // 1.00 … 2.19 ms: nearest rank 119 of 120 is 2.18 ms.
        let p99 = times.p99Ms()
        #expect(p99 == 2.18)
        // Old frames leave the window.
        for _ in 0..<120 { times.record(3_000_000) }
        #expect(times.p99Ms() == 3)
    }
}
