import Foundation
import Diagnostics
import HostInterface
import Pixels
import Raster

// Raster planning: a frame drawn whole, in bands, or only where it changed, in the loop's own
// buffer or in one the presenter lends.
extension FrameLoop {
    /// Draws the scene's list into `target`: whole, in bands on every core, or — in damage mode,
    /// over the frame this loop drew last in the same buffer — only what changed.
    ///
    /// With `movesOnScreen` the presenter keeps the frame on screen and moves its pixels itself:
    /// the frame is planned against the screen, its moves go to the presenter first, and only the
    /// region is drawn into `target` (whose other pixels are left as they are) and presented.
    func rasterize(into target: Framebuffer, panels: PanelLayout, keepsPixels: Bool, movesOnScreen: Bool) {
        let frameBytes = target.width * target.height * MemoryLayout<UInt32>.stride
        composeNs = 0
        onScreen.changesKnown = false
        // Damage is planned in logical pixels; at an integer scale a logical pixel is a whole block
        // of device pixels, so rectangles and moves scale exactly. Fractional scales draw whole.
        let scale = options.scale
        let factor = scale.quarters % 4 == 0 ? scale.quarters / 4 : 0
        // Panels are drawn over the list after it; a margin covers anything they draw at their edge.
        panelRects.removeAll(keepingCapacity: true)
        func addPanel(_ box: Rect?) {
            if let box { panelRects.append(Rect(x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16)) }
        }
        drawsOverlay = true
        // The window that moves its own pixels keeps the overlay apart (``keepOff(_:)``).
        let keepsOverlayApart = movesOnScreen && narrowsMovesOnScreen && factor > 0 && redraw == .damage
        if !keepsOverlayApart {
            if onScreen.overlay != nil { onScreen.tracker.invalidate() }
            onScreen.overlay = nil
            addPanel(panels.overlay)
        } else if panels.overlay != onScreen.overlay {
            // Shown, hidden or moved: what is under it must be drawn again.
            if onScreen.overlay != nil { onScreen.tracker.invalidate() }
            onScreen.overlay = nil
        }
        addPanel(panels.inspector)
        addPanel(panels.recording)
        addPanel(panels.tuning)
        // The toast and the help are drawn over the whole window: such frames are drawn whole.
        if movesOnScreen, presenter?.needsWholeFrame == true { onScreen.tracker.invalidate() }
        if redraw == .full || toastShowing || helpVisible || factor == 0 || !(keepsPixels || movesOnScreen) {
            damage.invalidate()
            onScreen.tracker.invalidate()
            rasterizedPixels = bands.render(list, into: target, scale: scale)
            changedBytes = frameBytes
            if keepsOverlayApart { onScreen.keep(overlay: panels.overlay, atMs: frameTimeMs) }
            return
        }
        let logical = Rect(x: 0, y: 0, width: options.width, height: options.height)
        if movesOnScreen {
            rasterizeOverScreen(into: target, bounds: logical, factor: factor, overlay: keepsOverlayApart ? panels.overlay : nil)
            return
        }
        damage.select(buffer: ObjectIdentifier(target))
        panelRects.withUnsafeBufferPointer { rects in _ = damage.plan(list, bounds: logical, panels: rects) }
        deviceSlabs.removeAll(keepingCapacity: true)
        for slab in damage.region.slabs {
            deviceSlabs.append(slab.scaled(by: factor).intersection(target.bounds))
        }
        if target === framebuffer {
            // Our own buffer stands for the screen: draw the change apart, then compose. (A window
            // sent our buffer whole: it no longer shows what ``screen`` followed.)
            onScreen.tracker.invalidate()
            let staging = stagingBuffer(like: target)
            rasterizedPixels = deviceSlabs.withUnsafeBufferPointer { bands.render(list, into: staging, scale: scale, regions: $0) }
            let composeStart = MonotonicClock.nanoseconds()
            damage.applyBlits(to: target, factor: factor)
            deviceSlabs.withUnsafeBufferPointer { Self.copy($0, from: staging, to: target) }
            composeNs = MonotonicClock.nanoseconds() &- composeStart
        } else {
            // A lent buffer is the frame it last showed: move its pixels and draw over them.
            damage.applyBlits(to: target, factor: factor)
            rasterizedPixels = deviceSlabs.withUnsafeBufferPointer { bands.render(list, into: target, scale: scale, regions: $0) }
            planScreenChanges(bounds: logical, factor: factor, device: target.bounds)
        }
        var panelPixels = 0
        for rect in panelRects { panelPixels += rect.intersection(logical).width * rect.intersection(logical).height }
        changedBytes = min(frameBytes, (rasterizedPixels + panelPixels * factor * factor) * MemoryLayout<UInt32>.stride)
        damage.commit(list: &list)
    }

    /// The staging buffer, the size of `target` (reallocated only when the size changes).
    func stagingBuffer(like target: Framebuffer) -> Framebuffer {
        if let staging, staging.width == target.width, staging.height == target.height { return staging }
        let fresh = Framebuffer(width: target.width, height: target.height)
        staging = fresh
        return fresh
    }

    /// Copies `rects` (disjoint, inside both) from `source` to `destination`, row by row.
    static func copy(_ rects: UnsafeBufferPointer<Rect>, from source: Framebuffer, to destination: Framebuffer) {
        for rect in rects where !rect.isEmpty {
            let bytes = rect.width * MemoryLayout<UInt32>.stride
            for y in rect.y..<rect.maxY {
                memcpy(destination.pixels + (y * destination.stride + rect.x), source.pixels + (y * source.stride + rect.x), bytes)
            }
        }
    }
}
