import Diagnostics
@testable import FramePipeline
import Pixels
@testable import Scenes
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
        let dot = loop.framebuffer.pixel(x: box.x + 13, y: box.y + box.height / 2)
        #expect(dot & 0xFF_FFFF == RecordingMark.dotColor.argb & 0xFF_FFFF)
        loop.recording = false
        #expect(loop.frame(dt: 1.0 / 60))
        #expect(loop.panels.recording == nil)
        #expect(loop.framebuffer.pixel(x: box.x + 13, y: box.y + box.height / 2) & 0xFF_FFFF != RecordingMark.dotColor.argb & 0xFF_FFFF)
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

/// Where the mark goes: in the tab bar pinned at the top, between the middle tabs' titles, at
/// every width from a small phone's to the default window's.
@Suite("The recording mark covers no tab title")
struct RecordingMarkPlacementTests {
    /// A loop on `kind` at `width`×800, its header pushed away by a slow drag so the tab bar is
    /// pinned at the top.
    static func pinned(_ kind: SceneKind, width: Int) -> FrameLoop {
        let loop = FrameLoop(options: SceneOptions(kind: kind, width: width, height: 800))
        loop.frame(dt: 1.0 / 60)
        var t = 100.0
        loop.handle(.down(x: Double(width) / 2, y: 760, button: 1), timeMs: t)
        for step in 1...40 {
            t += 16
            loop.handle(.move(x: Double(width) / 2, y: 760 - Double(step) * 10), timeMs: t)
            loop.frame(dt: 1.0 / 60)
        }
        t += 200
        loop.frame(dt: 0.2)
        loop.handle(.up(x: Double(width) / 2, y: 360, button: 1), timeMs: t)
        for _ in 0..<600 where !loop.isIdle { loop.frame(dt: 1.0 / 60) }
        return loop
    }

    @Test("profile, sections and slide at 360, 480, 640, 960 and 1280 px: only tab-bar background under the mark",
          arguments: [SceneKind.profile, .sections, .slide], [360, 480, 640, 960, 1280])
    func clearOfTitles(kind: SceneKind, width: Int) throws {
        let loop = Self.pinned(kind, width: width)
        let background = loop.framebuffer.pixel(x: 2, y: 4)
        #expect(background & 0xFF_FFFF == Palette.tabBar.argb & 0xFF_FFFF, "\(kind) at \(width): the tab bar is pinned")
        let size = RecordingMark.size(forWidth: width)
        let box = try #require(PanelLayout(width: width, height: 800, overlay: nil, inspector: nil, recording: size).recording)
        var covered = 0
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX where loop.framebuffer.pixel(x: x, y: y) != background { covered += 1 }
        }
        #expect(covered == 0, "\(kind) at \(width): \(covered) pixels of titles under the \(size.width)-px mark")
    }
}
