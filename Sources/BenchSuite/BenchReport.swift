import Diagnostics
import Foundation

/// `handoff bench --json`, written by `JSONEncoder`.
///
/// The documented keys describe the first workload, the synthetic sweep: `size`, `frames`,
/// `phases` (`engine`, `raster`, `present`, each p50/p99/max in ms), `allocs_per_frame`. Extra
/// keys: `core`, `rows`, `overlay`, and `workloads`, one entry per workload (the sweep first,
/// then each session) with its name, `frames` (drawn), `idle_frames` (apart: never in the
/// percentiles), `phases`, `allocs_per_frame` and, for sessions, `allocs_per_event_read`; and the
/// redraw figures: `redraw` (the mode measured), `core`, `compose` (making the whole frame
/// headless from the retained one and the fresh rectangles, outside the core: in a window the X
/// server does it), `pixels_per_frame` (rasterised),
/// `bytes_per_frame` (what presenting only the change would send) and `full`, the same entry
/// drawn in full (absent when `--redraw` picked one mode).
public struct BenchReport: Encodable {
    /// p50 / p99 / max of one phase over the drawn frames, in ms rounded to 0.1 µs.
    struct Percentiles: Encodable, Equatable {
        var p50: Double
        var p99: Double
        var max: Double

        init(_ histogram: DurationHistogram) {
            p50 = Self.ms(histogram.percentile(0.5))
            p99 = Self.ms(histogram.percentile(0.99))
            max = Self.ms(histogram.max)
        }

        static func ms(_ ns: UInt64) -> Double { (Double(ns) / 100).rounded() / 10_000 }
    }

    /// The three phases of a frame.
    struct Phases: Encodable {
        var engine: Percentiles
        var raster: Percentiles
        var present: Percentiles

        init(_ statistics: PhaseStatistics) {
            engine = Percentiles(statistics.engine)
            raster = Percentiles(statistics.raster)
            present = Percentiles(statistics.present)
        }
    }

    /// One workload's figures.
    struct Entry: Encodable {
        var name: String
        var frames: Int
        var idleFrames: Int
        var phases: Phases
        var allocsPerFrame: Double
        var allocsPerEventRead: Double?
        var redraw: String
        var core: Percentiles
        var compose: Percentiles
        var pixelsPerFrame: Double
        var bytesPerFrame: Double
        /// The same workload drawn in full (when both modes ran).
        var full: [Entry]?

        enum CodingKeys: String, CodingKey {
            case name, frames, phases, redraw, core, compose, full
            case idleFrames = "idle_frames"
            case allocsPerFrame = "allocs_per_frame"
            case allocsPerEventRead = "allocs_per_event_read"
            case pixelsPerFrame = "pixels_per_frame"
            case bytesPerFrame = "bytes_per_frame"
        }

        init(_ w: BenchWorkload) {
            func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
            name = w.name
            frames = w.statistics.frames
            idleFrames = w.idleFrames
            phases = Phases(w.statistics)
            allocsPerFrame = rounded(w.allocationsPerFrame)
            allocsPerEventRead = w.allocationsPerEvent.map(rounded)
            redraw = w.redraw.rawValue
            core = Percentiles(w.statistics.core)
            compose = Percentiles(w.statistics.compose)
            pixelsPerFrame = w.pixelsPerFrame.rounded()
            bytesPerFrame = w.bytesPerFrame.rounded()
            full = w.full.isEmpty ? nil : w.full.map(Entry.init)
        }
    }

    var size: [Int]
    var frames: Int
    var phases: Phases
    var allocsPerFrame: Double
    var core: Percentiles
    var rows: Int
    var overlay: Bool
    var workloads: [Entry]

    enum CodingKeys: String, CodingKey {
        case size, frames, phases, core, rows, overlay, workloads
        case allocsPerFrame = "allocs_per_frame"
    }

    /// The report of `run`'s `workloads` (the sweep first).
    public init(run: BenchRun, workloads: [BenchWorkload]) {
        let entries = workloads.map(Entry.init)
        let main = workloads[0]
        size = [run.width, run.height]
        frames = main.statistics.frames
        phases = Phases(main.statistics)
        allocsPerFrame = entries[0].allocsPerFrame
        core = Percentiles(main.statistics.core)
        rows = run.rows
        overlay = run.overlay
        self.workloads = entries
    }

    /// One line of JSON, keys sorted.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only finite numbers, strings and booleans: encoding cannot fail.
        guard let bytes = try? encoder.encode(self) else { preconditionFailure("BenchReport is always encodable") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
