import CXlib
import Glibc

/// The part of the screen a window may take: what the window manager leaves free of panels and
/// docks (`_NET_WORKAREA` of the current desktop, as EWMH defines it), else the whole screen.
public struct WorkArea: Sendable, Equatable {
    /// Width, device pixels.
    public var width: Int
    /// Height, device pixels.
    public var height: Int
    /// Where the size came from: `_NET_WORKAREA` or `screen`.
    public var source: String

    /// A work area of `width`×`height` device pixels.
    public init(width: Int, height: Int, source: String) {
        self.width = width
        self.height = height
        self.source = source
    }

    /// The work area of desktop `current` in a `_NET_WORKAREA` value (x, y, width, height per
    /// desktop), or nil when the value holds no usable rectangle for it. Desktops past the list
    /// take the first one's (some window managers publish a single rectangle).
    public static func parse(workArea values: [Int], currentDesktop current: Int?) -> (width: Int, height: Int)? {
        let desktops = values.count / 4
        guard desktops > 0 else { return nil }
        let index = current.map { $0 >= 0 && $0 < desktops ? $0 : 0 } ?? 0
        let width = values[index * 4 + 2], height = values[index * 4 + 3]
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The work area of the default screen of display `name` (nil: the one `DISPLAY` names), by a
    /// short connection of its own, made before the window so that the window opens at a size
    /// that fits; nil when no display can be opened.
    public static func detect(display name: String? = nil) -> WorkArea? {
        guard let name = name ?? getenv("DISPLAY").map({ String(cString: $0) }), let display = XOpenDisplay(name) else {
            return nil
        }
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        let current = cardinals(display, root, "_NET_CURRENT_DESKTOP").first
        if let area = parse(workArea: cardinals(display, root, "_NET_WORKAREA"), currentDesktop: current) {
            return WorkArea(width: area.width, height: area.height, source: "_NET_WORKAREA")
        }
        return WorkArea(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)),
                        source: "screen")
    }

    /// A root window property of 32-bit CARDINALs (at most 4096 of them), empty when absent.
    private static func cardinals(_ display: OpaquePointer, _ root: Window, _ name: String) -> [Int] {
        let atom = XInternAtom(display, name, 1)
        guard atom != 0 else { return [] }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, atom, 0, 4096, 0, Atom(XA_CARDINAL), &type, &format,
                                 &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32, type == Atom(XA_CARDINAL) else { return [] }
        // Xlib hands 32-bit items back as longs.
        return data.withMemoryRebound(to: Int.self, capacity: Int(count)) { items in
            (0..<Int(count)).map { items[$0] }
        }
    }
}
