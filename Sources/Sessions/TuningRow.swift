import ScrollEngine

/// One row of the window's tuning panel (key `t`): a concept every preset has in some form
/// (the curve's friction, the fling bounds, the spring, the estimator's window, the start rule,
/// the handoff policy), and where each preset keeps it in its preset file.
///
/// A row names key paths of the preset file (`handoff physics show`), never Swift properties:
/// the panel edits the file's JSON and reads it back through ``PresetDocument``, so a value is
/// checked by the same rules as a file's, and a key added to the preset file is tunable by adding
/// one entry to ``TuningTable/rows``.
public struct TuningRow: Sendable {
    /// What the row holds.
    public enum Kind: Sendable {
        /// A number: the first constant whose condition the preset meets (none: the preset has
        /// no such constant, and the row says so).
        case number([TuningConstant])
        /// One of a fixed set of names at `path` (`handoff`, `fling_start`).
        case choice(path: String, options: [String])
    }

    /// The row's label in the panel.
    public var label: String
    /// What it holds.
    public var kind: Kind

    /// A row called `label`.
    public init(_ label: String, _ kind: Kind) {
        self.label = label
        self.kind = kind
    }
}

/// A number in a preset file that a tuning row steps: its key path, unit, step and the condition
/// (a string at another key path) under which the row means it.
public struct TuningConstant: Sendable {
    /// Dotted key path in the preset file (`fling.rate`).
    public var path: String
    /// Unit shown after the value (`/ms`, `px/s`).
    public var unit: String
    /// What one press of ←/→ (or one wheel notch) adds or takes away.
    public var step: Double
    /// The constant applies when the string at this key path has this value (`fling.model` is
    /// `gtk`); nil: whenever `path` exists.
    public var when: (path: String, value: String)?

    /// A constant at `path`, stepped by `step`, shown in `unit`.
    public init(_ path: String, unit: String, step: Double, when: (path: String, value: String)? = nil) {
        self.path = path
        self.unit = unit
        self.step = step
        self.when = when
    }
}

/// The panel's rows, in the order it lists them. Rows are concepts, not one preset's keys, so
/// that row k means the same thing in both panes of `run --compare` (one key moves both).
public enum TuningTable {
    /// Every row. To make a new preset key tunable, add a row here (or a constant to a row).
    public static let rows: [TuningRow] = [
        TuningRow("friction", .number([
            TuningConstant("fling.rate", unit: "/ms", step: 0.0005, when: (fling, "deceleration")),
            TuningConstant("fling.friction", unit: "/ms", step: 0.0002, when: (fling, "firefox")),
            TuningConstant("fling.friction", unit: "/s", step: 0.25, when: (fling, "gtk")),
            TuningConstant("fling.deceleration", unit: "px/s^2", step: 100, when: (fling, "qtquick")),
            TuningConstant("fling.physical_deceleration", unit: "in/ms^2", step: 2e-6, when: (fling, "physics_based")),
            TuningConstant("fling.density", unit: "x", step: 0.1, when: (fling, "spline")),
            TuningConstant("fling.density", unit: "x", step: 0.1, when: (fling, "clamping")),
            TuningConstant("fling.gamma", unit: "", step: 0.1, when: (fling, "chromium")),
        ])),
        TuningRow("min fling", .number([TuningConstant("min_fling_velocity", unit: "px/s", step: 10)])),
        TuningRow("max fling", .number([TuningConstant("max_fling_velocity", unit: "px/s", step: 500)])),
        TuningRow("spring stiffness", .number([TuningConstant("bounce_spring.stiffness", unit: "/s^2", step: 10)])),
        TuningRow("spring damping", .number([TuningConstant("bounce_spring.damping_ratio", unit: "ratio", step: 0.1)])),
        TuningRow("estimator window", .number([
            TuningConstant("velocity.horizon_ms", unit: "ms", step: 10, when: (estimator, "lsq")),
            TuningConstant("velocity.window_ms", unit: "ms", step: 10, when: (estimator, "gtk")),
            TuningConstant("velocity.relevance_ms", unit: "ms", step: 10, when: (estimator, "apz")),
        ])),
        TuningRow("fling start", .choice(path: "fling_start", options: FlingStartRule.allCases.map(\.rawValue))),
        TuningRow("handoff", .choice(path: handoffPath, options: HandoffPolicy.allCases.map(\.rawValue))),
    ]

    /// The key path of the handoff policy (the row that follows `g`).
    public static let handoffPath = "handoff"

    private static let fling = "fling." + PhysicsPreset.modelKey
    private static let estimator = "velocity." + PhysicsPreset.estimatorKey
}
