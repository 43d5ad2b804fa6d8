import CXlib
#if canImport(Glibc)
import Glibc
#endif

/// The properties that tell window managers and tools (`xdotool search --pid`, `xprop`) which
/// process and machine own a window: `_NET_WM_PID` and `WM_CLIENT_MACHINE`.
enum WindowIdentity {
    /// Sets both on `window`. The pid is only meaningful together with the machine name, which is
    /// why EWMH asks for both.
    static func set(on window: Window, display dpy: OpaquePointer) {
        var pid = UInt(getpid())  // format-32 properties are C longs in Xlib's API
        let netWmPid = XInternAtom(dpy, "_NET_WM_PID", 0)
        withUnsafePointer(to: &pid) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<UInt>.size) { bytes in
                _ = XChangeProperty(dpy, window, netWmPid, XA_CARDINAL, 32, PropModeReplace, bytes, 1)
            }
        }
        var host = [CChar](repeating: 0, count: 256)
        guard gethostname(&host, host.count - 1) == 0 else { return }
        let name = host.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let machine = XInternAtom(dpy, "WM_CLIENT_MACHINE", 0)
        let bytes = Array(name.utf8)
        _ = bytes.withUnsafeBufferPointer { buffer in
            XChangeProperty(dpy, window, machine, XA_STRING, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }
}
