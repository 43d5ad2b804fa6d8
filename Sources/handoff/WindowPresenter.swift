import Playground
import Raster
import X11Host

/// Presents frames in an `X11Window`; remembers the first X failure so the loop can end cleanly.
final class WindowPresenter: FramePresenter {
    let window: X11Window
    private(set) var failure: HostError?

    init(window: X11Window) { self.window = window }

    var presentPath: String { window.presentPath }

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
