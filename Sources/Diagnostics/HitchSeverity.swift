/// Apple's thresholds for hitch time ratio (WWDC 2020, "Eliminate animation hitches with XCTest"):
/// under 5 ms/s is good, 5 to 10 a warning, 10 or more critical.
public enum HitchSeverity: Sendable, Equatable {
    /// Under 5 ms of hitch per second: rarely noticed.
    case good
    /// 5 to 10 ms/s: noticeable.
    case warning
    /// 10 ms/s or more: interrupts the experience.
    case critical

    /// The severity of `msPerSecond` of hitch time.
    public init(msPerSecond: Double) {
        if msPerSecond >= 10 {
            self = .critical
        } else if msPerSecond >= 5 {
            self = .warning
        } else {
            self = .good
        }
    }
}
