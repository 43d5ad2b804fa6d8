/// One run's settings: a physics preset and a handoff policy, by their command-line names.
public struct CompareSetting: Hashable, Sendable {
    /// Preset name (`ios`, `chromium`, …).
    public var physics: String
    /// Policy name (`nested`, `inner-first`, `latch`, `none`).
    public var handoff: String

    /// A setting from its names.
    public init(physics: String, handoff: String) {
        self.physics = physics
        self.handoff = handoff
    }

    /// The legend's and the pane label's name: `ios · nested`.
    public var label: String { "\(physics) · \(handoff)" }

}
