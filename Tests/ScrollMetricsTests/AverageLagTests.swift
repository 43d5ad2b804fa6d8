import Testing
import ScrollMetrics

/// Average lag against the vectors of chromium/chromium `cc/metrics/average_lag_tracker_unittest.cc`
/// (revision 1a4f344c5089c67994178495c48c1eba84d37c6e). Upstream checks histogram buckets (the
/// bucket's lower bound: 15 px lands in bucket 14); here the exact values its comments derive.
/// Upstream's `predicted_delta` is what the frame rendered: `shownDelta`.
@Suite("Average lag (Chromium)")
struct AverageLagTests {
    /// A tracker fed `events` as (event ms, frame ms, delta, shown delta or nil = delta, begins),
    /// and every report it made.
    func run(_ events: [(Double, Double, Double, Double?, Bool)]) -> (tracker: AverageLagTracker, reports: [AverageLagTracker.Report]) {
        var tracker = AverageLagTracker()
        var reports: [AverageLagTracker.Report] = []
        for (time, frame, delta, shown, begins) in events {
            tracker.add(.init(delta: delta, shownDelta: shown ?? delta, timeMs: time, presentedMs: frame, begins: begins)) {
                reports.append($0)
            }
        }
        return (tracker, reports)
    }

    func expectLag(_ report: AverageLagTracker.Report?, begin: Bool, _ value: Double) {
        #expect(report?.isBegin == begin)
        #expect(abs((report?.lagPx ?? .nan) - value) < 1e-9, "\(String(describing: report)) vs \(value)")
    }

    @Test("OneSecondInterval: 12.5 px at the begin, 9.975 px over the first second, 8.75 px for the rest")
    func oneSecond() {
        var events: [(Double, Double, Double, Double?, Bool)] = [(15, 20, 10, nil, true)]
        for i in 0..<101 {
            events.append((25 + Double(i) * 10, 30 + Double(i) * 10, i < 50 ? 10 : -10, nil, false))
        }
        events.append((1035, 1040, 10, nil, true))
        let (_, reports) = run(events)
        #expect(reports.count == 3)
        expectLag(reports.first, begin: true, 12.5)
        expectLag(reports.dropFirst().first, begin: false, 9.975)
        expectLag(reports.last, begin: false, 8.75)
    }

    @Test("LargerLatency: frames 20 ms after their events: 20 px at the begin, 15 px after")
    func largerLatency() {
        let (_, reports) = run([(10, 30, 10, nil, true), (20, 40, 10, nil, false), (30, 50, 10, nil, false),
                                (1000, 1000, 10, nil, true)])
        #expect(reports.count == 2)
        expectLag(reports.first, begin: true, 20)
        expectLag(reports.last, begin: false, 15)
    }

    @Test("TwoLatencyInfoInSameFrame: 15 px at the begin, 6.25 px after")
    func twoInOneFrame() {
        let (_, reports) = run([(10, 20, -10, nil, true), (20, 30, -10, nil, false), (25, 30, 5, nil, false),
                                (1000, 1000, 0, nil, true)])
        expectLag(reports.first, begin: true, 15)
        expectLag(reports.last, begin: false, 6.25)
    }

    @Test("ChangeDirectionInFrame: the crossing counts as two triangles: 12.5 px")
    func changeDirection() {
        let (_, reports) = run([(10, 20, 10, nil, true), (20, 30, 10, nil, false), (30, 40, -20, nil, false),
                                (1000, 1000, 0, nil, true)])
        expectLag(reports.last, begin: false, 12.5)
    }

    /// The three prediction tests share their events; only what the frames rendered differs.
    @Test("NoScrollPrediction, ScrollPrediction, ImperfectScrollPrediction, NegativePredictionEffect, NoPredictionEffect",
          arguments: [
              ([nil, nil, nil] as [Double?], 9.375),
              ([10, 10, 10], 4.375),
              ([12, 5, 14], 5.075),
              ([20, 40, 0], 20.625),
              ([25, 7, 5], 9.125),
          ])
    func prediction(shown: [Double?], expected: Double) {
        let (_, reports) = run([(5, 10, 5, shown[0], true), (15, 20, 10, shown[1], false), (25, 30, 10, shown[2], false),
                                (1000, 1000, 0, nil, true)])
        #expect(reports.count == 2)
        // The begin frame shows nothing yet whatever was predicted: (5 + 10) / 2 px.
        expectLag(reports.first, begin: true, 7.5)
        expectLag(reports.last, begin: false, expected)
    }

    @Test("EventOutOfOrder: an event older than the last one is ignored")
    func outOfOrder() {
        let (tracker, reports) = run([(5, 10, 5, nil, true), (15, 20, 5, nil, false), (25, 30, 5, nil, false),
                                      (1000, 1000, 0, nil, true), (15, 1010, 5, nil, false),
                                      (2000, 2000, 0, nil, true)])
        #expect(reports.filter { !$0.isBegin }.count == 1)
        #expect(tracker.reports == reports.count)
    }

    @Test("the run's average is Σ area / Σ time over the reports")
    func runAverage() {
        let (tracker, reports) = run([(5, 10, 5, nil, true), (15, 20, 10, nil, false), (25, 30, 10, nil, false),
                                      (1000, 1000, 0, nil, true)])
        // Begin: 7.5 px over 5 ms; update: 9.375 px over 20 ms → (37.5 + 187.5) / 25 = 9 px.
        #expect(reports.map(\.durationMs) == [5, 20])
        #expect(abs(tracker.averageLagPx - 9) < 1e-9)
    }
}
