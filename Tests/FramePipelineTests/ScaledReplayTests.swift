import Foundation
@testable import Pixels
import Raster
@testable import Replay
import Scenes
import Sessions
import Testing

/// A session replays to the same logical offsets at every scale; only the pixels grow.
@Suite("Replay at another scale")
struct ScaledReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every frame's state of `session` replayed at `scale`, and the framebuffer's size.
    static func states(_ session: String, scale: DisplayScale?) throws -> (states: [SceneState], width: Int, height: Int) {
        let replay = try Replay(path: root + "/assets/sessions/" + session, overrides: ReplayOverrides(scale: scale))
        var states: [SceneState] = []
        _ = try replay.run(afterFrame: { _, _, state in states.append(state) })
        return (states, replay.loop.framebuffer.width, replay.loop.framebuffer.height)
    }

    @Test("same states frame by frame at 1, 1.5 and 2", arguments: ["tabs.jsonl", "fling-seam-down.jsonl", "slide-swipe.jsonl"])
    func sameOffsets(session: String) throws {
        let one = try Self.states(session, scale: nil)
        for scale in [DisplayScale(1.5)!, DisplayScale(2)!] {
            let scaled = try Self.states(session, scale: scale)
            #expect(scaled.states == one.states)
            #expect(scaled.width == scale.device(one.width) && scaled.height == scale.device(one.height))
        }
    }

    @Test("window events in device pixels become logical ones; notches and keys stay")
    func eventsBecomeLogical() {
        let two = DisplayScale(2)!
        #expect(SessionEvent.down(x: 640, y: 300, button: 1).logical(scale: two) == .down(x: 320, y: 150, button: 1))
        #expect(SessionEvent.scroll(x: 10, y: 20, dx: 0, dy: 24).logical(scale: two) == .scroll(x: 5, y: 10, dx: 0, dy: 12))
        #expect(SessionEvent.wheel(x: 10, y: 20, dx: 0, dy: 1).logical(scale: two) == .wheel(x: 5, y: 10, dx: 0, dy: 1))
        #expect(SessionEvent.resize(width: 2561, height: 1600).logical(scale: two) == .resize(width: 1280, height: 800))
        #expect(SessionEvent.key("f").logical(scale: two) == .key("f"))
    }
}
