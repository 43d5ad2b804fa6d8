import ScrollMetrics
import Sessions

/// One run of `compare`: its settings, its replay's frame count and hash, its metrics and the last
/// trace line, encoded as the documented JSON object.
public struct CompareRow: Encodable, Equatable, Sendable {
    /// Preset and policy.
    public var setting: CompareSetting
    /// Frames replayed.
    public var frames: Int
    /// The replay's pixel hash.
    public var hash: String
    /// The handoff figures.
    public var metrics: HandoffMetrics
    /// The last trace line, as an object.
    public var final: JSONValue
    /// The field metrics (`jank_v3_frames`, …).
    public var field: FieldMetrics

    /// A row from its parts.
    public init(setting: CompareSetting, frames: Int, hash: String, metrics: HandoffMetrics, final: JSONValue,
                field: FieldMetrics = FieldMetrics()) {
        self.setting = setting
        self.frames = frames
        self.hash = hash
        self.metrics = metrics
        self.final = final
        self.field = field
    }

    enum CodingKeys: String, CodingKey {
        case physics, handoff, frames, hash, final
    }

    /// The documented flat object: settings, frames, hash, every metric (the field metrics too),
    /// `final`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(setting.physics, forKey: .physics)
        try container.encode(setting.handoff, forKey: .handoff)
        try container.encode(frames, forKey: .frames)
        try container.encode(hash, forKey: .hash)
        try metrics.encode(to: encoder)
        try field.encode(to: encoder)
        try container.encode(final, forKey: .final)
    }
}
