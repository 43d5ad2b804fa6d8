import FramePipeline
import HostInterface
import Pixels
import Raster
import X11Host

/// Presents frames in an `X11Window`; remembers the first X failure so the loop can end cleanly.
///
/// Lends the window's own image buffers to the frame loop, so a frame is drawn where the server
/// reads it from (no 4 MB copy per frame at 1280×800).
public final class WindowPresenter: FramePresenter {
    /// The window presented in.
    public let window: X11Window
    public private(set) var failure: HostError?
    /// Framebuffers over the window's buffers, by address (two with double buffering; made once,
    /// not per frame).
    private var borrowed: [UnsafeMutablePointer<UInt32>: Framebuffer] = [:]

    /// A presenter for `window`.
    public init(window: X11Window) { self.window = window }

    public var presentPath: PresentPath { window.presentPath }

    public func lendBuffer(width: Int, height: Int) -> Framebuffer? {
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
    public var lentBuffersKeepPixels: Bool { true }

    public func presentLent(_ framebuffer: Framebuffer) {
        presentLent(framebuffer, changed: nil)
    }

    public func presentLent(_ framebuffer: Framebuffer, changed: UnsafeBufferPointer<Rect>?) {
        guard failure == nil else { return }
        do { try window.presentBackBuffer(changed: changed) } catch { failure = error }
    }

    public var movesPixelsOnScreen: Bool { failure == nil && window.movesPixelsOnScreen }

    public var needsWholeFrame: Bool { window.needsWholeFrame }

    public func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) {
        guard failure == nil else { return }
        do { try window.moveOnScreen(moves) } catch { failure = error }
    }

    public var fillsPixelsOnScreen: Bool { failure == nil && window.fillsPixelsOnScreen }

    public func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) {
        guard failure == nil else { return }
        do { try window.fillOnScreen(fills) } catch { failure = error }
    }

    public func present(_ framebuffer: Framebuffer) {
        guard failure == nil else { return }
        do {
            try window.present(pixels: framebuffer.pixels, width: framebuffer.width, height: framebuffer.height,
                               stride: framebuffer.stride)
        } catch {
            failure = error
        }
    }
}
