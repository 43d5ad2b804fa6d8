/// A Present `CompleteNotify`: a frame (or a vblank notification) reached the screen.
public struct PresentCompletion: Sendable, Equatable {
    /// The serial given to the request (X11Host's `X11Window.present(pixels:width:height:stride:)` numbers its
    /// frames; its `requestVblankNotify(targetMsc:)` returns its own).
    public var serial: UInt32
    /// The vblank counter at which it happened.
    public var msc: UInt64
    /// When it happened, in ms on ``MonotonicClock`` (Present's `ust` is `CLOCK_MONOTONIC` µs).
    public var ustMs: Double
    /// True for a presented frame, false for a vblank notification (`NotifyMSC`).
    public var isFrame: Bool

    /// A completion.
    public init(serial: UInt32, msc: UInt64, ustMs: Double, isFrame: Bool) {
        self.serial = serial
        self.msc = msc
        self.ustMs = ustMs
        self.isFrame = isFrame
    }
}
