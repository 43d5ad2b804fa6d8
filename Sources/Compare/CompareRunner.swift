import Dispatch
import Replay
import ScrollEngine
import Sessions
import Synchronization

/// Runs one replay per setting, in parallel on the machine's cores, and returns them in the order
/// given.
public enum CompareRunner {
    /// The most runs one `compare` makes.
    public static let maximumRuns = 16

    /// One run per combination, presets varying slowest, in the order given; nil means the
    /// header's value (a list left out on the command line is `[nil]`).
    public static func combinations(physics: [PhysicsPreset?], handoff: [HandoffPolicy?]) -> [ReplayOverrides] {
        physics.flatMap { preset in handoff.map { ReplayOverrides(physics: preset, handoff: $0) } }
    }

    /// Replays the session at `path` once per entry of `runs` (each run's settings in place of the
    /// header's); with `plot`, each run also keeps its series for that window. The session is read
    /// once up front for its moments (a pipe or FIFO only then: `SessionInput`); then every run is
    /// independent (nothing shared is mutated: each builds its own replay, and the presets and
    /// fonts they share are immutable `let`s). The first failure, in run order, is thrown.
    /// With `perfetto`, each run also keeps its Chrome JSON trace events, as process 1, 2, … in run order.
    public static func run(path: String, runs: [ReplayOverrides], plot: PlotWindow? = nil,
                           perfetto: Bool = false) throws(SessionError) -> CompareOutcome {
        let input = try SessionInput(path: path)
        let moments = try SessionMoments(reading: input.reader())
        let kept = plot?.recorded(gestureStartMs: moments.lastGestureStartMs)
        let slots = Mutex<[Result<CompareRun, SessionError>?]>(Array(repeating: nil, count: runs.count))
        let jobs = runs
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result: Result<CompareRun, SessionError>
            do throws(SessionError) {
                result = .success(try CompareRun.execute(input: input, overrides: jobs[index],
                                                         releaseMs: moments.lastReleaseMs, plot: kept,
                                                         perfettoPid: perfetto ? index + 1 : nil))
            } catch {
                result = .failure(error)
            }
            slots.withLock { $0[index] = result }
        }
        var finished: [CompareRun] = []
        for slot in slots.withLock({ $0 }) {
            switch slot {
            case .success(let run)?: finished.append(run)
            case .failure(let error)?: throw error
            case nil: throw SessionError(file: path, line: 0, message: "a compare run did not finish", kind: .io)
            }
        }
        let span = plot.map { window in
            window.shown(gestureStartMs: moments.lastGestureStartMs,
                         lastMotionMs: finished.compactMap(\.lastMotionMs).max(),
                         endMs: finished.compactMap { $0.series?.endMs }.max() ?? 0)
        }
        return CompareOutcome(runs: finished, moments: moments, plotSpan: span)
    }
}
