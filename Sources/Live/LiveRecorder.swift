import Scenes
import Sessions

/// The recording switch of a live session (`--record PATH`, key `r`): at most one recording at a
/// time, the given path for the first and a dated name for each later one, and the first failure
/// kept for the session to end on.
public final class LiveRecorder {
    /// The recording under way, if any.
    public private(set) var recording: LiveRecording?
    /// A recording that could not start, or the first write that failed.
    public var failure: SessionError? { startFailure ?? recording?.failure ?? finishFailure }
    private var startFailure: SessionError?
    private var finishFailure: SessionError?
    private var nextPath: String?

    /// A switch whose first recording goes to `path` (nil: a dated name).
    public init(path: String?) { nextPath = path }

    /// Records `event` at `timeMs` on the session's time line, if recording.
    public func record(_ event: SessionEvent, timeMs: Double) { recording?.record(event, timeMs: timeMs) }

    /// Starts a recording of `options` at `hz` from `startMs` on the time line; `clockSeconds`
    /// names it when no path was given. Returns its path, or nil if it could not start.
    public func start(options: SceneOptions, hz: Double, startMs: Double, clockSeconds: Int) -> String? {
        let path = nextPath ?? LiveRecording.unusedName(at: clockSeconds)
        nextPath = nil  // a second recording makes a new file rather than overwrite the first
        do {
            recording = try LiveRecording(path: path, options: options, hz: hz, startMs: startMs)
            return path
        } catch {
            startFailure = error
            return nil
        }
    }

    /// Ends the recording under way at `endMs`; returns its path (nil if none was under way).
    public func stop(endMs: Double) -> String? {
        guard let active = recording else { return nil }
        if let failure = active.finish(endMs: endMs), finishFailure == nil { finishFailure = failure }
        recording = nil
        return active.path
    }
}
