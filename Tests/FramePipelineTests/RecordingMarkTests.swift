import Diagnostics
@testable import FramePipeline
import Pixels
import Scenes
import Testing

/// While a recording runs the window shows a red `REC` mark (key `r` starts one).
@Suite("A visible recording mark while recording")
struct RecordingMarkTests {
    @Test("starting a recording draws the mark at the top centre, stopping it takes it away")
    func markFollowsRecording() throws {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 1280, height: 800))
        loop.frame(dt: 1.0 / 60)
        #expect(loop.isIdle)
        loop.recording = true
        #expect(!loop.isIdle, "the mark must be drawn now, not at the next input")
        #expect(loop.frame(dt: 1.0 / 60))
        let box = try #require(loop.panels.recording)
        #expect(box.x + box.width / 2 == 640 && box.y < 48, "in the tab bar's height, centred")
        let dot = loop.framebuffer.pixel(x: box.x + 16, y: box.y + box.height / 2)
        #expect(dot & 0xFF_FFFF == RecordingMark.dotColor.argb & 0xFF_FFFF)
        loop.recording = false
        #expect(loop.frame(dt: 1.0 / 60))
        #expect(loop.panels.recording == nil)
        #expect(loop.framebuffer.pixel(x: box.x + 16, y: box.y + box.height / 2) & 0xFF_FFFF != RecordingMark.dotColor.argb & 0xFF_FFFF)
    }

    @Test("the mark is not part of a frame's digest")
    func markIsNotDigested() {
        func digest(recording: Bool) -> UInt64 {
            let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 1280, height: 800))
            loop.digestsFrames = true
            loop.recording = recording
            loop.frame(dt: 1.0 / 60)
            return loop.frameDigest
        }
        #expect(digest(recording: true) == digest(recording: false))
    }
}
