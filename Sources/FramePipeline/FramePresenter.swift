import HostInterface
import Pixels
import Raster

/// Where finished frames go: a window, or nowhere (headless).
public protocol FramePresenter: AnyObject {
    /// Shows `framebuffer`'s pixels. Called once per drawn frame.
    func present(_ framebuffer: Framebuffer)
    /// How frames reach the screen, shown by the overlay ("shm", "xputimage", "headless").
    var presentPath: PresentPath { get }
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
    /// Whether the presenter keeps the frame it shows and can move pixels within it, in step with
    /// the next present (an X server copying within the window): then a frame hands it the moves
    /// (``moveOnScreen(_:)``), draws into a lent buffer only what they do not bring, and shows
    /// that with ``presentLent(_:changed:)``. Asked after ``lendBuffer(width:height:)``, each frame.
    var movesPixelsOnScreen: Bool { get }
    /// Whether what the presenter shows can no longer be vouched for (a present was skipped, a
    /// move's source was hidden): the next frame must be drawn and sent whole.
    var needsWholeFrame: Bool { get }
    /// Moves pixels on screen, in order (device pixels), ahead of the present that completes the
    /// frame: the presenter may start at once, while the frame is drawn. Only called while
    /// ``movesPixelsOnScreen``.
    func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>)
    /// Whether the presenter can also fill pixels on screen with a solid colour
    /// (``fillOnScreen(_:)``), after its moves and before the present: then a scroll's uncovered
    /// row edges are filled there instead of drawn and sent. Only asked while ``movesPixelsOnScreen``.
    var fillsPixelsOnScreen: Bool { get }
    /// Fills pixels on screen (device pixels, disjoint), after the frame's moves and ahead of the
    /// present that completes it. Only called while ``fillsPixelsOnScreen``.
    func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>)
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
    /// Unless a presenter says so, it cannot move what it shows.
    var movesPixelsOnScreen: Bool { false }
    /// Unless a presenter says so, what it shows follows the frames it was given.
    var needsWholeFrame: Bool { false }
    /// Never called unless ``movesPixelsOnScreen``.
    func moveOnScreen(_ moves: UnsafeBufferPointer<PixelMove>) {
        preconditionFailure("moveOnScreen(_:) on a presenter that does not move pixels")
    }
    /// Unless a presenter says so, it cannot fill what it shows.
    var fillsPixelsOnScreen: Bool { false }
    /// Never called unless ``fillsPixelsOnScreen``.
    func fillOnScreen(_ fills: UnsafeBufferPointer<PixelFill>) {
        preconditionFailure("fillOnScreen(_:) on a presenter that does not fill pixels")
    }
}
