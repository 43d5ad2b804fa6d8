/// The physical constants of a damped spring: mass, stiffness and damping coefficient.
///
/// As Flutter's `SpringDescription` (`physics/spring_simulation.dart`). The damping ratio
/// ζ = damping / (2·√(mass·stiffness)) decides the motion: ζ < 1 oscillates, ζ = 1 is critically
/// damped (fastest return without crossing the rest point from rest), ζ > 1 creeps back.
public struct SpringDescription: Sendable, Equatable, Codable {
    /// Mass, arbitrary units.
    public var mass: Double
    /// Spring constant k.
    public var stiffness: Double
    /// Damping coefficient c.
    public var damping: Double

    /// A spring with explicit mass, stiffness and damping coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring given by its damping ratio ζ instead of its damping coefficient
    /// (Flutter's `SpringDescription.withDampingRatio`): c = ζ · 2√(m·k).
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness,
                  damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
    }

    /// ζ = c / (2√(m·k)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    private enum CodingKeys: String, CodingKey {
        case mass, stiffness
        case dampingRatio = "damping_ratio"
    }

    /// Decodes mass, stiffness and damping ratio (a preset file's form).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(mass: try c.decode(Double.self, forKey: .mass), stiffness: try c.decode(Double.self, forKey: .stiffness),
                  dampingRatio: try c.decode(Double.self, forKey: .dampingRatio))
    }

    /// Encodes mass, stiffness and damping ratio.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mass, forKey: .mass)
        try c.encode(stiffness, forKey: .stiffness)
        try c.encode(dampingRatio, forKey: .dampingRatio)
    }
}
