import HostInterface
import X11Host

/// The window's frame rate and where it came from (`--hz auto`: XRandR, else the Present extension's
/// measured vblank, else 60).
public struct DisplayRate {
    /// Frames per second.
    public var hz: Double
    /// Where `hz` came from.
    public var source: DisplayRateSource

    /// The rate for `window`: `forced` (from `--hz N`) if given, else detected; `vblank` is the
    /// Present extension's measured timing, when the window has it.
    public static func detect(window: X11Window, forced: Double?, vblank: VblankTiming?) -> DisplayRate {
        if let forced { return DisplayRate(hz: forced, source: .option) }
        if let hz = window.randrRefreshHz(), hz >= 1, hz <= 1000 {
            return DisplayRate(hz: rounded(hz), source: .randr)
        }
        if let vblank {
            let hz = 1000 / vblank.periodMs
            if hz >= 1, hz <= 1000 { return DisplayRate(hz: rounded(hz), source: .present) }
        }
        return DisplayRate(hz: 60, source: .default)
    }

    /// To 0.01 Hz: a measurement is no finer, and the header then reads naturally (`"hz":143.98`).
    private static func rounded(_ hz: Double) -> Double { (hz * 100).rounded() / 100 }
}
