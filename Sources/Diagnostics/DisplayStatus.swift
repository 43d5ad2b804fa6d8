/// What the overlay shows about the display: its rate, where the rate came from, the pacing, and the
/// recent hitch time (coloured by ``HitchSeverity``). Set by the live window; nil headless.
public struct DisplayStatus: Sendable, Equatable {
    /// Frames per second of the display.
    public var hz: Double
    /// `randr`, `present`, `default` or `option`.
    public var source: String
    /// `vblank` (Present) or `timer`.
    public var pacing: String
    /// Recent hitch time, ms per second of movement.
    public var hitchMsPerSecond: Double
    /// Missed frames so far.
    public var missed: Int
    /// Input to screen over the latest inputs (``RecentLatencies``), ms: p50, p99 and how many
    /// inputs; nil before any input reached the screen.
    public var inputToScreen: InputToScreen?

    /// A status.
    public init(hz: Double, source: String, pacing: String, hitchMsPerSecond: Double = 0, missed: Int = 0,
                inputToScreen: InputToScreen? = nil) {
        self.inputToScreen = inputToScreen
        self.hz = hz
        self.source = source
        self.pacing = pacing
        self.hitchMsPerSecond = hitchMsPerSecond
        self.missed = missed
    }
}
