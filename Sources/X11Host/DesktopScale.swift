import CXlib
import Glibc
import Pixels

/// The scale the desktop asks applications to draw at, as toolkits read it: `GDK_SCALE` (GTK's
/// whole-number factor, set per session or per app) first, else the X resource `Xft.dpi` over
/// 96 (what GNOME, KDE and xrdb set for a HiDPI monitor), else 1. The nearest supported scale is
/// taken (`Xft.dpi: 144` is 1.5; 120 is 1.25).
public enum DesktopScale {
    /// The scale for `environment`'s `GDK_SCALE` and the X resources `resources`
    /// (`XResourceManagerString`'s text), or nil when neither says.
    public static func scale(gdkScale: String?, resources: String?) -> DisplayScale? {
        if let gdkScale, let value = Double(trimmed(gdkScale)),
           let scale = DisplayScale(nearest: value) {
            return scale
        }
        guard let dpi = resources.flatMap(xftDPI) else { return nil }
        return DisplayScale(nearest: dpi / 96)
    }

    /// `Xft.dpi` from resource-manager text (`Xft.dpi:\t192\nXft.antialias:\t1\n…`), or nil.
    public static func xftDPI(_ resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, trimmed(parts[0]) == "Xft.dpi" else { continue }
            if let dpi = Double(trimmed(parts[1])), dpi.isFinite, dpi > 0 { return dpi }
        }
        return nil
    }

    /// `text` without the spaces and tabs around it (resource lines are `name:\tvalue`).
    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// What this desktop asks for: `GDK_SCALE` from the environment, `Xft.dpi` from the X server
    /// named by `DISPLAY` (a short connection of its own, made before the window so the window
    /// opens at its final size); 1 when there is no display or neither is set.
    public static func detect() -> DisplayScale {
        let gdk = getenv("GDK_SCALE").map { String(cString: $0) }
        var resources: String?
        if gdk == nil, let name = getenv("DISPLAY"), let display = XOpenDisplay(name) {
            resources = XResourceManagerString(display).map { String(cString: $0) }
            XCloseDisplay(display)
        }
        return scale(gdkScale: gdk, resources: resources) ?? .one
    }
}
