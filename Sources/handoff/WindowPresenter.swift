import FramePipeline
import HostInterface
import Pixels
import Raster
import X11Host

/// Presents frames in an `X11Window`; remembers the first X failure so the loop can end cleanly.
///
/// Lends the window's own image buffers to the frame loop, so a frame is drawn where the server
/// reads it from (no 4 MB copy per frame at 1280×800).
final class WindowPresenter: FramePresenter {
    let window: X11Window
    private(set) var failure: HostError?
    /// Framebuffers over the window's buffers, by address (two with double buffering; made once,
    /// not per frame).
    private var borrowed: [UnsafeMutablePointer<UInt32>: Framebuffer] = [:]

    init(window: X11Window) { self.window = window }

    var presentPath: PresentPath { window.presentPath }

    func lendBuffer(width: Int, height: Int) -> Framebuffer? {
        guard failure == nil else { return nil }
        do {
            guard let buffer = try window.backBuffer(width: width, height: height) else { return nil }
            if let framebuffer = borrowed[buffer.pixels], framebuffer.width == width, framebuffer.height == height,
               framebuffer.stride == buffer.stride, !framebuffer.ownsPixels {
                return framebuffer
            }
            // New buffers (a resize): forget those of the old size, whose memory is gone.
            if borrowed.count >= 2 { borrowed.removeAll(keepingCapacity: true) }
            let framebuffer = Framebuffer(borrowing: buffer.pixels, width: width, height: height, stride: buffer.stride)
            borrowed[buffer.pixels] = framebuffer
            return framebuffer
        } catch {
            failure = error
            return nil
        }
    }

    /// The window's shared images are only read by the server: each keeps the frame drawn into it.
    var lentBuffersKeepPixels: Bool { true }

    func presentLent(_ framebuffer: Framebuffer) {
        presentLent(framebuffer, changed: nil)
    }

    func presentLent(_ framebuffer: Framebuffer, changed: UnsafeBufferPointer<Rect>?) {
        guard failure == nil else { return }
        do { try window.presentBackBuffer(changed: changed) } catch { failure = error }
    }

    var movesPixelsOnScreen: Bool { failure == nil && window.movesPixelsOnScreen }

    var needsWholeFrame: Bool { window.needsWholeFrame }

    func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) {
        guard failure == nil else { return }
        do { try window.moveOnScreen(moves) } catch { failure = error }
    }

    var fillsPixelsOnScreen: Bool { failure == nil && window.fillsPixelsOnScreen }

    func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) {
        guard failure == nil else { return }
        do { try window.fillOnScreen(fills) } catch { failure = error }
    }

    func present(_ framebuffer: Framebuffer) {
        guard failure == nil else { return }
        do {
            try window.present(pixels: framebuffer.pixels, width: framebuffer.width, height: framebuffer.height,
                               stride: framebuffer.stride)
        } catch {
            failure = error
        }
    }
}
