import ScrollEngine

/// A trace line's `release` object (docs/trace.md) read back: the engine's own record, under the
/// trace's key names, so `compare` and a script over `replay --trace` read the same values.
extension ReleaseRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case timeMs = "t", offset = "o", liftVelocity = "lift_v", velocity = "v", estimator, curve
    }

    /// Decodes the trace's `release` object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(timeMs: try container.decode(Double.self, forKey: .timeMs),
                  offset: try container.decode(Double.self, forKey: .offset),
                  liftVelocity: try container.decode(Double.self, forKey: .liftVelocity),
                  velocity: try container.decode(Double.self, forKey: .velocity),
                  estimator: try container.decode(String.self, forKey: .estimator),
                  curve: try container.decode(String.self, forKey: .curve))
    }

    /// Encodes it under the trace's key names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeMs, forKey: .timeMs)
        try container.encode(offset, forKey: .offset)
        try container.encode(liftVelocity, forKey: .liftVelocity)
        try container.encode(velocity, forKey: .velocity)
        try container.encode(estimator, forKey: .estimator)
        try container.encode(curve, forKey: .curve)
    }
}
