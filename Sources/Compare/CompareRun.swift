import Foundation
import Playground
import Sessions

/// One headless replay of a session under one setting, with its trace kept for the metrics and
/// the plot.
public struct CompareRun: Sendable {
    /// The documented row.
    public var row: CompareRow
    /// Every trace line, decoded.
    public var frames: [TraceFrame]
    /// The session's last release, ms.
    public var releaseMs: Double?

    /// Replays `path` under `overrides` and measures it; the row names the settings the replay ran
    /// with. Each call builds its own `Replay` (its own scene, engine, framebuffer and decoder), so
    /// calls may run on several threads at once.
    public static func execute(path: String, overrides: ReplayOverrides,
                               releaseMs: Double?) throws(SessionError) -> CompareRun {
        let replay = try Replay(path: path, overrides: overrides)
        let setting = CompareSetting(physics: replay.settings.physics, handoff: replay.settings.handoff)
        let decoder = JSONDecoder()
        var frames: [TraceFrame] = []
        var lastLine = "{}"
        var decodingFailure: String?
        let summary = try replay.run(afterFrame: { index, time, state in
            // The same text `replay --trace` writes, read back the way a script would read it.
            lastLine = TraceLine.json(frame: index, timeMs: time, state: state)
            do { frames.append(try TraceFrame.decode(line: lastLine, decoder: decoder)) } catch {
                decodingFailure = decodingFailure ?? "trace line \(index) does not decode: \(error)"
            }
        })
        if let decodingFailure {
            throw SessionError(file: path, line: 0, message: decodingFailure, kind: .io)
        }
        let metrics = HandoffMetrics.measure(frames, releaseMs: releaseMs)
        let final = (try? JSONTree.parse(lastLine)) ?? .null
        return CompareRun(row: CompareRow(setting: setting, frames: summary.frames, hash: summary.hash,
                                          metrics: metrics, final: final),
                          frames: frames, releaseMs: releaseMs)
    }

    /// The run's plot series.
    public var series: TraceSeries {
        TraceSeries(label: row.setting.label, frames: frames, releaseMs: releaseMs, metrics: row.metrics)
    }
}
