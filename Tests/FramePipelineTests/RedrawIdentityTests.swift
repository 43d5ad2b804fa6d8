import Foundation
import FramePipeline
import Pixels
import Raster
import Replay
import Scenes
import Sessions
import Testing

/// `damage` redraw (move what scrolled, draw what changed) against `full` redraw (draw every
/// pixel, in bands): the same frames bit for bit, whatever the scene, session or panels shown.
@Suite("Damage redraw gives the full redraw's pixels")
struct RedrawIdentityTests {
    static let sessions: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/sessions").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { "\(root)/\($0)" }
    }()

    /// Replays `path` every frame in `mode`; the summary and the mean pixels rasterised per drawn frame.
    static func replay(_ path: String, _ mode: RedrawMode, overlay: Bool = false,
                       scale: DisplayScale? = nil) throws -> (ReplaySummary, Double) {
        let replay = try Replay(path: path, overlay: overlay, overrides: ReplayOverrides(scale: scale))
        replay.loop.redraw = mode
        var pixels = 0.0
        var drawn = 0
        var lastDrawn = 0
        let summary = try replay.run(beforeFrame: { _ in true }, afterFrame: { _, _, _ in
            guard replay.loop.drawnCount != lastDrawn else { return }
            lastDrawn = replay.loop.drawnCount
            pixels += Double(replay.loop.rasterizedPixels)
            drawn += 1
        })
        return (summary, pixels / Double(max(1, drawn)))
    }

    @Test("there are committed sessions of every scene to compare")
    func sessionsFound() throws {
        #expect(Self.sessions.count >= 5)
        var scenes = Set<SceneKind>()
        for path in Self.sessions { scenes.insert(try SessionReader(path: path).header.scene) }
        #expect(scenes == Set(SceneRegistry.kinds))
    }

    @Test("every committed session: same sequence hash in both modes, with and without the overlay",
          arguments: sessions)
    func committed(path: String) throws {
        let (full, _) = try Self.replay(path, .full)
        let (damage, _) = try Self.replay(path, .damage)
        let (panels, _) = try Self.replay(path, .damage, overlay: true)
        #expect(full.frames == damage.frames)
        #expect(full.hash == damage.hash, "\(path)")
        #expect(full.hash == panels.hash, "\(path): the overlay over a damage frame")
    }

    @Test("at scale 2 the moved blocks are whole device pixels: same hash both ways, and less drawn")
    func doubleScale() throws {
        let path = try #require(Self.sessions.first { $0.hasSuffix("wheel.jsonl") })
        let (full, fullPixels) = try Self.replay(path, .full, scale: DisplayScale(2))
        let (damage, damagePixels) = try Self.replay(path, .damage, overlay: true, scale: DisplayScale(2))
        #expect(full.hash == damage.hash)
        #expect(damagePixels < fullPixels)
    }

    @Test("a scrolling session rasterises a small part of each frame in damage mode")
    func damageDrawsLess() throws {
        let path = try #require(Self.sessions.first { $0.hasSuffix("fling-seam-down.jsonl") })
        let header = try SessionReader(path: path).header
        let (_, fullPixels) = try Self.replay(path, .full)
        let (_, damagePixels) = try Self.replay(path, .damage)
        #expect(fullPixels == Double(header.width * header.height))
        #expect(damagePixels < 0.35 * fullPixels, "damage \(damagePixels) of \(fullPixels) per frame")
    }

    @Test("random sessions of every scene: same sequence hash in both modes", arguments: 0..<UInt64(10))
    func random(seed: UInt64) throws {
        var generator = RandomSessionGenerator(seed: 0xD4_4A6E + seed)
        let scene = SceneRegistry.kinds[Int(seed) % SceneRegistry.kinds.count]
        let (header, events) = generator.session(scene: scene, count: 1 + generator.below(60), pixelRate: 4e6)
        let path = NSTemporaryDirectory() + "redraw-\(UUID().uuidString).jsonl"
        try SessionWriter.text(header: header, events: events).write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (full, _) = try Self.replay(path, .full)
        let (damage, _) = try Self.replay(path, .damage, overlay: seed % 2 == 0)
        #expect(full.frames == damage.frames, "seed \(seed) \(scene)")
        #expect(full.hash == damage.hash, "seed \(seed) \(scene)")
    }
}
