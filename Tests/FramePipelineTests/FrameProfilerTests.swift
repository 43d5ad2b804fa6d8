@testable import Diagnostics
import Testing

@Suite("Profiler and histograms")
struct FrameProfilerTests {
    @Test("percentiles over the recent drawn frames; skipped frames do not count")
    func percentiles() {
        var profiler = FrameProfiler(capacity: 256)
        for i in 1...100 {
            profiler.record(FrameTiming(engine: UInt64(i), raster: UInt64(i) * 10, present: 0, drawn: true), endNs: UInt64(i) * 16_000_000)
            profiler.record(FrameTiming(engine: 999_999, raster: 0, present: 0, drawn: false), endNs: UInt64(i) * 16_000_000 + 1)
        }
        #expect(profiler.percentile(0.5, of: .engine, window: 200) == 50)
        #expect(profiler.percentile(0.99, of: .raster, window: 200) == 990)
        #expect(profiler.percentile(1.0, of: .core, window: 200) == 1100)
    }

    @Test("every percentile is the sorted window's nearest-rank value: shuffled, repeated, ascending and descending timings")
    func percentilesMatchSorting() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let shapes: [(Int) -> UInt64] = [{ _ in next() % 1000 }, { _ in next() % 4 }, { UInt64($0) }, { UInt64(500 - $0) }, { _ in 7 }]
        for (s, shape) in shapes.enumerated() {
            for count in [1, 2, 3, 17, 120, 300] {
                var profiler = FrameProfiler(capacity: 512)
                var engines: [UInt64] = []
                for i in 0..<count {
                    let engine = shape(i)
                    engines.append(engine)
                    profiler.record(FrameTiming(engine: engine, raster: 0, present: 0, drawn: true), endNs: UInt64(i + 1) * 1000)
                }
                let window = min(count, 120)
                let sorted = engines.suffix(window).sorted()
                for p in [0.0, 0.01, 0.25, 0.5, 0.9, 0.99, 1.0] {
                    let rank = min(window - 1, max(0, Int((p * Double(window)).rounded(.up)) - 1))
                    #expect(profiler.percentile(p, of: .engine, window: 120) == sorted[rank], "shape \(s), \(count) frames, p \(p)")
                }
            }
        }
    }

    @Test("fps is the rate frames ran at, not diluted by idle gaps")
    func fps() {
        var profiler = FrameProfiler()
        var t: UInt64 = 0
        for i in 0..<100 {
            t += i == 50 ? 5_000_000_000 : 16_666_667   // a 5-second idle pause in the middle
            profiler.record(FrameTiming(engine: 1, raster: 1, present: 1, drawn: true), endNs: t)
        }
        #expect(abs(profiler.framesPerSecond() - 60) < 0.01)
    }

    @Test("fps counts a frame of its own between refreshes: alternating short and long intervals")
    func fpsWithFramesBetweenRefreshes() {
        var profiler = FrameProfiler()
        var t: UInt64 = 0
        for i in 0..<100 {
            // 2 frames every 16.67 ms: a refresh's frame and one for fresh input 3 ms after it.
            t += i % 2 == 0 ? 3_000_000 : 13_666_667
            profiler.record(FrameTiming(engine: 1, raster: 1, present: 1, drawn: true), endNs: t)
        }
        #expect(abs(profiler.framesPerSecond() - 120) < 1.5)
    }

    @Test("the duration histogram's percentiles are within 1 %")
    func histogram() {
        var h = DurationHistogram()
        for v in 1...10_000 { h.record(UInt64(v) * 1000) }
        let p50 = Double(h.percentile(0.5)), p99 = Double(h.percentile(0.99))
        #expect(abs(p50 - 5_000_000) / 5_000_000 < 0.011)
        #expect(abs(p99 - 9_900_000) / 9_900_000 < 0.011)
        #expect(h.max == 10_000_000 && h.count == 10_000)
    }

    @Test("the duration histogram's memory is fixed: a million values, extremes included, add no bucket")
    func histogramMemory() {
        var h = DurationHistogram()
        let capacity = h.bucketCapacity
        #expect(capacity >= 2600 && capacity < 4096)  // 2600 buckets cover 1 ns … 170 s at 1 %
        h.record(0)
        h.record(.max)
        for v in 1...1_000_000 { h.record(UInt64(v) &* 7919) }
        #expect(h.bucketCapacity == capacity)
        #expect(h.count == 1_000_002 && h.max == .max)
        #expect(h.percentile(0.5) > 0 && h.percentile(0.5) < h.max)
    }
}
