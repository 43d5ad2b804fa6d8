import ArgumentParser
import Output
import CAllocationCounter
import Foundation
import Playground
import Scenes
import ScrollEngine
import Sessions

/// `handoff bench`: the frame loop, headless, per phase, with percentiles and allocations.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark the frame loop headlessly: per-phase p50/p99/max over drawn frames, idle frames apart, heap allocations per frame.",
        discussion: "Without FILEs: the committed sessions in assets/sessions/ (looked for in the current directory, then above the executable; a note on stderr when not found) and a synthetic sweep that moves the offset every frame. Build with -c release for meaningful numbers.")

    @Argument(help: "Session files to replay (default: assets/sessions/*.jsonl).")
    var files: [String] = []

    @Option(parsing: .unconditional, help: "Frame size, WxH (each side 1 to 16384, at most 67108864 pixels).")
    var size: ViewportSize = ViewportSize(width: 1920, height: 1080)

    @Option(parsing: .unconditional, help: "Frames of the synthetic sweep to measure (after 60 warm-up frames), 1 to 10000000.")
    var frames: Int = 600

    @Option(parsing: .unconditional, help: "Rows in the swept list (frame cost must not depend on it), 1 to 100000000.")
    var rows: Int = 200

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "Measure without the profiling overlay.")
    var noOverlay = false

    @OptionGroup(title: "Settings for the sweep and every session (the sweep runs at --hz, default 60)")
    var settings: SettingOptions

    /// Hidden: measure one redraw mode only (default: damage, then full, side by side).
    @Option(help: .hidden)
    var redraw: RedrawMode?

    func validate() throws {
        try size.checkLimits()
        try OptionLimit.frames.check(frames)
        try OptionLimit.rows.check(rows)
        try settings.checkSingle()
        try settings.checkNoAutoRate()
    }

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

    func run() throws {
        let overrides = try settings.overrides()
        var workloads: [Workload] = []
        let progress = isatty(STDERR_FILENO) == 1 && !json
        // Damage first (the figures that count), then full right after on the same workload.
        let modes: [RedrawMode] = redraw.map { [$0] } ?? [.damage, .full]
        func measured(_ body: (RedrawMode) throws -> Workload) rethrows -> Workload {
            var first = try body(modes[0])
            first.full = try modes.dropFirst().map(body)
            return first
        }
        workloads.append(measured { sweep(progress: progress, overrides: overrides, redraw: $0) })
        for file in sessionFiles() {
            workloads.append(try measured { mode in try replay(file, overrides: overrides, redraw: mode) })
        }
        // Last, so the sessions keep their places: the slide pager swept sideways (raster vs sweep).
        workloads.append(measured { sweep(progress: progress, overrides: overrides, kind: .slide, redraw: $0) })
        if json {
            try StandardOutput.write(BenchReport(size: size, rows: rows, overlay: !noOverlay, workloads: workloads).json + "\n")
        } else {
            try StandardOutput.write(table(workloads))
        }
    }

    private func sessionFiles() -> [String] {
        if !files.isEmpty { return files }
        guard let folder = CommittedSessions.folder() else {
            StandardError.line("skipped the committed sessions: no assets/sessions in the current directory "
                               + "or above the executable (name session files to bench them)")
            return []
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { "\(folder)/\($0)" }
    }

    /// `kind` `.profile`: the vertical sweep; `.slide`: the same finger sideways over the pager.
    private func sweep(progress: Bool, overrides: ReplayOverrides, kind: SceneKind = .profile,
                       redraw: RedrawMode) -> Workload {
        let options = SceneOptions(kind: kind, preset: overrides.physics ?? .ios, handoff: overrides.handoff,
                                   width: size.width, height: size.height, bounce: overrides.bounce ?? .parent,
                                   tabs: overrides.tabs ?? .reset,
                                   loadLatencyMs: overrides.loadLatencyMs ?? SessionHeader.defaultLoadLatencyMs,
                                   scale: overrides.scale ?? .one)
        let hz = overrides.hz ?? 60
        let loop = FrameLoop(options: options, hz: hz, overlayVisible: !noOverlay)
        loop.redraw = redraw
        var volume = Volume()
        if rows != 200 && kind == .profile {
            let scene = ProfileScene(width: size.width, height: size.height,
                                     tabs: [ProfileTab(title: "Posts", rows: rows)] + ProfileTab.standard.dropFirst(),
                                     preset: options.preset)
            scene.scroller.chain.policy = options.policy
            loop.replaceScene(scene)
        }
        let sweep = kind == .slide ? SyntheticSweep(width: size.width, height: size.height) : SyntheticSweep(height: size.height)
        let warmup = 60
        var statistics = PhaseStatistics()
        var idle = 0
        var allocationsBefore: UInt64 = 0
        let total = warmup + frames
        for index in 0..<total {
            if index == warmup { allocationsBefore = handoff_allocation_count() }
            let time = Double(index) * 1000 / hz
            let event = sweep.event(frame: index)
            loop.handle(event, timeMs: time)
            let drawn = loop.frame(dt: 1.0 / hz)
            if index >= warmup {
                if drawn { statistics.record(loop.profiler.frame(back: 0)); volume.add(loop) } else { idle += 1 }
            }
            if progress && index % 60 == 0 {
                StandardError.progress("sweep \(index * 100 / total)%")
            }
        }
        let allocations = handoff_allocation_count() &- allocationsBefore
        if progress { StandardError.progress("") }
        var workload = Workload(name: kind == .slide ? "slide sweep \(size)" : "sweep \(size) rows=\(rows)",
                                statistics: statistics, idleFrames: idle,
                                allocationsPerFrame: Double(allocations) / Double(max(1, statistics.frames)),
                                allocationsPerEvent: nil, redraw: redraw)
        volume.apply(to: &workload)
        return workload
    }

    /// Replays `file` on its clock, every frame run (no jumping over idle stretches: `beforeFrame`
    /// is given), and splits the allocations: those of reading the next events happen before
    /// `beforeFrame`, those of the frame (input handling, engine, raster) between it and `afterFrame`.
    private func replay(_ file: String, overrides: ReplayOverrides, redraw: RedrawMode) throws(SessionError) -> Workload {
        let replay = try Replay(path: file, overlay: !noOverlay, overrides: overrides)
        replay.loop.digestsFrames = false
        replay.loop.redraw = redraw
        var volume = Volume()
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
                return true
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
        var workload = Workload(name: name, statistics: statistics, idleFrames: idle,
                                allocationsPerFrame: Double(frameAllocations) / Double(max(1, statistics.frames + idle)),
                                allocationsPerEvent: Double(readAllocations) / Double(events), redraw: redraw)
        volume.apply(to: &workload)
        return workload
    }

    /// The table `bench` prints without `--json`, as one text (written, and checked, at once).
    private func table(_ workloads: [Workload]) -> String {
        func f(_ ns: UInt64) -> String { String(format: "%8.3f", Double(ns) / 1e6) }
        func count(_ value: Double) -> String {
            value >= 1e6 ? String(format: "%7.2fM", value / 1e6) : String(format: "%7.1fk", value / 1e3)
        }
        var text = "handoff bench  \(size)  overlay \(noOverlay ? "off" : "on")  (times in ms per drawn frame)\n"
        for w in workloads {
            let s = w.statistics
            text += "\n"
            var line = "\(w.name): \(s.frames) drawn frames"
            if w.idleFrames > 0 { line += " (+ \(w.idleFrames) idle, not in the figures)" }
            line += ", \(String(format: "%.2f", w.allocationsPerFrame)) heap allocations/frame"
            if let full = w.full.first { line += " (\(full.redraw.rawValue): \(String(format: "%.2f", full.allocationsPerFrame)))" }
            if let perEvent = w.allocationsPerEvent {
                line += ", \(String(format: "%.1f", perEvent)) per event read"
            }
            text += line + "\n"
            guard s.frames > 0 else { continue }
            let runs = [w] + w.full
            text += "  redraw        " + runs.map { "\($0.redraw.rawValue.padding(toLength: 27, withPad: " ", startingAt: 0))" }.joined() + "\n"
            text += "  phase    " + runs.map { _ in "     p50      p99      max " }.joined() + "\n"
            func row(_ label: String, _ pick: (PhaseStatistics) -> DurationHistogram) {
                text += "  \(label)" + runs.map { r in
                    let h = pick(r.statistics)
                    return "\(f(h.percentile(0.5))) \(f(h.percentile(0.99))) \(f(h.max)) "
                }.joined() + "\n"
            }
            row("engine ", \.engine)
            row("raster ", \.raster)
            row("present", \.present)
            row("core   ", \.core)
            text += "  pixels rasterised/frame  " + runs.map { "\($0.redraw.rawValue) \(count($0.pixelsPerFrame))   " }.joined() + "\n"
            text += "  bytes to present/frame   " + runs.map { "\($0.redraw.rawValue) \(count($0.bytesPerFrame))B  " }.joined() + "\n"
        }
        return text
    }
}
