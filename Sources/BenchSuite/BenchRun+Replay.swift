import CAllocationCounter
import Diagnostics
import Foundation
import FramePipeline
import Output
import Replay
import Sessions

/// A committed or named session replayed frame by frame for `bench`.
extension BenchRun {
    /// Replays `file` on its clock, every frame run (no jumping over idle stretches: `beforeFrame`
    /// is given), and splits the allocations: those of reading the next events happen before
    /// `beforeFrame`, those of the frame (input handling, engine, raster) between it and `afterFrame`.
    public func replay(_ file: String, overrides: ReplayOverrides, redraw: RedrawMode) throws(SessionError) -> BenchWorkload {
        let replay = try Replay(path: file, overlay: overlay, overrides: overrides)
        replay.loop.digestsFrames = false
        replay.loop.redraw = redraw
        var volume = BenchWorkload.Volume()
        var statistics = PhaseStatistics()
        var idle = 0
        var frameAllocations: UInt64 = 0
        var readAllocations: UInt64 = 0
        var mark = handoff_allocation_count()
        var profiled = replay.loop.profiler.count
        let summary = try replay.run(
            beforeFrame: { _ in
                let now = handoff_allocation_count()
                readAllocations &+= now &- mark
                mark = now
                return !StopRequest.isRequested
            },
            afterFrame: { _, _, _ in
                let now = handoff_allocation_count()
                let loop = replay.loop
                guard loop.profiler.count != profiled else { return }
                profiled = loop.profiler.count
                frameAllocations &+= now &- mark
                if loop.profiler.frame(back: 0).drawn {
                    statistics.record(loop.profiler.frame(back: 0))
                    volume.add(loop)
                } else {
                    idle += 1
                }
                mark = handoff_allocation_count()
            })
        let events = max(1, summary.eventsDelivered)
        let name = (file as NSString).lastPathComponent
        var workload = BenchWorkload(name: name, statistics: statistics, idleFrames: idle,
                                allocationsPerFrame: Double(frameAllocations) / Double(max(1, statistics.frames + idle)),
                                allocationsPerEvent: Double(readAllocations) / Double(events), redraw: redraw)
        volume.apply(to: &workload)
        return workload
    }
}
