import CXlib
#if canImport(Glibc)
import Glibc
#endif
import HostInterface
import Pixels

// Frames into the window: the MIT-SHM image pair (the next frame drawn while the server still
// reads the last), or XPutImage from the caller's pixels.
extension X11Window {
    /// Shows a frame of 0xAARRGGBB pixels at the window's top-left corner.
    ///
    /// `stride` is in pixels. The part outside the window is ignored. With MIT-SHM the pixels are copied
    /// into the free shared image (waiting for the server to release it if both are in flight) and this
    /// returns without waiting for the server; with `XPutImage` they are sent from `pixels` directly.
    public func present(pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) throws(HostError) {
        precondition(width >= 0 && height >= 0 && stride >= width, "present: bad frame geometry")
        try checkHealthy()
        guard let dpy = display, !windowGone else { return }
        let w = min(width, self.width), h = min(height, self.height)
        guard w > 0, h > 0 else { return }
        if usesShm, let image = try acquireSharedImage(width: w, height: h) {
            let rowBytes = w * 4
            if image.strideWords == stride && w == width {
                memcpy(image.pixels, pixels, image.strideWords * 4 * (h - 1) + rowBytes)
            } else {
                for row in 0..<h {
                    memcpy(image.pixels + row &* image.strideWords, pixels + row &* stride, rowBytes)
                }
            }
            putShared(dpy, image, width: w, height: h, partial: false)
            return
        }
        let header = borrowedImage
        header.pointee = XImage()
        header.pointee.width = Int32(w)
        header.pointee.height = Int32(h)
        header.pointee.format = ZPixmap
        header.pointee.data = UnsafeMutablePointer(mutating: UnsafeRawPointer(pixels).assumingMemoryBound(to: CChar.self))
        header.pointee.byte_order = LSBFirst
        header.pointee.bitmap_unit = 32
        header.pointee.bitmap_bit_order = LSBFirst
        header.pointee.bitmap_pad = 32
        header.pointee.depth = depth
        header.pointee.bytes_per_line = Int32(stride * 4)
        header.pointee.bits_per_pixel = 32
        header.pointee.red_mask = visual.pointee.red_mask
        header.pointee.green_mask = visual.pointee.green_mask
        header.pointee.blue_mask = visual.pointee.blue_mask
        XInitImage(header)
        wholeFrameRequest = UInt(XNextRequest(dpy))
        XPutImage(dpy, window, gc, header, 0, 0, 0, 0, UInt32(w), UInt32(h))
        XFlush(dpy)
    }

    /// Lends the buffer the next frame will be shown from, sized to the window, so the frame can be
    /// drawn in place (no copy); show it with ``presentBackBuffer()``.
    ///
    /// The closure gets the first pixel, width, height and stride in pixels. The buffer holds an older
    /// frame (double buffering), so draw every pixel. With MIT-SHM this may first wait for the server
    /// to finish reading the buffer.
    public func withBackBuffer(_ draw: (UnsafeMutablePointer<UInt32>, _ width: Int, _ height: Int, _ stride: Int) -> Void) throws(HostError) {
        guard let buffer = try backBuffer(width: width, height: height) else { return }
        draw(buffer.pixels, width, height, buffer.stride)
    }

    /// The buffer the next frame will be shown from, for a frame of `width × height` — nil unless
    /// that is the window's size (a resize not yet handled) — to draw in place and show with
    /// ``presentBackBuffer()``. The pixels stay valid until the next call or a resize. The buffer
    /// holds an older frame (double buffering), so draw every pixel. With MIT-SHM this may first
    /// wait for the server to finish reading the buffer.
    public func backBuffer(width w: Int, height h: Int) throws(HostError) -> (pixels: UnsafeMutablePointer<UInt32>, stride: Int)? {
        try checkHealthy()
        guard let dpy = display, w == width, h == height, w > 0, h > 0 else { return nil }
        let buffer: (UnsafeMutablePointer<UInt32>, Int)
        if usesShm, let image = try acquireSharedImage(width: w, height: h) {
            buffer = (image.pixels, image.strideWords)
        } else {
            if heapImage.map({ !$0.suits(width: w, height: h) }) ?? true {
                heapImage?.destroy(display: dpy)
                heapImage = PresentImage.makeHeap(display: dpy, visual: visual, depth: depth, width: w, height: h)
            }
            let image = heapImage!
            buffer = (image.pixels, image.strideWords)
        }
        drawnBackBuffer = (w, h)
        return buffer
    }

    /// Shows what the last ``withBackBuffer(_:)`` drew. Does nothing if nothing was drawn since the last call.
    public func presentBackBuffer() throws(HostError) {
        try presentBackBuffer(changed: nil)
    }

    /// Shows what the last ``withBackBuffer(_:)`` drew, sending only `changed` — the rectangles
    /// (window pixels, disjoint) where it differs from the frame on screen; nil: all of it. The
    /// server copies only those from the shared buffer (`PresentPixmap` with an update region, or
    /// one `XShmPutImage` per rectangle), so a scroll that moved a strip costs the strip, not 33 MB.
    public func presentBackBuffer(changed: UnsafeBufferPointer<Rect>?) throws(HostError) {
        try checkHealthy()
        guard let dpy = display, let size = drawnBackBuffer else { return }
        drawnBackBuffer = nil
        guard !windowGone else { return }
        if usesShm, let image = shmImages[backIndex] {
            updateRectangles.removeAll(keepingCapacity: true)
            if let changed {
                let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
                for rect in changed {
                    let r = rect.intersection(bounds)
                    guard !r.isEmpty else { continue }
                    updateRectangles.append(XRectangle(x: Int16(r.x), y: Int16(r.y), width: UInt16(r.width), height: UInt16(r.height)))
                }
            }
            putShared(dpy, image, width: size.width, height: size.height, partial: changed != nil)
        } else if let image = heapImage {
            wholeFrameRequest = UInt(XNextRequest(dpy))
            XPutImage(dpy, window, gc, image.image, 0, 0, 0, 0, UInt32(size.width), UInt32(size.height))
            XFlush(dpy)
        }
    }

    /// Blocks until the server has finished every frame handed over so far (for measurements and
    /// screenshots; the frame loop does not need it).
    public func waitUntilPresented() throws(HostError) {
        try checkHealthy()
        guard let dpy = display else { return }
        // After XSync the server has executed every put, so any ShmCompletion is already in our queue.
        XSync(dpy, 0)
        var event = XEvent()
        while XPending(dpy) > 0 {
            XNextEvent(dpy, &event)
            translate(&event, into: &queued)
        }
        for image in shmImages { image?.busy = false }
        try checkHealthy()
    }

    /// Creates one SHM image, turning a failure into the reason to fall back.
    func makeSharedImage(width: Int, height: Int) throws(ShmFailure) -> PresentImage {
        guard let dpy = display else { throw ShmFailure("display closed") }
        return try PresentImage.makeShared(display: dpy, visual: visual, depth: depth,
                                           width: width, height: height).get()
    }

    /// Stops using SHM for good: one failed attach means the server cannot share memory with us.
    func disableShm(reason: String) {
        if let dpy = display {
            // Detaching a segment the server may still read from is fine: it keeps its own mapping.
            for image in shmImages { image?.destroy(display: dpy) }
        }
        shmImages = [nil, nil]
        usesShm = false
        shmFallbackReason = reason
    }

    /// The SHM image the next frame goes into, free and big enough; nil once SHM has been given up.
    func acquireSharedImage(width w: Int, height h: Int) throws(HostError) -> PresentImage? {
        if let image = shmImages[backIndex], image.busy { try waitForCompletion(image) }
        if let image = shmImages[backIndex], image.suits(width: w, height: h) { return image }
        shmImages[backIndex]?.destroy(display: display)
        shmImages[backIndex] = nil
        do {
            let image = try makeSharedImage(width: w, height: h)
            shmImages[backIndex] = image
            return image
        } catch {
            try checkHealthy()  // a lost connection is not a reason to fall back
            disableShm(reason: error.reason)
            return nil
        }
    }

    /// Reads events until the server reports it has finished reading `image`, queueing input for later.
    func waitForCompletion(_ image: PresentImage) throws(HostError) {
        guard let dpy = display else { return }
        // A completion never arrives if its put failed; after XSync it would be queued, so this bound only
        // protects against a server that stopped answering.
        let deadline = MonotonicClock.monotonicMs() + 1000
        var event = XEvent()
        var synced = false
        while image.busy {
            while image.busy && XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                translate(&event, into: &queued)
            }
            try checkHealthy()
            guard image.busy else { break }
            if MonotonicClock.monotonicMs() >= deadline {
                if synced { image.busy = false; break }
                XSync(dpy, 0)
                synced = true
                continue
            }
            waitForInput(dpy, deadlineMs: deadline)
        }
    }

    /// Shows `image`: whole, or (`partial`) only ``updateRectangles``.
    func putShared(_ dpy: OpaquePointer, _ image: PresentImage, width: Int, height: Int, partial: Bool) {
        // After a skipped present or a hidden move the window needs the whole frame.
        let partial = partial && !wholePresentNeeded
        wholePresentNeeded = false
        if !partial { wholeFrameRequest = UInt(XNextRequest(dpy)) }
        // send_event True: the server tells us (ShmCompletion) when it no longer reads the segment;
        // through Present, IdleNotify does.
        if !presentPixmap(dpy, image, partial: partial) {
            if !partial {
                XShmPutImage(dpy, window, gc, image.image, 0, 0, 0, 0, UInt32(width), UInt32(height), 1)
            } else if updateRectangles.isEmpty {
                // Nothing differs from the frame on screen: nothing to send, the buffer stays free.
                backIndex ^= 1
                return
            } else {
                // Requests run in order: the last put's completion says the segment is free.
                for (index, r) in updateRectangles.enumerated() {
                    XShmPutImage(dpy, window, gc, image.image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                                 UInt32(r.width), UInt32(r.height), index == updateRectangles.count - 1 ? 1 : 0)
                }
            }
        }
        image.busy = true
        XFlush(dpy)
        backIndex ^= 1
    }
}
