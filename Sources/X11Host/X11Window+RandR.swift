import CXlib

public extension X11Window {
    /// The refresh rate of the monitor showing the window, from XRandR: the CRTC that holds most of
    /// the window, its mode's dot clock over its total size. Nil when RandR is missing or reports no
    /// timings (Xvfb's modes have a refresh of 0).
    func randrRefreshHz() -> Double? {
        guard let dpy = display else { return nil }
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRRQueryExtension(dpy, &eventBase, &errorBase) != 0 else { return nil }
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(dpy, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 3) else { return nil }
        guard let resources = XRRGetScreenResourcesCurrent(dpy, window) else { return nil }
        defer { XRRFreeScreenResources(resources) }

        // The window's rectangle in root coordinates.
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(dpy, window, XDefaultRootWindow(dpy), 0, 0, &rootX, &rootY, &child)
        let left = Int(rootX), top = Int(rootY), right = left + width, bottom = top + height

        var best: (overlap: Int, hz: Double)?
        for index in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(dpy, resources, resources.pointee.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let info = crtc.pointee
            guard info.mode != 0, info.width > 0, info.height > 0 else { continue }
            let overlapW = min(right, Int(info.x) + Int(info.width)) - max(left, Int(info.x))
            let overlapH = min(bottom, Int(info.y) + Int(info.height)) - max(top, Int(info.y))
            let overlap = max(0, overlapW) * max(0, overlapH)
            guard let hz = Self.refreshHz(of: info.mode, in: resources.pointee) else { continue }
            if best == nil || overlap > best!.overlap { best = (overlap, hz) }
        }
        return best?.hz
    }

    /// A mode's refresh rate: dot clock / (htotal · vtotal), halved for double scan, doubled for
    /// interlace (as xrandr computes it); nil when the mode has no timings.
    private static func refreshHz(of mode: RRMode, in resources: XRRScreenResources) -> Double? {
        for index in 0..<Int(resources.nmode) where resources.modes[index].id == mode {
            let info = resources.modes[index]
            var lines = Double(info.vTotal)
            if info.modeFlags & UInt(RR_DoubleScan) != 0 { lines *= 2 }
            if info.modeFlags & UInt(RR_Interlace) != 0 { lines /= 2 }
            guard info.dotClock > 0, info.hTotal > 0, lines > 0 else { return nil }
            let hz = Double(info.dotClock) / (Double(info.hTotal) * lines)
            return hz.isFinite && hz > 0 ? hz : nil
        }
        return nil
    }
}
