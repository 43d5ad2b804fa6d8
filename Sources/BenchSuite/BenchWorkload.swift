import Diagnostics
import FramePipeline

/// What `bench` measures for one workload, and the raster/present volumes summed over its frames.
public struct BenchWorkload {
    /// The workload's name in the report: the sweep with its size, or the session's file name.
    public var name: String
    /// Frames that drew (the figures are over these).
    public var statistics: PhaseStatistics
    /// Frames in which nothing changed: counted, never in the percentiles.
    public var idleFrames: Int
    /// Heap allocations per drawn frame, input handling included (reading the file is not).
    public var allocationsPerFrame: Double
    /// Heap allocations per event read from the file (JSON parsing), apart from the frames.
    public var allocationsPerEvent: Double?
    /// How the frames were drawn.
    public var redraw: RedrawMode = .damage
    /// Pixels rasterised per drawn frame (the scene's list), on average.
    public var pixelsPerFrame: Double = 0
    /// Bytes per drawn frame a presenter of only what changed would send, on average.
    public var bytesPerFrame: Double = 0
    /// The same workload drawn in full, measured right after (when both modes run).
    public var full: [BenchWorkload] = []

    /// Sums a loop's per-frame raster and present volumes over drawn frames.
    struct Volume {
        var pixels = 0
        var bytes = 0
        var frames = 0
        mutating func add(_ loop: FrameLoop) {
            pixels += loop.rasterizedPixels
            bytes += loop.changedBytes
            frames += 1
        }
        func apply(to workload: inout BenchWorkload) {
            workload.pixelsPerFrame = Double(pixels) / Double(max(1, frames))
            workload.bytesPerFrame = Double(bytes) / Double(max(1, frames))
        }
    }
}
