import Base
import Foundation
import Raster
import Testing
import X11Host

/// The window moving its own pixels (`moveOnScreen`): a scroll's kept pixels are copied by the
/// server within the window, and only the exposed strip is sent from the buffer.
@Suite(.serialized) struct WindowMoveTests {
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
