import Testing
@testable import Playground

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

    @Test("fps is the median rate, not diluted by idle gaps")
    func fps() {
        var profiler = FrameProfiler()
        var t: UInt64 = 0
        for i in 0..<100 {
            t += i == 50 ? 5_000_000_000 : 16_666_667   // a 5-second idle pause in the middle
            profiler.record(FrameTiming(engine: 1, raster: 1, present: 1, drawn: true), endNs: t)
        }
        #expect(abs(profiler.framesPerSecond() - 60) < 0.01)
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
