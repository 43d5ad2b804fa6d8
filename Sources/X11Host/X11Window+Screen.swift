import CXlib
#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Pixels

// Operations on the pixels already on screen: moves within the window and solid fills.
extension X11Window {
    /// Whether the window moves the pixels it shows itself (``moveOnScreen(_:)``):
    /// with shared images, presented either at once (`XShmPutImage`) or by the Present extension
    /// on arrival (asynchronous presents to a counter that runs ahead, Xvfb's), so a copy within
    /// the window and the present that follows it reach the window together. With presents synced
    /// to a real vblank the copy would land a refresh early (torn), so there the client moves.
    public var movesPixelsOnScreen: Bool {
        guard usesShm, display != nil, !windowGone else { return false }
        return vblank.map { $0.async } ?? true
    }

    /// Whether the next frame must be sent whole: a present was skipped or a move's source was
    /// hidden, so what the window shows no longer follows the frames sent.
    public var needsWholeFrame: Bool { wholePresentNeeded }

    /// Moves pixels the window shows: the server copies each of `moves` (window pixels), in order,
    /// within the window — the pixels a scroll kept, never sent again. Sent at once, so the server
    /// moves while the client draws what the moves exposed; the frame's present
    /// (``presentBackBuffer(changed:)`` with those rectangles) follows. A 4K scroll then costs the
    /// strips, not the client and the server each copying the list. Nothing without
    /// ``movesPixelsOnScreen`` (the next frame is then asked to be whole).
    public func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) throws(HostError) {
        guard let dpy = try screenDisplay(allowed: movesPixelsOnScreen) else { return }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        if moveGC == nil { moveGC = XCreateGC(dpy, window, 0, nil) }  // graphics exposures on
        var copied = false
        var first = 0
        while first < moves.count {
            // A run of moves by one step (a layer's narrowed move: its boxes) goes as one copy of
            // their hull clipped to them: the server handles the overlap within one request, and
            // works out the exposures once instead of once per box (docs/performance.md, "boxes
            // moved in one copy").
            let dx = moves[first].dx, dy = moves[first].dy
            var end = first
            moveRectangles.removeAll(keepingCapacity: true)
            var hull = Rect.zero
            while end < moves.count && moves[end].dx == dx && moves[end].dy == dy {
                let d = moves[end].destination(within: bounds)
                if !d.isEmpty {
                    moveRectangles.append(XRectangle(x: Int16(d.x), y: Int16(d.y), width: UInt16(d.width), height: UInt16(d.height)))
                    hull = hull.union(d)
                }
                end += 1
            }
            first = end
            guard !hull.isEmpty else { continue }
            let clipped = moveRectangles.count > 1
            if clipped {
                moveRectangles.withUnsafeMutableBufferPointer {
                    _ = XSetClipRectangles(dpy, moveGC, 0, 0, $0.baseAddress, Int32($0.count), Unsorted)
                }
            }
            // A hidden part of the source cannot be copied: the server says so (GraphicsExpose,
            // within the clip) and the next frame goes whole (``translate``).
            XCopyArea(dpy, window, window, moveGC, Int32(hull.x - dx), Int32(hull.y - dy),
                      UInt32(hull.width), UInt32(hull.height), Int32(hull.x), Int32(hull.y))
            if clipped { XSetClipMask(dpy, moveGC, UInt(None)) }
            copied = true
        }
        if copied { XFlush(dpy) }
    }

    /// The connection to change what the window shows with, or nil when that is not `allowed`
    /// (the next frame is then asked to be whole: what the window shows no longer follows).
    func screenDisplay(allowed: Bool) throws(HostError) -> OpaquePointer? {
        try checkHealthy()
        guard allowed, let dpy = display else {
            wholePresentNeeded = true
            return nil
        }
        return dpy
    }

    /// Whether the window fills pixels it shows itself (``fillOnScreen(_:)``): wherever it moves
    /// them, for the same reason (the fill and the present that follows reach the window together).
    public var fillsPixelsOnScreen: Bool { movesPixelsOnScreen }

    /// Fills pixels the window shows with solid colours (window pixels), after the moves sent
    /// before: the server writes them without reading anything, and the client neither draws nor
    /// sends them. One request per colour. Nothing without ``fillsPixelsOnScreen`` (the next frame
    /// is then asked to be whole).
    public func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) throws(HostError) {
        guard let dpy = try screenDisplay(allowed: fillsPixelsOnScreen) else { return }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        if fillGC == nil {
            fillGC = XCreateGC(dpy, window, 0, nil)
            XSetGraphicsExposures(dpy, fillGC, 0)
        }
        fillSent.removeAll(keepingCapacity: true)
        fillSent.append(contentsOf: repeatElement(false, count: fills.count))
        var sent = false
        for first in fills.indices where !fillSent[first] {
            let color = fills[first].color
            fillRectangles.removeAll(keepingCapacity: true)
            for k in first..<fills.count where !fillSent[k] && fills[k].color == color {
                fillSent[k] = true
                let r = fills[k].destination.intersection(bounds)
                if !r.isEmpty {
                    fillRectangles.append(XRectangle(x: Int16(r.x), y: Int16(r.y), width: UInt16(r.width), height: UInt16(r.height)))
                }
            }
            guard !fillRectangles.isEmpty else { continue }
            // The pixel as the frame's own buffers hold it: a depth-24 window keeps the low 24 bits.
            XSetForeground(dpy, fillGC, UInt(color.argb))
            fillRectangles.withUnsafeMutableBufferPointer {
                _ = XFillRectangles(dpy, window, fillGC, $0.baseAddress, Int32($0.count))
            }
            sent = true
        }
        if sent { XFlush(dpy) }
    }
}
