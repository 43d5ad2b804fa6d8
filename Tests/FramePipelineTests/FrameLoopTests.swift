@testable import Diagnostics
@testable import FramePipeline
import Raster
@testable import Scenes
import ScrollEngine
import Sessions
import Testing

/// Golden checks of what the frame loop draws, through its pixels.
@Suite("Frame loop: pixels, overlay, idle frames")
struct FrameLoopTests {
    static let green: UInt32 = 0xFF34_C759

    /// A loop on the profile scene after a slow drag of `travel` px up (no fling), settled.
    func loop(afterDrag travel: Double, overlay: Bool = false) -> FrameLoop {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 1280, height: 800), overlayVisible: overlay)
        loop.frame(dt: 1.0 / 60)
        if travel != 0 {
            var t = 100.0
            loop.handle(.down(x: 640, y: 760, button: 1), timeMs: t)
            let steps = Int(travel / 10)
            for i in 1...steps {
                t += 16
                loop.handle(.move(x: 640, y: 760 - Double(i) * 10), timeMs: t)
                loop.frame(dt: 1.0 / 60)
            }
            t += 120
            loop.handle(.up(x: 640, y: 760 - Double(steps) * 10, button: 1), timeMs: t)
        }
        for _ in 0..<600 where !loop.isIdle { loop.frame(dt: 1.0 / 60) }
        return loop
    }

    @Test("the header is the documented green at offset 0 and gone at offset 280, where the tab bar pins at y = 0")
    func headerAndPinnedTabs() {
        let open = loop(afterDrag: 0)
        #expect(open.framebuffer.pixel(x: 5, y: 5) == Self.green)
        #expect(open.framebuffer.pixel(x: 1275, y: 270) == Self.green)
        #expect(open.framebuffer.pixel(x: 5, y: 285) == Palette.tabBar.argb)

        let collapsed = loop(afterDrag: 280)
        #expect(collapsed.state.outer == 280)
        var greens = 0
        for y in 0..<800 where collapsed.framebuffer.pixel(x: 1275, y: y) == Self.green { greens += 1 }
        #expect(greens == 0)
        #expect(collapsed.framebuffer.pixel(x: 5, y: 2) == Palette.tabBar.argb)
        #expect(collapsed.framebuffer.pixel(x: 5, y: 47) == Palette.separator.argb)
        // The selected tab's underline sits at the bottom of the pinned bar.
        #expect(collapsed.framebuffer.pixel(x: 160, y: 45) == Palette.accent.argb)
    }

    @Test("a row's label is drawn: glyph pixels in the text colour inside the first row")
    func rowLabelGlyphs() {
        let collapsed = loop(afterDrag: 280)
        var ink = 0
        for y in 48..<(48 + 64) {
            for x in 16..<140 where collapsed.framebuffer.pixel(x: x, y: y) == Palette.text.argb { ink += 1 }
        }
        #expect(ink > 60)    // "#1  Row title" in 9x15
        // …and nothing in the text colour in the row's empty middle.
        var stray = 0
        for y in 48..<(48 + 64) {
            for x in 400..<900 where collapsed.framebuffer.pixel(x: x, y: y) == Palette.text.argb { stray += 1 }
        }
        #expect(stray == 0)
    }

    @Test("the overlay is drawn over the scene, opaque, and the frame's digest does not include it")
    func overlayBlended() {
        let plain = loop(afterDrag: 0)
        let withOverlay = loop(afterDrag: 0, overlay: true)
        withOverlay.digestsFrames = true
        plain.digestsFrames = true
        plain.invalidate(); plain.frame(dt: 1.0 / 60)
        withOverlay.invalidate(); withOverlay.frame(dt: 1.0 / 60)
        let panel = ProfilingOverlay.frame(width: 1280, height: 800)
        // Bottom right, clear of the tab bar (at the top of the list, 280...328 here, or pinned at 0).
        #expect(panel.maxX == 1280 - 12 && panel.maxY == 800 - 12)
        #expect(panel.y > ProfileScene.headerHeight + ProfileScene.tabBarHeight)
        // A panel pixel with no text or graph: the panel's own colour, whatever was under it (a
        // window leaves it on screen while the scene scrolls beneath).
        let x = panel.maxX - 3, y = panel.y + 3
        let under = plain.framebuffer.pixel(x: x, y: y)
        let over = withOverlay.framebuffer.pixel(x: x, y: y)
        #expect(over == ProfilingOverlay.background.argb && under != over)
        #expect(withOverlay.frameDigest == plain.frameDigest)
        #expect(withOverlay.framebuffer.pixel(x: 5, y: 5) == Self.green)   // outside the panel: untouched
    }

    @Test("idle frames are skipped: nothing changed, nothing animating, nothing drawn")
    func idleSkipped() {
        let settled = loop(afterDrag: 100)
        let drawn = settled.drawnCount
        #expect(settled.isIdle)
        #expect(!settled.frame(dt: 1.0 / 60))
        #expect(!settled.frame(dt: 1.0 / 60))
        #expect(settled.drawnCount == drawn)
        settled.handle(.wheel(x: 10, y: 10, dx: 0, dy: 1), timeMs: 5000)
        #expect(settled.frame(dt: 1.0 / 60))
    }

    @Test("pixel digests per scene state: any unintended change of the picture shows here")
    func goldenDigests() {
        var digests: [String: UInt64] = [:]
        for kind in SceneRegistry.kinds {
            let loop = FrameLoop(options: SceneOptions(kind: kind, width: 640, height: 480))
            loop.digestsFrames = true
            loop.frame(dt: 1.0 / 60)
            digests[kind.rawValue] = loop.frameDigest
        }
        let collapsed = loop(afterDrag: 400)
        collapsed.digestsFrames = true
        collapsed.invalidate()
        collapsed.frame(dt: 1.0 / 60)
        digests["profile-collapsed"] = collapsed.frameDigest
        // Each state draws something different…
        #expect(Set(digests.values).count == digests.count)
        // …and exactly what it drew when these goldens were recorded (update them deliberately).
        let golden = GoldenDigests.values
        for (name, value) in digests.sorted(by: { $0.key < $1.key }) {
            #expect(golden[name] == value, "\(name): 0x\(String(value, radix: 16))")
        }
    }

    @Test("key handling: p toggles the overlay, Tab cycles scenes, f cycles physics, q quits")
    func keys() {
        let loop = FrameLoop(options: SceneOptions())
        loop.handle(.key("p"), timeMs: 0)
        #expect(loop.overlayVisible)
        loop.handle(.key("Tab"), timeMs: 0)
        #expect(loop.scene.kind == .sections)
        loop.handle(.key("f"), timeMs: 0)
        #expect(loop.options.preset == .android)
        #expect(loop.scene.scroller.preset == .android)
        #expect(loop.handle(.key("q"), timeMs: 0) == .quit)
        #expect(loop.handle(.key("Escape"), timeMs: 0) == .quit)
        #expect(loop.handle(.key("r"), timeMs: 0) == .toggleRecording)
        #expect(loop.handle(.end, timeMs: 0) == .end)
    }

    @Test("a resize to 1×1 and back works, and a huge frame draws")
    func resize() {
        let loop = FrameLoop(options: SceneOptions())
        loop.handle(.resize(width: 1, height: 1), timeMs: 0)
        #expect(loop.frame(dt: 1.0 / 60))
        #expect(loop.framebuffer.width == 1)
        loop.handle(.resize(width: 3840, height: 2160), timeMs: 0)
        #expect(loop.frame(dt: 1.0 / 60))
        #expect(loop.framebuffer.pixel(x: 3839, y: 10) == Self.green)
    }
}

/// The overlay's text lines fit its panel at their longest with built-in settings (a panel that
/// cut "missed N" off at a 243.9 ms/s hitch in a `--compare` pane was seen).
@Suite("Profiling overlay: the longest lines fit the panel")
struct ProfilingOverlayFitTests {
    @Test(arguments: [
        "1000.0 fps   xputimage  sections / chromium / inner-first / bounce parent  REC",
        "999.99 Hz present vblank   hitch 999.9 ms/s   missed 999999",
    ])
    func fits(_ line: String) {
        // 10 px of padding either side.
        #expect(Font.small.width(of: line) + 20 <= ProfilingOverlay.size.width,
                "\(Font.small.width(of: line) + 20) px in a \(ProfilingOverlay.size.width)-px panel")
    }
}
