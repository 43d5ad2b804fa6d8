@testable import FramePipeline
import HostInterface
import Raster
import Scenes
import Sessions
import Testing

/// Frames drawn in place into a presenter's own buffers (a window's shared images): a lent buffer
/// holds an older frame, so drawing in place is right only if every frame paints every pixel.
@Suite("Frame presenter: frames drawn in lent buffers")
struct FramePresenterTests {
    /// Lends two buffers in turn, each filled with a pattern before it is lent (what a previous
    /// frame or the server may have left there), and keeps what was shown.
    final class LendingPresenter: FramePresenter {
        private let pair: LentBufferPair
        var lent: Int { pair.lent }
        var copied = 0
        var shown: Framebuffer?
        let presentPath = PresentPath.shm
        /// True: buffers are left as drawn (a window's shared images), and the presenter says so.
        let lentBuffersKeepPixels: Bool

        init(width: Int, height: Int, stride: Int, keepsPixels: Bool = false) {
            lentBuffersKeepPixels = keepsPixels
            pair = LentBufferPair(width: width, height: height, stride: stride)
        }

        func lendBuffer(width: Int, height: Int) -> Framebuffer? {
            pair.lend(width: width, height: height, scribbled: !lentBuffersKeepPixels)
        }

        func presentLent(_ framebuffer: Framebuffer) { shown = framebuffer }
        func present(_ framebuffer: Framebuffer) { copied += 1; shown = framebuffer }
    }

    /// The same input to a headless loop and to one drawing into lent buffers.
    func compare(_ kind: SceneKind, help: Bool, inspector: Bool, keepsPixels: Bool = false) throws {
        let options = SceneOptions(kind: kind, width: 640, height: 480)
        let headless = FrameLoop(options: options)
        let windowed = FrameLoop(options: options)
        let presenter = LendingPresenter(width: 640, height: 480, stride: 656, keepsPixels: keepsPixels)
        // Headless draws whole frames; the window redraws what changed since each buffer's last frame.
        headless.redraw = .full
        windowed.presenter = presenter
        for loop in [headless, windowed] {
            loop.digestsFrames = true
            loop.inspectorVisible = inspector
            if help { _ = loop.handle(.key("h"), timeMs: 0) }
        }
        let events = ScriptedGesture.events()
        var next = 0
        var drawn = 0
        for frame in 0..<240 {
            let t = Double(frame) * 1000 / 60
            ScriptedGesture.deliver(events, through: t, from: &next, to: [headless, windowed])
            let a = headless.frame(dt: 1.0 / 60)
            let b = windowed.frame(dt: 1.0 / 60)
            try #require(a == b)
            guard a else { continue }
            drawn += 1
            let shown = try #require(presenter.shown)
            try #require(headless.frameDigest == windowed.frameDigest, "\(kind) frame \(frame): digest")
            for y in 0..<480 {
                let row = shown.row(y), reference = headless.framebuffer.row(y)
                for x in 0..<640 where row[x] != reference[x] {
                    Issue.record("\(kind) frame \(frame): pixel (\(x), \(y)) is \(row[x]), headless \(reference[x])")
                    return
                }
            }
        }
        #expect(drawn > 30)
        #expect(presenter.lent == drawn && presenter.copied == 0, "every drawn frame went in place")
    }

    @Test("two buffers that keep their pixels: damage frames, each over that buffer's older frame, equal full ones",
          arguments: SceneRegistry.kinds)
    func damageInKeptBuffers(_ kind: SceneKind) throws {
        try compare(kind, help: false, inspector: true, keepsPixels: true)
    }

    @Test("every scene paints every pixel of a lent buffer", arguments: SceneRegistry.kinds)
    func everyScenePaintsEveryPixel(_ kind: SceneKind) throws {
        try compare(kind, help: false, inspector: false)
    }

    /// Offsets a hair off whole pixels (what a rubber band or a spring leaves: 5.000000000000013),
    /// on every scroller of every scene, past both edges too: each must paint every pixel.
    @Test("every scene paints every pixel at offsets a hair off whole pixels", arguments: SceneRegistry.kinds)
    func everyPixelAtFractionalOffsets(_ kind: SceneKind) {
        let scene = SceneOptions(kind: kind, width: 768, height: 402).makeScene()
        let framebuffer = Framebuffer(width: 768, height: 402)
        var list = DisplayList()
        var unpainted: [String] = []
        for node in scene.scroller.chain.nodes.indices {
            let low = scene.scroller.chain.nodes[node].minOffset, high = scene.scroller.chain.nodes[node].maxOffset
            var bases = [low - 5, low + 5, low + 280, high - 1, high + 7]
            bases += (1...3).map { low + (high - low) * Double($0) / 4 }
            for base in bases {
                for nudge in [-1.3e-14, 1.3e-14, 0.5] {
                    scene.scroller.chain.nodes[node].offset = base.rounded() + nudge
                    for i in 0..<(framebuffer.stride * framebuffer.height) { framebuffer.pixels[i] = 0x0123_4567 }
                    scene.render(into: &list)
                    list.render(into: Canvas(framebuffer))
                    var rows = Set<Int>()
                    for i in 0..<(framebuffer.stride * framebuffer.height) where framebuffer.pixels[i] == 0x0123_4567 {
                        rows.insert(i / framebuffer.stride)
                    }
                    if !rows.isEmpty {
                        unpainted.append("node \(node) at \(scene.scroller.chain.nodes[node].offset): rows \(rows.sorted().prefix(4))")
                    }
                }
            }
            scene.scroller.chain.nodes[node].offset = max(low, min(high, 0))
        }
        #expect(unpainted.isEmpty, "\(kind): \(unpainted.prefix(6))")
    }

    @Test("with the help card and the seam inspector too")
    func helpAndInspector() throws {
        try compare(.profile, help: true, inspector: true)
    }

    @Test("a lent buffer of another size is refused: the frame is drawn in the loop's own and copied")
    func sizeMismatchFallsBackToCopying() {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 640, height: 480))
        let presenter = LendingPresenter(width: 320, height: 240, stride: 320)
        loop.presenter = presenter
        loop.frame(dt: 0)
        #expect(presenter.lent == 0 && presenter.copied == 1)
        #expect(presenter.shown === loop.framebuffer)
    }
}
