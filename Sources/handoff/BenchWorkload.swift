import Diagnostics
import FramePipeline

/// What `bench` measures for one workload, and the raster/present volumes summed over its frames.
extension BenchCommand {
    struct Workload {
        var name: String
        /// Frames that drew (the figures are over these).
        var statistics: PhaseStatistics
        /// Frames in which nothing changed: counted, never in the percentiles.
        var idleFrames: Int
        /// Heap allocations per drawn frame, input handling included (reading the file is not).
        var allocationsPerFrame: Double
        /// Heap allocations per event read from the file (JSON parsing), apart from the frames.
        var allocationsPerEvent: Double?
        /// How the frames were drawn.
        var redraw: RedrawMode = .damage
        /// Pixels rasterised per drawn frame (the scene's list), on average.
        var pixelsPerFrame: Double = 0
        /// Bytes per drawn frame a presenter of only what changed would send, on average.
        var bytesPerFrame: Double = 0
        /// The same workload drawn in full, measured right after (when both modes run).
        var full: [Workload] = []
    }

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
        func apply(to workload: inout Workload) {
            workload.pixelsPerFrame = Double(pixels) / Double(max(1, frames))
            workload.bytesPerFrame = Double(bytes) / Double(max(1, frames))
        }
    }
}
