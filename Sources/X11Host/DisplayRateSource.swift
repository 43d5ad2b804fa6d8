/// Where the window's frame rate came from (`hz_source` in `run --summary`).
public enum DisplayRateSource: String, Sendable, CaseIterable {
    /// The monitor's mode, read with XRandR.
    case randr
    /// The measured interval between the Present extension's vblank events.
    case present
    /// Neither was available: 60 Hz.
    case `default`
    /// Given with `--hz N`.
    case option
}
