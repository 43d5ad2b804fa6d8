import Foundation
import HostInterface
import Live
import Replay
import Scenes
import ScrollEngine
@testable import Sessions
import Testing

/// The tuned state is data: a live run tuned with the panel records the tuned preset's effect so
/// that its replay reproduces it, and the preset exported as a file replays the same input to the
/// same frames.
@Suite("Tuning in the window, recorded and exported")
struct TuningRoundTripTests {
    /// The panel's keys (the panel, friction one step down, down to the handoff row and on to the
    /// next policy) before the drag of ``LiveLoopTests/drag(quitMs:)``.
    static let tuningKeys = ["t", "Left"] + Array(repeating: "Down", count: TuningTable.rows.count - 1) + ["Right"]

    static func script() -> [(atMs: Double, event: HostEvent)] {
        let keys = tuningKeys.enumerated().map { index, name in
            (atMs: 20 + Double(index) * 5, event: HostEvent.key(name: name, timeMs: 20 + Double(index) * 5))
        }
        return keys + LiveLoopTests.drag()
    }

    /// The session at `path` without the panel's key lines.
    static func withoutTuningKeys(_ path: String) throws -> [UInt8] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { line in !tuningKeys.contains { line.contains(#""type":"key","key":"\#($0)""#) } }
        return Array(kept.joined(separator: "\n").utf8)
    }

    @Test("export json, load it, replay: the same hash and final state as the tuned live run's recording")
    func exportedPresetReplaysTheTunedRun() throws {
        let path = NSTemporaryDirectory() + "tuned-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let host = ScriptedHost(periodMs: LiveLoopTests.period, script: Self.script())
        let (loop, _) = LiveLoopTests.loop(host, pacing: .vblank, recordPath: path)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }

        // What the panel did, worked out apart: ios's rate one step down, the policy after nested.
        var tuning = PresetTuning(preset: .ios)
        let rows = TuningTable.rows
        try tuning.step(rows[0], by: -1)
        try tuning.step(rows[rows.count - 1], by: 1)
        #expect(PresetTuning.number(at: "fling.rate", in: PresetTuning.document(tuning.preset)) == 0.9975)
        #expect(tuning.preset.handoff == HandoffPolicy.nested.next)

        let recorded = try Replay(reader: SessionReader(path: path)).run()
        let exported = ExportFormat.json.render(tuning.preset, version: "test")
        let loaded = try PresetDocument.preset(fromJSON: exported)
        #expect(loaded == tuning.preset)
        let fromFile = try Replay(reader: SessionReader(bytes: Self.withoutTuningKeys(path), name: "s.jsonl"),
                                  overrides: ReplayOverrides(physics: loaded, handoff: loaded.handoff)).run()
        #expect(fromFile.hash == recorded.hash)
        #expect(fromFile.final == recorded.final)
        // And the tuning mattered: the same input under ios itself ends elsewhere.
        let untuned = try Replay(reader: SessionReader(bytes: Self.withoutTuningKeys(path), name: "s.jsonl")).run()
        #expect(untuned.hash != recorded.hash)
    }

    @Test("a recording started with r while the panel shows begins with the keys that open it at its row")
    func recordingStartsWithThePanelKeys() throws {
        let path = NSTemporaryDirectory() + "tuned-r-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let keys = ["t", "Down", "Down"].enumerated().map { index, name in
            (atMs: 20 + Double(index) * 5, event: HostEvent.key(name: name, timeMs: 20 + Double(index) * 5))
        }
        let host = ScriptedHost(periodMs: LiveLoopTests.period,
                                script: keys + [(60, .key(name: "r", timeMs: 60)), (200, .key(name: "q", timeMs: 200))])
        let (loop, _) = LiveLoopTests.loop(host, pacing: .vblank, recordPath: nil)
        let directory = FileManager.default.currentDirectoryPath
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        let note = try #require(host.notes.first { $0.hasPrefix("recording to ") })
        let recording = String(note.dropFirst("recording to ".count))
        defer { try? FileManager.default.removeItem(atPath: recording) }
        #expect(recording.hasPrefix(directory))
        let (_, events, _) = try SessionReader.readAll(path: recording)
        let names = events.compactMap { if case .key(let name) = $0.event { name } else { nil } }
        #expect(names.prefix(3) == ["t", "Down", "Down"])
    }

    @Test("x's file is named like a recording and never overwrites one")
    func exportNames() {
        let first = TuningExport.unusedName(at: 0, taken: { _ in false })
        #expect(first.hasPrefix("handoff-") && first.hasSuffix(".json"))
        let stem = first.dropLast(".json".count)
        #expect(TuningExport.unusedName(at: 0, taken: { $0 == first }) == "\(stem)-2.json")
        #expect(TuningExport.unusedName(at: 0, taken: { $0 == first || $0 == "\(stem)-2.json" }) == "\(stem)-3.json")
    }
}
