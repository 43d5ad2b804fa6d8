import Pixels
import Testing
@testable import X11Host

/// `run`'s window against the screen: `--size` times `--scale` must fit the work area, or the
/// window is cut to fit and one line says so.
@Suite("The window fits the screen's work area")
struct WindowFitTests {
    static let screen = WorkArea(width: 1920, height: 1200, source: "screen")

    @Test("1280x800 at scale 2 on a 1920×1200 screen opens at 960x600 (1920×1200 pixels) and says why")
    func scaleTwoIsCut() throws {
        let fit = WindowFit(width: 1280, height: 800, scale: DisplayScale(2)!, area: Self.screen)
        #expect(fit.width == 960 && fit.height == 600)
        let note = try #require(fit.note)
        #expect(!note.contains("\n"))
        #expect(note.contains("1280x800 at scale 2 (2560×1600 pixels)"))
        #expect(note.contains("work area (1920×1200, from screen)"))
        #expect(note.contains("opens at 960x600 (1920×1200 pixels)"))
    }

    @Test("a size that fits is kept, without a word")
    func fittingSizeIsKept() {
        for (scale, width, height) in [(1.0, 1280, 800), (1.5, 1280, 800), (2.0, 960, 600), (1.0, 1920, 1200)] {
            let fit = WindowFit(width: width, height: height, scale: DisplayScale(scale)!, area: Self.screen)
            #expect(fit.width == width && fit.height == height && fit.note == nil, "\(width)x\(height) at \(scale)")
        }
    }

    @Test("only the side that does not fit is cut, to the most logical pixels whose device pixels fit",
          arguments: DisplayScale.all)
    func eachSideOnItsOwn(scale: DisplayScale) {
        let area = WorkArea(width: 1917, height: 1043, source: "_NET_WORKAREA")
        let fit = WindowFit(width: 400, height: 4000, scale: scale, area: area)
        #expect(fit.width == 400)
        #expect(scale.device(fit.height) <= area.height)
        #expect(scale.device(fit.height + 1) > area.height)
        #expect(fit.note?.contains("from _NET_WORKAREA") == true)
    }

    @Test("_NET_WORKAREA: the current desktop's rectangle, else the first; unusable values are none")
    func workAreaProperty() {
        let two = [0, 27, 1920, 1053, 0, 0, 1600, 900]
        #expect(WorkArea.parse(workArea: two, currentDesktop: 1).map { [$0.width, $0.height] } == [1600, 900])
        #expect(WorkArea.parse(workArea: two, currentDesktop: nil).map { [$0.width, $0.height] } == [1920, 1053])
        #expect(WorkArea.parse(workArea: two, currentDesktop: 7).map { [$0.width, $0.height] } == [1920, 1053])
        #expect(WorkArea.parse(workArea: [], currentDesktop: 0) == nil)
        #expect(WorkArea.parse(workArea: [0, 0, 0, 900], currentDesktop: 0) == nil)
        #expect(WorkArea.parse(workArea: [0, 0, 1920], currentDesktop: 0) == nil)
    }
}

/// The work area read from a real X server (the window lane).
@Suite("The work area on a real X server", .needsXServer)
struct WorkAreaOnXvfbTests {
    @Test("a real X server: _NET_WORKAREA when the window manager sets it, else the screen")
    func detectedOnXvfb() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let screen = try #require(WorkArea.detect(display: server.display))
        #expect(screen == WorkArea(width: 1920, height: 1080, source: "screen"))
        try Tool.run("xprop", package: "x11-utils", ["-root", "-f", "_NET_WORKAREA", "32c",
                                                     "-set", "_NET_WORKAREA", "0, 32, 1920, 1000"], display: server.display)
        let area = try #require(WorkArea.detect(display: server.display))
        #expect(area == WorkArea(width: 1920, height: 1000, source: "_NET_WORKAREA"))
    }
}
