import ArgumentParser
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
        abstract: "Benchmark the frame loop headlessly: per-phase p50/p99/max, fps equivalent, heap allocations per frame.",
        discussion: "Without FILEs: the sessions in assets/sessions/ (if found) and a synthetic sweep that moves the offset every frame. Build with -c release for meaningful numbers.")

    @Argument(help: "Session files to replay (default: assets/sessions/*.jsonl).")
    var files: [String] = []

    @Option(help: "Frame size, WxH.")
    var size: ViewportSize = ViewportSize(width: 1920, height: 1080)

    @Option(help: "Frames of the synthetic sweep to measure (after 60 warm-up frames).")
    var frames: Int = 600

    @Option(help: "Rows in the swept list (frame cost must not depend on it).")
    var rows: Int = 200

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "Measure without the profiling overlay.")
    var noOverlay = false

    @Option(help: "Physics preset (name or .json file) for the sweep and every session.")
    var physics: PresetArgument?

    @Option(help: "Handoff policy for the sweep and every session.")
    var handoff: HandoffPolicy?

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        guard rows >= 1, rows <= 100_000_000 else { throw ValidationError("--rows must be between 1 and 100000000") }
    }

    struct Workload {
        var name: String
        var statistics: PhaseStatistics
        var allocationsPerFrame: Double
    }

    func run() throws {
        let preset = try physics?.resolve()
        let overrides = ReplayOverrides(physics: preset, handoff: handoff)
        var workloads: [Workload] = []
        let progress = isatty(STDERR_FILENO) == 1 && !json
        workloads.append(sweep(progress: progress, overrides: overrides))
        for file in sessionFiles() {
            do { workloads.append(try replay(file, overrides: overrides)) } catch {
                StandardError.line(error.description)
                throw ExitStatus.badData
            }
        }
        if json {
            print(jsonReport(workloads))
        } else {
            printTable(workloads)
        }
    }

    private func sessionFiles() -> [String] {
        if !files.isEmpty { return files }
        let folder = "assets/sessions"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { "\(folder)/\($0)" }
    }

    private func sweep(progress: Bool, overrides: ReplayOverrides) -> Workload {
        let options = SceneOptions(kind: .profile, preset: overrides.physics ?? .ios, handoff: overrides.handoff,
                                   width: size.width, height: size.height)
        let loop = FrameLoop(options: options, hz: 60, overlayVisible: !noOverlay)
        if rows != 200 {
            let scene = ProfileScene(width: size.width, height: size.height,
                                     tabs: [ProfileTab(title: "Posts", rows: rows)] + ProfileTab.standard.dropFirst(),
                                     preset: options.preset)
            scene.scroller.chain.policy = options.policy
            loop.replaceScene(scene)
        }
        let sweep = SyntheticSweep(height: size.height)
        let warmup = 60
        var statistics = PhaseStatistics()
        var allocationsBefore: UInt64 = 0
        let total = warmup + frames
        for index in 0..<total {
            if index == warmup { allocationsBefore = handoff_allocation_count() }
            let time = Double(index) * 1000 / 60
            let event = sweep.event(frame: index)
            loop.handle(event, timeMs: time)
            loop.frame(dt: 1.0 / 60)
            if index >= warmup { statistics.record(loop.profiler.frame(back: 0)) }
            if progress && index % 60 == 0 {
                StandardError.progress("sweep \(index * 100 / total)%")
            }
        }
        let allocations = handoff_allocation_count() &- allocationsBefore
        if progress { StandardError.progress("") }
        return Workload(name: "sweep \(size) rows=\(rows)", statistics: statistics,
                        allocationsPerFrame: Double(allocations) / Double(frames))
    }

    private func replay(_ file: String, overrides: ReplayOverrides) throws(SessionError) -> Workload {
        let replay = try Replay(path: file, overlay: !noOverlay, overrides: overrides)
        replay.loop.digestsFrames = false
        var statistics = PhaseStatistics()
        let before = handoff_allocation_count()
        _ = try replay.run(afterFrame: { _, _, _ in statistics.record(replay.loop.profiler.frame(back: 0)) })
        let allocations = handoff_allocation_count() &- before
        let name = (file as NSString).lastPathComponent
        return Workload(name: name, statistics: statistics,
                        allocationsPerFrame: Double(allocations) / Double(max(1, statistics.frames)))
    }

    private func jsonReport(_ workloads: [Workload]) -> String {
        func phases(_ s: PhaseStatistics) -> String {
            "{\"engine\":\(PhaseStatistics.json(s.engine)),\"raster\":\(PhaseStatistics.json(s.raster)),\"present\":\(PhaseStatistics.json(s.present))}"
        }
        func allocs(_ value: Double) -> String { TraceLine.number((value * 1000).rounded() / 1000) }
        let main = workloads[0]
        var out = "{\"size\":[\(size.width),\(size.height)],\"frames\":\(main.statistics.frames),\"phases\":\(phases(main.statistics)),\"allocs_per_frame\":\(allocs(main.allocationsPerFrame))"
        out += ",\"core\":\(PhaseStatistics.json(main.statistics.core)),\"rows\":\(rows),\"overlay\":\(!noOverlay),\"workloads\":["
        out += workloads.map { w in
            "{\"name\":\"\(w.name)\",\"frames\":\(w.statistics.frames),\"phases\":\(phases(w.statistics)),\"allocs_per_frame\":\(allocs(w.allocationsPerFrame))}"
        }.joined(separator: ",")
        out += "]}"
        return out
    }

    private func printTable(_ workloads: [Workload]) {
        func f(_ ns: UInt64) -> String { String(format: "%8.3f", Double(ns) / 1e6) }
        print("handoff bench  \(size)  overlay \(noOverlay ? "off" : "on")  (times in ms per frame)")
        for w in workloads {
            let s = w.statistics
            print("")
            print("\(w.name): \(s.frames) frames, \(String(format: "%.2f", w.allocationsPerFrame)) heap allocations/frame, \(String(format: "%.0f", 1e9 / Double(max(1, s.core.percentile(0.5))))) fps equivalent (p50 core)")
            print("  phase         p50      p99      max")
            print("  engine   \(f(s.engine.percentile(0.5))) \(f(s.engine.percentile(0.99))) \(f(s.engine.max))")
            print("  raster   \(f(s.raster.percentile(0.5))) \(f(s.raster.percentile(0.99))) \(f(s.raster.max))")
            print("  present  \(f(s.present.percentile(0.5))) \(f(s.present.percentile(0.99))) \(f(s.present.max))")
            print("  core     \(f(s.core.percentile(0.5))) \(f(s.core.percentile(0.99))) \(f(s.core.max))")
        }
    }
}
