import HostInterface
import Pixels
import Raster

// Screen planning: where the presenter keeps the frame on screen and moves its pixels itself, the
// frame is planned against what the window shows.
extension FrameLoop {
    /// Plans the frame against the one on screen and draws only its region into `target`; the
    /// moves and the region (device pixels) are left for the presenter. A whole plan draws and
    /// sends the whole frame. The buffers' own frames are forgotten: they now hold only regions.
    ///
    /// `overlay` is the profiling overlay's box when the window keeps it apart: it is not in the
    /// plan, the frame's moves, fills and changes are kept off its pixels on screen, and it is
    /// drawn (and sent) only when its figures are due (``overlayRefreshMs``).
    func rasterizeOverScreen(into target: Framebuffer, bounds: Rect, factor: Int, overlay overlayBox: Rect?) {
        damage.invalidate()
        onScreen.tracker.select(buffer: ObjectIdentifier(self))
        onScreen.tracker.refinesMoves = narrowsMovesOnScreen
        onScreen.tracker.fillsOnScreen = narrowsMovesOnScreen && presenter?.fillsPixelsOnScreen == true
        panelRects.withUnsafeBufferPointer { rects in _ = onScreen.tracker.plan(list, bounds: bounds, panels: rects) }
        if onScreen.tracker.region.isWhole {
            rasterizedPixels = bands.render(list, into: target, scale: options.scale)
            changedBytes = target.width * target.height * MemoryLayout<UInt32>.stride
            onScreen.keep(overlay: overlayBox, atMs: frameTimeMs)
        } else {
            onScreen.changes.removeAll(keepingCapacity: true)
            for slab in onScreen.tracker.region.slabs {
                let r = slab.scaled(by: factor).intersection(target.bounds)
                if !r.isEmpty { onScreen.changes.append(r) }
            }
            onScreen.moves.removeAll(keepingCapacity: true)
            for blit in onScreen.tracker.blits { onScreen.moves.append(blit.scaled(by: factor)) }
            onScreen.fills.removeAll(keepingCapacity: true)
            for fill in onScreen.tracker.fills { onScreen.fills.append(fill.scaled(by: factor)) }
            // The overlay on screen as drawn: the frame keeps off it, and draws it when it is due
            // or a move could not keep off it.
            var overlayDue = overlayBox != nil
            if let kept = onScreen.overlay {
                let untouched = onScreen.keepOff(kept.scaled(by: factor).intersection(target.bounds))
                // (A clock that went back, a new recording's, counts as due.)
                overlayDue = !untouched || !(0..<Self.overlayRefreshMs).contains(frameTimeMs - onScreen.overlayDrawnMs)
                    || profiler.stored < Self.overlayWarmFrames
            }
            // The presenter moves while the strips are drawn.
            if !onScreen.moves.isEmpty { onScreen.moves.withUnsafeBufferPointer { presenter?.moveOnScreen($0) } }
            if !onScreen.fills.isEmpty { onScreen.fills.withUnsafeBufferPointer { presenter?.fillOnScreen($0) } }
            // While the server moves and fills, a core is left to it (``BandRaster``, spareCores).
            let serverBusy = !onScreen.moves.isEmpty || !onScreen.fills.isEmpty
            rasterizedPixels = onScreen.changes.withUnsafeBufferPointer {
                bands.render(list, into: target, scale: options.scale, regions: $0, spareCores: serverBusy ? 1 : 0)
            }
            changedBytes = rasterizedPixels * MemoryLayout<UInt32>.stride
            onScreen.changesKnown = true
            lastFrameChangedScreen = !(onScreen.changes.isEmpty && onScreen.moves.isEmpty && onScreen.fills.isEmpty)
            if let overlayBox {
                drawsOverlay = overlayDue
                if overlayDue {
                    // Drawn whole over whatever is under it (it is opaque), and sent.
                    let box = overlayBox.scaled(by: factor).intersection(target.bounds)
                    if !box.isEmpty { onScreen.changes.append(box) }
                    lastFrameChangedScreen = lastFrameChangedScreen || !box.isEmpty
                    changedBytes += box.width * box.height * MemoryLayout<UInt32>.stride
                    onScreen.keep(overlay: overlayBox, atMs: frameTimeMs)
                }
            }
        }
        onScreen.tracker.commit(list: &list)
    }

    /// What the window must be sent: where this frame differs from the one it shows — the layers'
    /// moved rectangles and the region (scene changes and panels), planned against the frame
    /// presented last. Whole (unknown) after an expose, a resize or a frame drawn whole.
    func planScreenChanges(bounds: Rect, factor: Int, device: Rect) {
        onScreen.tracker.select(buffer: ObjectIdentifier(self))
        onScreen.tracker.refinesMoves = false
        panelRects.withUnsafeBufferPointer { rects in _ = onScreen.tracker.plan(list, bounds: bounds, panels: rects) }
        onScreen.tracker.commit(copying: list)
        onScreen.changes.removeAll(keepingCapacity: true)
        guard !onScreen.tracker.region.isWhole else { return }
        func add(_ rect: Rect) {
            let r = rect.scaled(by: factor).intersection(device)
            if !r.isEmpty { onScreen.changes.append(r) }
        }
        for slab in onScreen.tracker.region.slabs { add(slab) }
        for blit in onScreen.tracker.blits { add(blit.destination) }
        onScreen.changesKnown = true
    }
}
