/// A display's vblank timing as measured through the Present extension.
public struct VblankTiming: Sendable, Equatable {
    /// Milliseconds between vblanks.
    public var periodMs: Double
    /// How long before a vblank's completion time a frame must reach the server to be shown at
    /// that vblank: 0 on real hardware, about half a period under Xvfb's fake vblank.
    public var latchMs: Double

    /// A timing.
    public init(periodMs: Double, latchMs: Double) {
        self.periodMs = periodMs
        self.latchMs = latchMs
    }
}
