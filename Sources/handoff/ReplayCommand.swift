import ArgumentParser
import Base
import Playground
import Raster
import Scenes
import ScrollEngine
import Sessions
import X11Host

/// `handoff replay FILE`: plays a recorded session, headless or in the window.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a session file, deterministically.",
        discussion: "Frame k is at k*1000/hz ms; events with t <= that time are delivered before it. Same file, same frames, bit for bit.")

    @Argument(help: "The session (.jsonl) to replay.")
    var file: String

    @Flag(help: "Run without a window (no X server needed), as fast as the machine allows.")
    var headless = false

    @Option(help: "Playback speed in the window (1 = real time). Ignored with --headless.")
    var speed: Double = 1

    @Option(help: "Write one JSON line per frame to OUT ('-' for standard output).")
    var trace: String?

    @Flag(help: "Print a JSON summary (frames, hash, final state, core_ms) on standard output.")
    var summary = false

    @Option(help: "Write the last frame as a PNG.")
    var screenshot: String?

    @Flag(help: "Draw the profiling overlay (never part of the hash).")
    var overlay = false

    @Flag(help: "In the window, present with XPutImage instead of MIT-SHM.")
    var noShm = false

    @Option(help: "Replay under this physics preset (name or .json file) instead of the header's.")
    var physics: PresetArgument?

    @Option(help: "Replay under this handoff policy instead of the header's (or the preset's).")
    var handoff: HandoffPolicy?

    @Option(help: "Replay with this bounce side (parent or child) instead of the header's.")
    var bounce: BounceSide?

    @Option(help: "Replay with this per-tab memory (reset or keep) instead of the header's.")
    var tabs: TabMemory?

    @Option(help: "Replay clock rate instead of the header's hz.")
    var hz: Double?

    @Option(name: .customLong("load-latency"), help: "Chat: load latency in ms instead of the header's.")
    var loadLatency: Double?

    @Option(help: ArgumentHelp("Draw at this scale instead of the header's (1 when it has none): the same offsets, more pixels.",
                               valueName: "1|1.25|1.5|2|3"))
    var scale: ScaleArgument?

    @Option(help: ArgumentHelp("Headless: play the session through the two panes of run --compare (A left, B right) and write only --screenshot.",
                               valueName: "PHYSICS[:HANDOFF],PHYSICS[:HANDOFF]"))
    var compare: CompareArgument?

    func validate() throws {
        if compare != nil, !headless || trace != nil || summary {
            throw ValidationError("--compare replays headless and writes only --screenshot (no --trace or --summary)")
        }
        guard speed.isFinite, speed > 0 else { throw ValidationError("--speed must be a number > 0") }
        if let hz, !(hz.isFinite && hz > 0 && hz <= 1000) { throw ValidationError("--hz must be a number in (0, 1000]") }
        if let loadLatency, !(loadLatency.isFinite && loadLatency >= 0 && loadLatency <= 86_400_000) {
            throw ValidationError("--load-latency must be a number of milliseconds >= 0")
        }
    }

    func run() throws {
        if let compare { return try runPanes(compare) }
        let overrides = ReplayOverrides(physics: try physics?.resolve(), handoff: handoff, bounce: bounce, tabs: tabs,
                                        hz: hz, loadLatencyMs: loadLatency, scale: scale?.scale)
        let replay: Replay
        do {
            replay = try Replay(path: file, overlay: overlay, overrides: overrides)
        } catch {
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }
        var traceOutput: TextOutput?
        if let trace {
            do { traceOutput = try TextOutput(path: trace) } catch {
                StandardError.line(error.description)
                throw ExitStatus.failure
            }
        }

        var window: X11Window?
        var presenter: WindowPresenter?
        if !headless {
            do {
                let opened = try X11Window(title: "Handoff replay: \(file)", width: replay.loop.framebuffer.width,
                                           height: replay.loop.framebuffer.height, useShm: !noShm)
                window = opened
                presenter = WindowPresenter(window: opened)
                replay.loop.presenter = presenter
            } catch {
                StandardError.line(error.description)
                throw ExitStatus.noDisplay
            }
        }

        StopSignal.install(restartCalls: true)
        let progress = ReplayProgress(file: file, enabled: ReplayProgress.standardErrorIsTerminal)
        let result: ReplaySummary
        do {
            let startMs = MonotonicClock.monotonicMs()
            var events: [HostEvent] = []
            let speed = self.speed
            result = try replay.run(
                beforeFrame: window.map { window in
                    { frameTimeMs in
                        // Pace to real time / speed, and let the viewer quit or close.
                        MonotonicClock.sleep(untilMs: startMs + frameTimeMs / speed)
                        events.removeAll(keepingCapacity: true)
                        do { try window.pollEvents(into: &events) } catch { return false }
                        for event in events {
                            switch event {
                            case .close: return false
                            case .key(let name, _) where name == "q" || name == "Escape": return false
                            default: continue
                            }
                        }
                        return presenter?.failure == nil
                    }
                },
                afterFrame: traceOutput.map { output in
                    { index, time, state in output.writeLine(TraceLine.json(frame: index, timeMs: time, state: state)) }
                },
                keepGoing: { index, time in
                    if StopSignal.received != 0 { return false }
                    progress.update(frame: index, timeMs: time)
                    return true
                })
        } catch {
            progress.clear()
            traceOutput?.flush()
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }
        progress.clear()
        traceOutput?.flush()
        if result.interrupted {
            // Every trace line written so far is whole and flushed; no summary or screenshot of
            // a replay that did not finish.
            StandardError.line("interrupted at frame \(result.finalFrame) (t = \(TraceLine.number(result.finalTimeMs)) ms); "
                               + (trace == nil ? "nothing written" : "trace complete up to that frame"))
            window?.close()
            throw ExitStatus.interrupted
        }
        for warning in replay.warnings { StandardError.line("warning: \(warning)") }
        if let failure = presenter?.failure {
            StandardError.line(failure.description)
            throw ExitStatus.noDisplay
        }

        if let screenshot {
            do { try PNGEncoder.write(replay.loop.framebuffer, to: screenshot) } catch {
                StandardError.line("\(screenshot): cannot write PNG: \(error)")
                throw ExitStatus.failure
            }
        }
        if summary { print(result.json) }
        window?.close()
    }

    /// `--compare`: the session through both panes, headless; the last frame to `--screenshot`.
    private func runPanes(_ compare: CompareArgument) throws {
        let header: SessionHeader
        do { header = try SessionReader(path: file).header } catch {
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }
        let base = ReplayOverrides(bounce: bounce, tabs: tabs, loadLatencyMs: loadLatency, scale: scale?.scale)
        let options = try compare.panes.map { pane in
            var overrides = base
            let preset = try pane.physics.resolve()
            overrides.physics = preset
            // As in run --compare: a pane without a policy runs its preset's own.
            overrides.handoff = pane.policy ?? preset.handoff
            return Replay.options(for: header, overrides: overrides)
        }
        let panes: ComparePanes
        do { panes = try CompareReplay.run(path: file, left: options[0], right: options[1], overlay: overlay) } catch {
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }
        if let screenshot {
            do { try PNGEncoder.write(panes.framebuffer, to: screenshot) } catch {
                StandardError.line("\(screenshot): cannot write PNG: \(error)")
                throw ExitStatus.failure
            }
        }
    }
}