#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Output

/// The progress line of a long replay (docs/trace.md, "Summary"): on standard error, only when it
/// is a terminal, only once the replay has run for 2 s, refreshed a few times a second.
public final class ReplayProgress {
    /// Wall-clock time before the first progress line, in ms.
    public static let delayMs = 2000.0
    /// Time between two refreshes, in ms.
    public static let intervalMs = 250.0

    /// Whether standard error is a terminal (a progress line in a log file is only noise).
    public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private let file: String
    private let enabled: Bool
    private let startMs = MonotonicClock.monotonicMs()
    private var nextCheck = 0
    private var nextRefreshMs: Double
    private var shown = false

    /// Progress for `file`'s replay; `enabled` false shows none.
    public init(file: String, enabled: Bool) {
        self.file = file
        self.enabled = enabled
        nextRefreshMs = startMs + Self.delayMs
    }

    /// Called after every frame; reads the clock only every 256 calls, so it costs nothing.
    public func update(frame: Int, timeMs: Double) {
        guard enabled else { return }
        nextCheck -= 1
        guard nextCheck <= 0 else { return }
        nextCheck = 256
        let now = MonotonicClock.monotonicMs()
        guard now >= nextRefreshMs else { return }
        nextRefreshMs = now + Self.intervalMs
        shown = true
        let seconds = (timeMs / 100).rounded(.down) / 10
        let wall = ((now - startMs) / 100).rounded(.down) / 10
        StandardError.progress("replaying \(file): frame \(frame), session time \(seconds) s, \(wall) s elapsed (Ctrl-C stops, trace kept)")
    }

    /// Removes the progress line, if one was shown.
    public func clear() {
        if shown { StandardError.progress("") }
        shown = false
    }
}
