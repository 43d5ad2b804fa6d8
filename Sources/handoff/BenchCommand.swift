import ArgumentParser
import BenchSuite
import Foundation
import FramePipeline
import Output
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

    @OptionGroup(title: "Settings")
    var settings: SettingOptions<BenchSettingsHelp>

    /// Hidden: measure one redraw mode only (default: damage, then full, side by side).
    @Option(help: .hidden)
    var redraw: RedrawMode?

    func validate() throws {
        try size.checkLimits()
        if let scale = settings.scale?.scale,
           let problem = SessionLimits.deviceSizeProblem(width: size.width, height: size.height, scale: scale.value, label: "--scale \(scale)") {
            throw ValidationError("--size " + problem)
        }
        try OptionLimit.frames.check(frames)
        try OptionLimit.rows.check(rows)
        try settings.checkSingle()
        try settings.checkNoAutoRate()
    }

    func run() throws {
        // A progress line only on a terminal, and never with --json.
        let progress: ((String) -> Void)? = isatty(STDERR_FILENO) == 1 && !json ? { StandardError.progress($0) } : nil
        let bench = BenchRun(width: size.width, height: size.height, frames: frames, rows: rows, overlay: !noOverlay,
                             progress: progress)
        let overrides = try settings.overrides()
        let workloads = try bench.workloads(files: sessionFiles(), overrides: overrides,
                                            modes: redraw.map { [$0] } ?? [.damage, .full])
        try StopRequest.throwIfRequested()
        if json {
            try StandardOutput.write(BenchReport(run: bench, workloads: workloads).json + "\n")
        } else {
            try StandardOutput.write(bench.table(workloads))
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
}
