import Foundation
import HostInterface
import Pixels
import Raster
import Testing
import X11Host

/// The window moving its own pixels (`moveOnScreen`): a scroll's kept pixels are copied by the
/// server within the window, and only the exposed strip is sent from the buffer.
@Suite(.serialized, .needsXServer) struct WindowMoveTests {
    /// Row `y`'s colour in the first frame: every row differs, so a move by any amount shows.
    static func rowColor(_ y: Int) -> UInt32 { 0xff00_0000 | UInt32(y * 3 % 256) << 16 | UInt32(y * 7 % 256) << 8 | UInt32(y % 256) }

    func fill(_ window: X11Window, color: (Int) -> UInt32) throws {
        try window.withBackBuffer { pixels, width, height, stride in
            for row in 0..<height { (pixels + row * stride).update(repeating: color(row), count: width) }
        }
    }

    /// Waits until the last frame is on screen (Present: its completion; else the puts are done).
    func settle(_ window: X11Window) throws {
        if window.usesVblankPresent {
            _ = try window.waitForPresentCompletion(serial: window.lastPresentSerial, timeoutMs: 2000)
        }
        try window.waitUntilPresented()
    }

    @Test("the server moves the kept rows and only the strip comes from the buffer", arguments: [false, true])
    func moveThenStrip(present: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-move", width: 320, height: 240, display: server.display)
        defer { window.close() }
        if present {
            #expect(window.startVblankPresent() == nil)
            // Synced to a vblank the copy would land early: the window only moves with presents
            // that are shown on arrival.
            #expect(!window.movesPixelsOnScreen)
            window.presentsAsync = true
        }
        #expect(window.movesPixelsOnScreen)
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        try settle(window)

        // Scroll up by 40: rows 0..<200 take rows 40..<240; the strip 200..<240 is new (teal). The
        // buffer holds magenta everywhere else: none of it may reach the screen.
        let move = [PixelMove(destination: Rect(x: 0, y: 0, width: 320, height: 200), dx: 0, dy: -40)]
        try move.withUnsafeBufferPointer { try window.moveOnScreen($0) }
        try fill(window) { $0 >= 200 ? 0xff33_6699 : 0xffff_00ff }
        let strip = [Rect(x: 0, y: 200, width: 320, height: 40)]
        try strip.withUnsafeBufferPointer { try window.presentBackBuffer(changed: $0) }
        try settle(window)
        let shot = try Tool.screenshot(display: server.display)
        for y in [0, 1, 57, 120, 199] {
            for x in [0, 160, 319] {
                #expect(shot.rgb(x: x, y: y) == Self.rowColor(y + 40) & 0xff_ffff, "(\(x), \(y))")
            }
        }
        for y in [200, 239] { #expect(shot.rgb(x: 100, y: y) == 0x33_6699, "row \(y)") }
        #expect(!window.needsWholeFrame)
    }

    @Test("boxes moved by one step go as one clipped copy: each box gets its source, the pixels between them stay")
    func boxesByOneStep() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-boxes", width: 320, height: 240, display: server.display)
        defer { window.close() }
        #expect(window.movesPixelsOnScreen)
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        try settle(window)
        // Two boxes up by 30 (the second's source overlaps the first's destination: both read the
        // frame before the move), then a box moved left by 10.
        let moves = [PixelMove(destination: Rect(x: 20, y: 50, width: 60, height: 40), dx: 0, dy: -30),
                     PixelMove(destination: Rect(x: 20, y: 100, width: 60, height: 20), dx: 0, dy: -30),
                     PixelMove(destination: Rect(x: 200, y: 150, width: 50, height: 20), dx: 0, dy: -30),
                     PixelMove(destination: Rect(x: 100, y: 200, width: 50, height: 20), dx: -10, dy: 0)]
        try moves.withUnsafeBufferPointer { try window.moveOnScreen($0) }
        try window.waitUntilPresented()
        var events: [HostEvent] = []
        try window.pollEvents(into: &events)
        #expect(!window.needsWholeFrame)
        let shot = try Tool.screenshot(display: server.display)
        for (x, y) in [(20, 50), (79, 89), (50, 100), (50, 119), (200, 150), (249, 169)] {
            #expect(shot.rgb(x: x, y: y) == Self.rowColor(y + 30) & 0xff_ffff, "(\(x), \(y)) moved up")
        }
        for (x, y) in [(20, 90), (50, 99), (100, 60), (199, 160), (250, 160), (20, 120), (150, 100)] {
            #expect(shot.rgb(x: x, y: y) == Self.rowColor(y) & 0xff_ffff, "(\(x), \(y)) between the boxes: not moved")
        }
        // Rows are uniform, so a move left keeps the colour: the box still shows its own row.
        #expect(shot.rgb(x: 100, y: 210) == Self.rowColor(210) & 0xff_ffff)
    }

    @Test("a box among several whose source is covered asks for a whole frame")
    func hiddenSourceAmongBoxes() throws {
        let server = try XvfbServer(extraArguments: ["-bs"])
        defer { server.stop() }
        let window = try X11Window(title: "x11host-hidden-boxes", width: 320, height: 240, display: server.display)
        defer { window.close() }
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        try settle(window)
        let cover = try X11Window(title: "x11host-cover-boxes", width: 320, height: 100, display: server.display)
        defer { cover.close() }
        var events: [HostEvent] = []
        try window.pollEvents(into: &events)
        #expect(!window.needsWholeFrame)
        // Both boxes move down by 60; only the second's source (rows 50..<70) is under the cover.
        let moves = [PixelMove(destination: Rect(x: 0, y: 180, width: 100, height: 20), dx: 0, dy: 60),
                     PixelMove(destination: Rect(x: 150, y: 110, width: 100, height: 20), dx: 0, dy: 60)]
        try moves.withUnsafeBufferPointer { try window.moveOnScreen($0) }
        try window.waitUntilPresented()
        try window.pollEvents(into: &events)
        #expect(window.needsWholeFrame, "GraphicsExpose for the covered source")
    }

    @Test("fills land after the moves and before the strip: two colours, one request each, nothing of the buffer shows through",
          arguments: [false, true])
    func moveFillThenStrip(present: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-fill", width: 320, height: 240, display: server.display)
        defer { window.close() }
        if present {
            #expect(window.startVblankPresent() == nil)
            #expect(!window.fillsPixelsOnScreen, "synced presents: the fill would land a refresh early")
            window.presentsAsync = true
        }
        #expect(window.fillsPixelsOnScreen)
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        try settle(window)

        // Rows 0..<200 take rows 40..<240; then rows 20..<30 (moved pixels) and the right half of
        // rows 100..<110 are filled, in two colours given in turns; the strip 200..<240 is sent.
        let move = [PixelMove(destination: Rect(x: 0, y: 0, width: 320, height: 200), dx: 0, dy: -40)]
        try move.withUnsafeBufferPointer { try window.moveOnScreen($0) }
        let grey = Color(rgb: 0x80_8080), gold = Color(rgb: 0xd4_a017)
        let fills = [PixelFill(destination: Rect(x: 0, y: 20, width: 160, height: 10), color: grey),
                     PixelFill(destination: Rect(x: 160, y: 100, width: 160, height: 10), color: gold),
                     PixelFill(destination: Rect(x: 160, y: 20, width: 160, height: 10), color: grey),
                     PixelFill(destination: Rect(x: 300, y: 230, width: 100, height: 100), color: gold)]
        try fills.withUnsafeBufferPointer { try window.fillOnScreen($0) }
        try fill(window) { $0 >= 200 ? 0xff33_6699 : 0xffff_00ff }
        let strip = [Rect(x: 0, y: 200, width: 320, height: 40)]
        try strip.withUnsafeBufferPointer { try window.presentBackBuffer(changed: $0) }
        try settle(window)
        let shot = try Tool.screenshot(display: server.display)
        for y in [0, 19, 30, 99, 110, 199] {
            for x in [0, 160, 319] {
                #expect(shot.rgb(x: x, y: y) == Self.rowColor(y + 40) & 0xff_ffff, "(\(x), \(y)) moved")
            }
        }
        for x in [0, 159, 160, 319] { #expect(shot.rgb(x: x, y: 25) == 0x80_8080, "(\(x), 25) grey") }
        #expect(shot.rgb(x: 160, y: 105) == 0xd4_a017)
        #expect(shot.rgb(x: 159, y: 105) == Self.rowColor(145) & 0xff_ffff, "left of the gold fill: moved")
        // The strip is sent after the fills: the fill reaching into it was drawn over.
        for y in [200, 239] { #expect(shot.rgb(x: 310, y: y) == 0x33_6699, "row \(y)") }
        #expect(!window.needsWholeFrame)
    }

    @Test("a move whose source is covered by another window asks for a whole frame")
    func hiddenSourceNeedsWholeFrame() throws {
        // Without backing store, a covered part of a window has no pixels to copy from.
        let server = try XvfbServer(extraArguments: ["-bs"])
        defer { server.stop() }
        let window = try X11Window(title: "x11host-hidden", width: 320, height: 240, display: server.display)
        defer { window.close() }
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        try settle(window)
        // A second window on top of the first's rows 0..<100.
        let cover = try X11Window(title: "x11host-cover", width: 320, height: 100, display: server.display)
        defer { cover.close() }
        var events: [HostEvent] = []
        try window.pollEvents(into: &events)
        #expect(!window.needsWholeFrame)
        let move = [PixelMove(destination: Rect(x: 0, y: 100, width: 320, height: 100), dx: 0, dy: 60)]  // from rows 40..<140
        try move.withUnsafeBufferPointer { try window.moveOnScreen($0) }
        try window.waitUntilPresented()
        try window.pollEvents(into: &events)
        #expect(window.needsWholeFrame, "GraphicsExpose for the covered source")
        // The whole frame that follows clears it.
        try fill(window, color: Self.rowColor)
        try window.presentBackBuffer()
        #expect(!window.needsWholeFrame)
    }

    @Test("an Expose made before a whole frame was sent is not reported; one made after is")
    func exposeBeforeWholeFrameIsCovered() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let shown = try X11Window(title: "x11host-expose", width: 200, height: 150, display: server.display)
        defer { shown.close() }
        // Mapping exposed the window; nothing was drawn yet: the expose is reported.
        var events: [HostEvent] = []
        try shown.pollEvents(into: &events)
        #expect(events.contains { if case .expose = $0 { true } else { false } })

        let covered = try X11Window(title: "x11host-expose-2", width: 200, height: 150, display: server.display)
        defer { covered.close() }
        // This one's map expose is repaired by the whole frame sent before it is read.
        try fill(covered) { _ in 0xff10_2030 }
        try covered.presentBackBuffer()
        try covered.waitUntilPresented()
        events.removeAll()
        try covered.pollEvents(into: &events)
        #expect(!events.contains { if case .expose = $0 { true } else { false } })
    }
}
