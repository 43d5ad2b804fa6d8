import CAllocationCounter
import Diagnostics
import Foundation
import FramePipeline
import Output
import Replay
import Scenes
import ScrollEngine
import Sessions

/// The synthetic sweep: a finger that moves the offset every frame.
extension BenchRun {
    /// `kind` `.profile`: the vertical sweep; `.slide`: the same finger sideways over the pager.
    public func sweep(overrides: ReplayOverrides, kind: SceneKind = .profile, redraw: RedrawMode) -> BenchWorkload {
        let options = SceneOptions(kind: kind, preset: overrides.physics ?? .ios, handoff: overrides.handoff,
                                   width: width, height: height, bounce: overrides.bounce ?? .parent,
                                   tabs: overrides.tabs ?? .reset,
                                   loadLatencyMs: overrides.loadLatencyMs ?? SessionHeader.defaultLoadLatencyMs,
                                   scale: overrides.scale ?? .one)
        let hz = overrides.hz ?? 60
        let loop = FrameLoop(options: options, hz: hz, overlayVisible: overlay)
        loop.redraw = redraw
        var volume = BenchWorkload.Volume()
        if rows != 200 && kind == .profile {
            let scene = ProfileScene(width: width, height: height,
                                     tabs: [ProfileTab(title: "Posts", rows: rows)] + ProfileTab.standard.dropFirst(),
                                     preset: options.preset)
            scene.scroller.chain.policy = options.policy
            loop.replaceScene(scene)
        }
        let sweep = kind == .slide ? SyntheticSweep(width: width, height: height) : SyntheticSweep(height: height)
        let warmup = warmupFrames
        var statistics = PhaseStatistics()
        var idle = 0
        var allocationsBefore: UInt64 = 0
        let total = warmup + frames
        for index in 0..<total {
            if index & 0x3F == 0, StopRequest.isRequested { break } // the command ends at the stop
            if index == warmup { allocationsBefore = handoff_allocation_count() }
            let time = Double(index) * 1000 / hz
            let event = sweep.event(frame: index)
            loop.handle(event, timeMs: time)
            let drawn = loop.frame(dt: 1.0 / hz)
            if index >= warmup {
                if drawn { statistics.record(loop.profiler.frame(back: 0)); volume.add(loop) } else { idle += 1 }
            }
            if let progress, index % 60 == 0 {
                progress("sweep \(index * 100 / total)%")
            }
        }
        let allocations = handoff_allocation_count() &- allocationsBefore
        progress?("")
        var workload = BenchWorkload(name: kind == .slide ? "slide sweep \(size)" : "sweep \(size) rows=\(rows)",
                                statistics: statistics, idleFrames: idle,
                                allocationsPerFrame: Double(allocations) / Double(max(1, statistics.frames)),
                                allocationsPerEvent: nil, redraw: redraw)
        volume.apply(to: &workload)
        return workload
    }
}
