import Pixels
import Raster
import Testing
@testable import X11Host

/// The default `--scale`: GDK_SCALE first, then Xft.dpi from the X resources.
@Suite("Desktop scale from GDK_SCALE and Xft.dpi")
struct DesktopScaleTests {
    @Test func xftDPIIsReadFromResourceText() {
        #expect(DesktopScale.xftDPI("Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 192)
        #expect(DesktopScale.xftDPI("Xft.dpi: 144") == 144)
        #expect(DesktopScale.xftDPI("Xcursor.size:\t48\n") == nil)
        #expect(DesktopScale.xftDPI("Xft.dpi:\tlarge\n") == nil)
    }

    @Test func gdkScaleWinsThenDPIOver96() {
        #expect(DesktopScale.scale(gdkScale: "2", resources: "Xft.dpi:\t96") == DisplayScale(2))
        #expect(DesktopScale.scale(gdkScale: nil, resources: "Xft.dpi:\t144") == DisplayScale(1.5))
        #expect(DesktopScale.scale(gdkScale: nil, resources: "Xft.dpi:\t120") == DisplayScale(1.25))
        #expect(DesktopScale.scale(gdkScale: "junk", resources: "Xft.dpi:\t288") == DisplayScale(3))
        #expect(DesktopScale.scale(gdkScale: nil, resources: nil) == nil)
    }
}
