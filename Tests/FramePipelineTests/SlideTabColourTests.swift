@testable import FramePipeline
import Pixels
@testable import Scenes
import Testing

/// In `slide` each page has its colour: the selected tab's title takes it, and so does the
/// indicator under it, so the two never disagree.
@Suite("Slide: the selected tab's title and its indicator share the page's colour")
struct SlideTabColourTests {
    @Test("after keys 1-4 the indicator and the title are both the page's colour", arguments: 0..<4)
    func indicatorMatchesTitle(page: Int) throws {
        let loop = FrameLoop(options: SceneOptions(kind: .slide, width: 1280, height: 800))
        loop.frame(dt: 1.0 / 60)
        loop.handle(.key("\(page + 1)"), timeMs: 20)
        for _ in 0..<600 where !loop.isIdle { loop.frame(dt: 1.0 / 60) }
        let scene = try #require(loop.scene as? SlideScene)
        #expect(scene.currentPage == page)
        let tint = SlideScene.tint(page).argb & 0xFF_FFFF
        let barY = scene.tabBarY, centre = page * 320 + 160
        func colour(_ x: Int, _ y: Int) -> UInt32 { loop.framebuffer.pixel(x: x, y: y) & 0xFF_FFFF }
        // The indicator: 4 px high, 5 px above the bar's bottom, centred under the title.
        #expect(colour(centre, barY + SlideScene.tabBarHeight - 3) == tint)
        // The title: glyph pixels in the same colour, and none in the old fixed green elsewhere.
        var titleInk = 0
        for y in barY + 8..<barY + SlideScene.tabBarHeight - 8 {
            for x in centre - 60..<centre + 60 where colour(x, y) == tint { titleInk += 1 }
        }
        #expect(titleInk > 20)
    }
}
