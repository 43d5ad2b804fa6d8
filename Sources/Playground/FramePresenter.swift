import Raster

/// Where finished frames go: a window, or nowhere (headless).
public protocol FramePresenter: AnyObject {
    /// Shows `framebuffer`'s pixels. Called once per drawn frame.
    func present(_ framebuffer: Framebuffer)
    /// How frames reach the screen, shown by the overlay ("shm", "xputimage", "headless").
    var presentPath: String { get }
}
