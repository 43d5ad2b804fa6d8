@testable import Diagnostics
import Foundation
@testable import FramePipeline
@testable import Pixels
import HostInterface
import Raster
import Scenes
import Sessions
import Testing

/// A presenter that keeps the frame on screen and moves pixels within it (an X server copying
/// within the window): frames draw into its buffers only what the moves do not bring, so the
/// screen — not any buffer — must equal the full redraw, frame after frame.
@Suite("Moves on screen: frames drawn only where the screen lacks pixels equal full ones")
struct ScreenMoveTests {
    /// Lends two buffers, scribbled with fresh garbage before every lend (only what a frame draws
    /// may reach the screen), and keeps the screen: moves are made in it, changes copied into it.
    final class ScreenPresenter: FramePresenter {
        let screen: Framebuffer
        private let pair: LentBufferPair
        var moved = 0
        var whole = 0
        var partial = 0
        var movedPixels = 0
        var sentPixels = 0
        var filled = 0
        var filledPixels = 0
        /// The last frame's moves' destinations, fills and changes (device pixels).
        var frameMoves: [Rect] = []
        var frameFills: [Rect] = []
        var frameChanges: [Rect] = []
        /// Whether it fills pixels on screen too (as the X window does).
        var fills = true
        /// The frame numbers (presents) whose changes are dropped after their moves, as a skipped
        /// present leaves the window; the presenter then asks for a whole frame.
        var dropped: Set<Int> = []
        private(set) var needsWholeFrame = false
        var movesPixelsOnScreen: Bool { true }
        let presentPath = PresentPath.present

        init(width: Int, height: Int, stride: Int) {
            screen = Framebuffer(width: width, height: height)
            pair = LentBufferPair(width: width, height: height, stride: stride)
        }

        /// Scribbled before every lend: only what a frame draws may reach the screen.
        func lendBuffer(width: Int, height: Int) -> Framebuffer? {
            pair.lend(width: width, height: height, scribbled: true)
        }

        func present(_ framebuffer: Framebuffer) { Issue.record("a frame was copied, not drawn in a lent buffer") }

        func presentLent(_ framebuffer: Framebuffer) { presentLent(framebuffer, changed: nil) }

        func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) {
            #expect(!needsWholeFrame, "moves over a screen that was lost")
            for move in moves {
                frameMoves.append(move.destination)
                move.apply(to: screen)
                movedPixels += move.destination.width * move.destination.height
                moved += 1
            }
        }

        var fillsPixelsOnScreen: Bool { fills }

        func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) {
            #expect(self.fills, "fills on a presenter that said it cannot fill")
            #expect(!needsWholeFrame, "fills over a screen that was lost")
            for (k, fill) in fills.enumerated() {
                #expect(screen.bounds.intersection(fill.destination) == fill.destination, "a fill outside the screen: \(fill)")
                for other in fills[(k + 1)...] where !other.destination.intersection(fill.destination).isEmpty {
                    Issue.record("fills overlap: \(fill) and \(other)")
                }
                frameFills.append(fill.destination)
                fill.apply(to: screen)
                filledPixels += fill.destination.width * fill.destination.height
                filled += 1
            }
        }

        func presentLent(_ framebuffer: Framebuffer, changed: UnsafeBufferPointer<Rect>?) {
            guard let changed else {
                whole += 1
                needsWholeFrame = false
                copy(Rect(x: 0, y: 0, width: screen.width, height: screen.height), from: framebuffer)
                return
            }
            #expect(!needsWholeFrame, "a partial frame after the screen was lost")
            partial += 1
            if dropped.contains(whole + partial) {
                needsWholeFrame = true
                return
            }
            for rect in changed {
                frameChanges.append(rect)
                copy(rect, from: framebuffer)
                sentPixels += rect.width * rect.height
            }
        }

        private func copy(_ rect: Rect, from buffer: Framebuffer) {
            for y in rect.y..<rect.maxY {
                (screen.pixels + y * screen.stride + rect.x).update(from: buffer.pixels + y * buffer.stride + rect.x, count: rect.width)
            }
        }
    }

    /// ``ScriptedGesture`` at 60 Hz: the screen after every drawn
    /// frame against a headless full redraw.
    func compare(_ kind: SceneKind, width: Int = 800, scale: DisplayScale = DisplayScale(1)!, panels: Bool = true,
                 dropped: Set<Int> = [], narrowed: Bool = true, fills: Bool = true, hideOverlayAt: Int? = nil,
                 afterFrame: (Int, FrameLoop, ScreenPresenter) -> Void = { _, _, _ in }) throws -> ScreenPresenter {
        let options = SceneOptions(kind: kind, width: width, height: 900, scale: scale)
        let device = options.deviceSize
        let headless = FrameLoop(options: options)
        let windowed = FrameLoop(options: options)
        let presenter = ScreenPresenter(width: device.width, height: device.height, stride: device.width + 24)
        presenter.dropped = dropped
        presenter.fills = fills
        windowed.narrowsMovesOnScreen = narrowed
        headless.redraw = .full
        windowed.presenter = presenter
        for loop in [headless, windowed] {
            loop.inspectorVisible = panels
            loop.overlayVisible = panels
        }
        let events = ScriptedGesture.events(width: width, height: 900)
        var next = 0
        for frame in 0..<220 {
            let t = Double(frame) * 1000 / 60
            ScriptedGesture.deliver(events, through: t, from: &next, to: [headless, windowed])
            if frame == hideOverlayAt { for loop in [headless, windowed] { loop.overlayVisible = false } }
            presenter.frameMoves.removeAll()
            presenter.frameFills.removeAll()
            presenter.frameChanges.removeAll()
            let a = headless.frame(dt: 1.0 / 60, atMs: t)
            let b = windowed.frame(dt: 1.0 / 60, atMs: t)
            try #require(a == b)
            if b { afterFrame(frame, windowed, presenter) }
            // Right after a dropped present the screen is wrong by design; the next frame mends it.
            guard a, !presenter.needsWholeFrame else { continue }
            // The overlay's figures are each loop's own timings: compared are the pixels around it
            // (where moves carry its old pixels, they must have been drawn over).
            let box = windowed.panels.overlay ?? .zero
            let factor = scale.quarters / 4
            let overlay = box.scaled(by: factor)
            for y in 0..<device.height
            where memcmp(presenter.screen.pixels + y * presenter.screen.stride,
                         headless.framebuffer.pixels + y * headless.framebuffer.stride, device.width * 4) != 0 {
                let row = presenter.screen.row(y), reference = headless.framebuffer.row(y)
                for x in 0..<device.width where row[x] != reference[x] && !overlay.contains(x: x, y: y) {
                    Issue.record("\(kind) frame \(frame): screen pixel (\(x), \(y)) is \(row[x]), full redraw \(reference[x])")
                    return presenter
                }
            }
        }
        return presenter
    }

    @Test("every scene, overlay and inspector shown: the screen equals the full redraw after every frame (around the overlay's own figures)",
          arguments: SceneRegistry.kinds)
    func everyScene(_ kind: SceneKind) throws {
        let presenter = try compare(kind)
        #expect(presenter.whole >= 1, "the first frame goes whole")
        #expect(presenter.partial > 30, "\(kind): later frames go as moves and changes")
        #expect(presenter.moved > 0, "\(kind): a scroll is moved on screen, not drawn")
    }

    @Test("the overlay stays on screen as drawn: frames between its refreshes keep their moves, fills and changes off it, and it is sent only when its figures are due",
          arguments: [SceneKind.profile, .chat, .slide])
    func overlayKeptOnScreen(_ kind: SceneKind) throws {
        var framesSendingIt = 0, framesKeepingOff = 0, wholeFrames = 0
        let presenter = try compare(kind) { frame, loop, presenter in
            guard let logical = loop.panels.overlay else { return }
            let box = logical.scaled(by: loop.options.scale.quarters / 4)
            // Opaque: its corner is the panel's colour on screen in every frame, drawn or kept.
            #expect(presenter.screen.pixel(x: box.maxX - 2, y: box.y + 2) == ProfilingOverlay.background.argb,
                    "\(kind) frame \(frame): the overlay's pixels were written over")
            if presenter.frameChanges.contains(box) { framesSendingIt += 1; return }
            if presenter.frameMoves.isEmpty && presenter.frameFills.isEmpty && presenter.frameChanges.isEmpty
                && presenter.whole > wholeFrames { wholeFrames = presenter.whole; return }
            framesKeepingOff += 1
            for rect in presenter.frameMoves + presenter.frameFills + presenter.frameChanges where !rect.intersection(box).isEmpty {
                Issue.record("\(kind) frame \(frame): \(rect) reaches into the overlay kept at \(box)")
            }
        }
        #expect(presenter.partial > 30)
        // 220 frames at 60 Hz (3.7 s; idle ones not drawn): its figures are drawn about every half
        // second, when it first shows and in whole frames (the inspector growing moves it), and
        // the frames between keep off it.
        #expect(framesKeepingOff > 100, "\(kind): \(framesKeepingOff) frames kept off the overlay")
        #expect(framesSendingIt >= 1 && framesSendingIt + presenter.whole >= 3 && framesSendingIt <= 12,
                "\(kind): the overlay sent in \(framesSendingIt) partial frames and \(presenter.whole) whole ones")
    }

    @Test("a narrow window whose overlay covers the rows' text: what scrolls out from under it is drawn, not moved from its pixels",
          arguments: [SceneKind.profile, .chat])
    func overlayOverText(_ kind: SceneKind) throws {
        let presenter = try compare(kind, width: 520)
        #expect(presenter.partial > 30 && presenter.moved > 0)
    }

    @Test("hiding the overlay mid-scroll: the screen under it equals the full redraw at once")
    func overlayHidden() throws {
        var checked = 0
        _ = try compare(.profile, hideOverlayAt: 90) { frame, loop, presenter in
            if frame >= 90 { checked += 1; #expect(loop.panels.overlay == nil) }
        }
        // `compare` checks every pixel once the overlay is gone (nothing is left out).
        #expect(checked > 30)
    }

    @Test("scale 2: moves and changes in device pixels, same screen")
    func doubleScale() throws {
        let presenter = try compare(.profile, scale: DisplayScale(2)!)
        #expect(presenter.moved > 0)
    }

    @Test("a present whose changes never arrived (a skipped present) is mended by a whole frame")
    func droppedPresent() throws {
        let presenter = try compare(.feed, dropped: [5, 20, 21, 60])
        #expect(presenter.whole >= 4, "each drop asks for a whole frame")
    }

    @Test("a scroll sends a small part of the frame: most of what changed is moved")
    func scrollSendsStrips() throws {
        let presenter = try compare(.feed, panels: false)
        #expect(presenter.movedPixels > 3 * presenter.sentPixels,
                "moved \(presenter.movedPixels) px, sent \(presenter.sentPixels) px")
    }

    @Test("moves narrowed to what changes: a list's rows move only their content, not their plain background",
          arguments: [SceneKind.profile, .chat])
    func narrowedMoves(_ kind: SceneKind) throws {
        let narrowed = try compare(kind, panels: false, fills: false)
        let whole = try compare(kind, panels: false, narrowed: false)
        #expect(narrowed.moved > whole.moved, "\(kind): the rows' content moves piece by piece")
        #expect(narrowed.filled == 0 && whole.filled == 0)
        #expect(Double(narrowed.movedPixels + 2 * narrowed.sentPixels) < 0.9 * Double(whole.movedPixels + 2 * whole.sentPixels),
                "\(kind): narrowed moved \(narrowed.movedPixels) px and sent \(narrowed.sentPixels), whole moved \(whole.movedPixels) and sent \(whole.sentPixels)")
    }

    @Test("narrowed moves fill the rows' uncovered edges on screen: less is drawn and sent, the server's work falls, the screen still equals the full redraw",
          arguments: [SceneKind.profile, .sections])
    func filledEdges(_ kind: SceneKind) throws {
        let filled = try compare(kind, panels: false)
        let drawn = try compare(kind, panels: false, fills: false)
        #expect(filled.filled > 0 && filled.filledPixels > 0, "\(kind): edges are filled on screen")
        #expect(drawn.filled == 0)
        #expect(filled.sentPixels < drawn.sentPixels, "\(kind): sent \(filled.sentPixels) px with fills, \(drawn.sentPixels) drawing the edges")
        // The work the plan weighs: a moved pixel 1, a drawn and sent one 2, a filled one less than 1.
        func work(_ p: ScreenPresenter) -> Double {
            Double(p.movedPixels) + DamageTracker.drawnPixelCost * Double(p.sentPixels) + DamageTracker.filledPixelCost * Double(p.filledPixels)
        }
        #expect(work(filled) < 0.85 * work(drawn),
                "\(kind): with fills moved \(filled.movedPixels), sent \(filled.sentPixels), filled \(filled.filledPixels); drawing the edges moved \(drawn.movedPixels), sent \(drawn.sentPixels)")
    }

    @Test("a photo feed scrolls whole: its gradients change every pixel they cover, so nothing is narrowed")
    func feedMovesWhole() throws {
        let narrowed = try compare(.feed, panels: false)
        let whole = try compare(.feed, panels: false, narrowed: false)
        #expect(narrowed.moved == whole.moved)
        #expect(narrowed.movedPixels == whole.movedPixels)
    }

    @Test("the overlay is drawn every frame until its figures rest on enough frames, then every 500 ms")
    func overlayWarmsUp() throws {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, width: 640, height: 480))
        loop.presenter = ScreenPresenter(width: 640, height: 480, stride: 640)
        loop.narrowsMovesOnScreen = true
        loop.overlayVisible = true
        // The first input comes long after the first frame, as in a window just opened.
        let events = ScriptedGesture.events().map { ($0.0 + 2000, $0.1) }
        var next = 0
        var drawn: [(stored: Int, overlay: Bool)] = []
        _ = loop.frame(dt: 1.0 / 60, atMs: 0)
        for frame in 120..<150 {
            let t = Double(frame) * 1000 / 60
            ScriptedGesture.deliver(events, through: t, from: &next, to: [loop])
            let stored = loop.profiler.stored
            guard loop.frame(dt: 1.0 / 60, atMs: t) else { continue }
            drawn.append((stored, loop.drawsOverlay))
        }
        // Drawn on every frame while fewer than five were profiled, then not again within 500 ms.
        let warm = drawn.filter { $0.stored < FrameLoop.overlayWarmFrames }
        #expect(warm.count >= 2 && warm.allSatisfy(\.overlay))
        #expect(drawn.count > warm.count + 10 && !drawn.dropFirst(warm.count).contains { $0.overlay })
    }

    @Test("while the server moves and fills on screen, the strips are drawn with a core left to it; whole frames use every band")
    func coreLeftToServer() throws {
        let options = SceneOptions(kind: .profile, width: 1600, height: 1200)
        let loop = FrameLoop(options: options, rasterBands: 3)
        let presenter = ScreenPresenter(width: 1600, height: 1200, stride: 1600)
        loop.presenter = presenter
        loop.overlayVisible = true
        loop.inspectorVisible = true
        let events = ScriptedGesture.events(width: 1600, height: 1200)
        var next = 0
        var sparing = 0
        for frame in 0..<120 {
            let t = Double(frame) * 1000 / 60
            ScriptedGesture.deliver(events, through: t, from: &next, to: [loop])
            let before = (presenter.moved, presenter.filled, presenter.whole)
            guard loop.frame(dt: 1.0 / 60, atMs: t) else { continue }
            if presenter.whole > before.2 {
                #expect(loop.lastRasterBands == 3, "frame \(frame): a whole frame is drawn on every band")
            } else if presenter.moved > before.0 || presenter.filled > before.1 {
                #expect(loop.lastRasterBands < 3, "frame \(frame): the server is moving; drawn in \(loop.lastRasterBands) bands")
                if loop.lastRasterBands == 2 { sparing += 1 }
            }
        }
        #expect(sparing > 0, "some frames with moves were large enough to be cut into bands")
    }
}
