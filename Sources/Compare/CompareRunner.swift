import Dispatch
import Playground
import ScrollEngine
import Sessions
import Synchronization

/// Runs one replay per setting, in parallel on the machine's cores, and returns them in the order
/// given.
public enum CompareRunner {
    /// The most runs one `compare` makes.
    public static let maximumRuns = 8

    /// One run per combination, presets varying slowest, in the order given; nil means the
    /// header's value (a list left out on the command line is `[nil]`).
    public static func combinations(physics: [PhysicsPreset?], handoff: [HandoffPolicy?]) -> [ReplayOverrides] {
        physics.flatMap { preset in handoff.map { ReplayOverrides(physics: preset, handoff: $0) } }
    }

    /// Replays `path` once per entry of `runs` (each run's settings in place of the header's). The session is read once up front for its release;
    /// then every run is independent (nothing shared is mutated: each builds its own replay, and the
    /// presets and fonts they share are immutable `let`s). The first failure, in run order, is
    /// thrown.
    public static func run(path: String, runs: [ReplayOverrides]) throws(SessionError) -> [CompareRun] {
        let releaseMs = try SessionRelease.lastReleaseMs(path: path)
        let slots = Mutex<[Result<CompareRun, SessionError>?]>(Array(repeating: nil, count: runs.count))
        let jobs = runs
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let result: Result<CompareRun, SessionError>
            do throws(SessionError) {
                result = .success(try CompareRun.execute(path: path, overrides: jobs[index], releaseMs: releaseMs))
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
        return finished
    }
}
