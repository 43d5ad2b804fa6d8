import FramePipeline
import Replay
import Sessions

/// One `handoff bench`: the frame loop measured headless on the synthetic sweeps and on sessions,
/// each workload drawn with damage and then in full.
public struct BenchRun {
    /// Frame size, px.
    public var width: Int
    public var height: Int
    /// Frames of the synthetic sweep measured (after `warmupFrames`).
    public var frames: Int
    /// Rows in the swept list (frame cost must not depend on it).
    public var rows: Int
    /// Whether the profiling overlay is drawn.
    public var overlay: Bool
    /// Where the sweep reports how far it got (a terminal's progress line); nil: silent.
    public var progress: ((String) -> Void)?

    /// Sweep frames run before measuring, so caches and pools are warm.
    public let warmupFrames = 60

    /// A run over a `width`×`height` frame.
    public init(width: Int, height: Int, frames: Int, rows: Int, overlay: Bool, progress: ((String) -> Void)? = nil) {
        self.width = width
        self.height = height
        self.frames = frames
        self.rows = rows
        self.overlay = overlay
        self.progress = progress
    }

    /// The size as `--size` spells it.
    var size: String { "\(width)x\(height)" }

    /// Every workload in report order: the vertical sweep, each session of `files`, then the
    /// slide pager swept sideways (last, so the sessions keep their places). Each is measured
    /// in `modes[0]`, the others right after on the same workload (`full`).
    public func workloads(files: [String], overrides: ReplayOverrides,
                          modes: [RedrawMode] = [.damage, .full]) throws(SessionError) -> [BenchWorkload] {
        func measured(_ body: (RedrawMode) throws(SessionError) -> BenchWorkload) throws(SessionError) -> BenchWorkload {
            var first = try body(modes[0])
            for mode in modes.dropFirst() { first.full.append(try body(mode)) }
            return first
        }
        var workloads: [BenchWorkload] = []
        workloads.append(try measured { sweep(overrides: overrides, redraw: $0) })
        for file in files {
            workloads.append(try measured { mode throws(SessionError) in try replay(file, overrides: overrides, redraw: mode) })
        }
        workloads.append(try measured { sweep(overrides: overrides, kind: .slide, redraw: $0) })
        return workloads
    }
}
