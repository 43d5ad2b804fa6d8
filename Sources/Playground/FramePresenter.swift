import Raster

/// Where finished frames go: a window, or nowhere (headless).
public protocol FramePresenter: AnyObject {
    /// Shows `framebuffer`'s pixels. Called once per drawn frame.
    func present(_ framebuffer: Framebuffer)
    /// How frames reach the screen, shown by the overlay ("shm", "xputimage", "headless").
    var presentPath: String { get }
    /// Lends the buffer the next frame will be shown from, when it is exactly `width × height`, so
    /// the frame is drawn in place instead of copied: nil if the presenter has none (the caller
    /// draws into its own framebuffer and calls ``present(_:)``). The buffer holds an older frame:
    /// every pixel must be drawn. Show it with ``presentLent(_:)``.
    func lendBuffer(width: Int, height: Int) -> Framebuffer?
    /// Shows a buffer from ``lendBuffer(width:height:)`` after the frame was drawn into it.
    func presentLent(_ framebuffer: Framebuffer)
    /// Shows a lent buffer whose frame differs from the one on screen only in `changed` (device
    /// pixels, disjoint; nil: anywhere): a presenter may send just those.
    func presentLent(_ framebuffer: Framebuffer, changed: UnsafeBufferPointer<Rect>?)
    /// Whether a lent buffer still holds, when lent again, exactly the frame last drawn into it
    /// (nobody else writes there): then a frame redraws only what changed since that frame.
    var lentBuffersKeepPixels: Bool { get }
}

public extension FramePresenter {
    /// No buffers to lend: frames are copied by ``present(_:)``.
    func lendBuffer(width: Int, height: Int) -> Framebuffer? { nil }
    /// Never called without ``lendBuffer(width:height:)``; shows the frame by copying it.
    func presentLent(_ framebuffer: Framebuffer) { present(framebuffer) }
    /// Sends the whole buffer.
    func presentLent(_ framebuffer: Framebuffer, changed: UnsafeBufferPointer<Rect>?) { presentLent(framebuffer) }
    /// Unless a presenter says so, a lent buffer may hold anything: every pixel is drawn.
    var lentBuffersKeepPixels: Bool { false }
}
