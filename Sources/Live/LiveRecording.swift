#if canImport(Glibc)
import Glibc
#endif
import Scenes
import ScrollEngine
import Sessions

/// The recording of a live session (`--record`, key `r`): the session file being written, on the
/// live time line, with the first failure kept rather than thrown from the middle of a frame.
public final class LiveRecording {
    /// The file being written.
    public let path: String
    /// Where the recording starts on the session's time line, ms: file times are relative to it.
    public let startMs: Double
    /// The first write that failed; nothing more is written after it.
    public private(set) var failure: SessionError?
    private let recorder: SessionRecorder

    /// Starts writing `path` with the header for `options` at `hz`, at `startMs` on the time line.
    public init(path: String, options: SceneOptions, hz: Double, startMs: Double) throws(SessionError) {
        // A preset that is not a built-in one verbatim (a file) goes in whole, so the file replays anywhere.
        let builtIn = PhysicsPreset.named(options.preset.name) == options.preset
        let header = SessionHeader(scene: options.kind, physics: options.preset.name,
                                   width: options.width, height: options.height, hz: hz,
                                   bounce: options.bounce, loadLatencyMs: options.loadLatencyMs,
                                   inlinePreset: builtIn ? nil : options.preset,
                                   handoffPolicy: options.handoff, tabs: options.tabs, scale: options.scale.value)
        recorder = try SessionRecorder(path: path, header: header)
        self.path = path
        self.startMs = startMs
    }

    /// Records `event` at `timeMs` on the time line. Key `r` (which starts and stops recordings)
    /// is not part of what a replay should do.
    public func record(_ event: SessionEvent, timeMs: Double) {
        guard failure == nil else { return }
        if case .key("r") = event { return }
        do { try recorder.record(event, at: max(0, timeMs - startMs)) } catch { failure = error }
    }

    /// Ends the file at `endMs` on the time line; returns the first failure, if any.
    @discardableResult
    public func finish(endMs: Double) -> SessionError? {
        do { try recorder.finish(endAt: max(0, endMs - startMs)) } catch { if failure == nil { failure = error } }
        return failure
    }

    /// The name of a recording started at `time` (seconds since 1970) in the local time zone:
    /// `handoff-YYYYMMDD-HHMMSS.jsonl`.
    public static func defaultName(at time: Int) -> String {
        var now = time_t(time)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "handoff-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec)).jsonl"
    }
}
