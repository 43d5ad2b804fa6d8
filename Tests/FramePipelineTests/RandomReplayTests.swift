import Diagnostics
import Foundation
import Replay
import Scenes
import Sessions
import Testing

/// Random valid sessions (every event type, within the documented limits, every scene) replayed
/// through the whole frame loop. A crash or trap fails the run; every session must finish, and
/// jumping over idle frames must change nothing: the same frames, hash, final state and trace
/// as running every frame.
///
/// `HANDOFF_SOAK_SECONDS=N swift test -c release --filter RandomReplayTests` keeps drawing new
/// seeds for N seconds (the soak in docs/development.md); the seed being replayed is written to
/// `$TMPDIR/handoff-soak-seed` first, so a crash names the session that caused it.
@Suite("Random sessions replay without a crash, and jumping idle frames changes nothing")
struct RandomReplayTests {
    static let scenes = SceneRegistry.kinds

    /// Replays `session`, returning the summary and a digest of its trace lines (nil: not traced).
    static func replay(_ text: String, everyFrame: Bool, trace: Bool) throws -> (ReplaySummary, UInt64?, Int) {
        let path = NSTemporaryDirectory() + "random-replay-\(UUID().uuidString).jsonl"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let replay = try Replay(path: path)
        var traceDigest: UInt64 = 0xCBF2_9CE4_8422_2325
        var lines = 0
        var expectedIndex = 0
        var ordered = true
        let summary = try replay.run(
            beforeFrame: everyFrame ? { _ in true } : nil,
            afterFrame: trace ? { index, time, state in
                if index != expectedIndex { ordered = false }
                expectedIndex = index + 1
                for byte in TraceLine.json(frame: index, timeMs: time, state: state).utf8 {
                    traceDigest = (traceDigest ^ UInt64(byte)) &* 0x100_0000_01B3
                }
                lines += 1
            } : nil)
        #expect(ordered, "trace frames are numbered 0, 1, 2, …")
        return (summary, trace ? traceDigest : nil, lines)
    }

    /// One seed: generate, write, replay with and (when short enough) without jumping.
    static func check(seed: UInt64, events count: Int, pixelRate: Double) throws {
        var generator = RandomSessionGenerator(seed: seed)
        let (header, events) = generator.session(scene: scenes[Int(seed % UInt64(scenes.count))],
                                                 count: 1 + generator.below(count), pixelRate: pixelRate)
        let text = try SessionWriter.text(header: header, events: events)
        // The soak keeps the session being replayed, so a crash or a hang can be replayed by hand.
        if let keep = ProcessInfo.processInfo.environment["HANDOFF_SOAK_KEEP"] {
            try? text.write(toFile: keep, atomically: false, encoding: .utf8)
        }
        // Frames the replay will run, at most: the last event's frame plus the 30 s settle cap.
        let lastT = events.last?.t ?? 0
        let frames = (lastT + Replay.settleCapMs) * header.hz / 1000
        let (jumped, jumpedTrace, _) = try replay(text, everyFrame: false, trace: frames < 200_000)
        #expect(jumped.frames >= 1)
        #expect(jumped.frames == jumped.finalFrame + 1)
        #expect(jumped.drawnFrames <= jumped.frames)
        guard frames < 200_000 else { return }
        let (every, everyTrace, lines) = try replay(text, everyFrame: true, trace: true)
        #expect(lines == every.frames)
        #expect(every.frames == jumped.frames, "seed \(seed)")
        #expect(every.hash == jumped.hash, "seed \(seed)")
        #expect(every.finalTraceLine == jumped.finalTraceLine, "seed \(seed)")
        #expect(everyTrace == jumpedTrace, "seed \(seed)")
    }

    /// Kept small for debug builds (which rasterise ~30× slower): the soak runs the large ones.
    @Test("random sessions of every scene replay, and jumping idle frames changes nothing", arguments: 0..<UInt64(12))
    func randomSessions(seed: UInt64) throws {
        try Self.check(seed: seed, events: 40, pixelRate: 5e6)
    }

    /// HANDOFF_SOAK_SECONDS, or 0 when unset.
    static let soakSeconds = Double(ProcessInfo.processInfo.environment["HANDOFF_SOAK_SECONDS"] ?? "") ?? 0

    /// The soak: as many seeds as fit in HANDOFF_SOAK_SECONDS; skipped (and reported so) without it.
    @Test("soak: random sessions for HANDOFF_SOAK_SECONDS seconds",
          .enabled(if: soakSeconds > 0, "set HANDOFF_SOAK_SECONDS to run the soak"))
    func soak() throws {
        let seconds = Self.soakSeconds
        let start = Date()
        var seed: UInt64 = UInt64(ProcessInfo.processInfo.environment["HANDOFF_SOAK_FIRST_SEED"] ?? "") ?? 1000
        var runs = 0
        // Pixels drawn per second of animation (largest frame × hz): the default keeps a session
        // to a fraction of a second, so minutes try thousands of them.
        let pixelRate = Double(ProcessInfo.processInfo.environment["HANDOFF_SOAK_PIXEL_RATE"] ?? "") ?? 5e7
        let seedFile = NSTemporaryDirectory() + "handoff-soak-seed"
        while Date().timeIntervalSince(start) < seconds {
            try? "\(seed)\n".write(toFile: seedFile, atomically: false, encoding: .utf8)
            try Self.check(seed: seed, events: 160, pixelRate: pixelRate)
            seed += 1
            runs += 1
        }
        print("soak: \(runs) random sessions replayed in \(Int(Date().timeIntervalSince(start))) s, seeds from \(seed - UInt64(runs)) to \(seed - 1)")
        #expect(runs > 0)
    }
}
