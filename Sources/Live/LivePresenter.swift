import FramePipeline

/// A frame presenter for the live loop: frames go to the window, and the first failure to send
/// one is kept so the loop can end cleanly with it.
public protocol LivePresenter: FramePresenter {
    /// The first failure to present, if any.
    var presentFailure: (any Error)? { get }
}
