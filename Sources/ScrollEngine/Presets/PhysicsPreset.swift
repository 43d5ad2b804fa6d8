/// A platform's feel, as data: how momentum decays, how springs return, how far a finger must move
/// to drag, how a wheel notch moves, and which handoff policy the platform uses.
///
/// Every setting is named and `Codable` (the JSON of `handoff physics show`, which
/// `--physics FILE.json` reads back). The momentum model is open: any `FlingModel`.
public struct PhysicsPreset: Sendable, Equatable, Codable {
    /// Name used on the command line and in session headers (`ios`, `android`, …).
    public var name: String
    /// What it models, in a few words (`handoff physics list`).
    public var summary: String
    /// Momentum model.
    public var fling: any FlingModel
    /// Spring for returns from overscroll (ζ ≥ 1: never crosses the edge).
    public var bounceSpring: SpringDescription
    /// Spring for snaps and animated settles (ζ ≥ 1).
    public var snapSpring: SpringDescription
    /// The rubber band's c.
    public var rubberBandCoefficient: Double
    /// How a scroller goes past an edge and back: the generic rubber band and `bounceSpring`, or
    /// an engine's own (`EdgeOvershoot`).
    public var overshoot: EdgeOvershoot = .spring
    /// Release speeds above this are clamped, px/s (∞: no maximum).
    public var maxFlingVelocity: Double
    /// Release speeds below this do not fling, px/s.
    public var minFlingVelocity: Double
    /// Distance the pointer must travel before a press becomes a drag, px.
    public var touchSlop: Double
    /// How much of the travel up to the slop's edge the drag applies when it starts.
    public var dragStart: DragStartRule = .wholeTravel
    /// The same for a press that caught a moving scroller (a fling, a spring, a return from past
    /// an edge, a wheel ease or an animation): some engines drag at once there.
    public var dragStartCaught: DragStartRule = .wholeTravel
    /// Distance of one wheel notch, px.
    public var wheelNotch: Double
    /// Duration of one notch's ease, seconds (0: the notch jumps, at the next frame).
    public var wheelDuration: Double
    /// Where a notch's distance is the scroller's viewport to this power, px (GTK's
    /// `pow(page_size, 2/3)`), instead of `wheelNotch`; nil: `wheelNotch`.
    public var wheelPagePower: Double?
    /// What a notch against the running wheel ease does with the travel it has left.
    public var wheelReverse: WheelReverseRule = .subtracts
    /// The handoff policy of the platform modelled.
    public var handoff: HandoffPolicy
    /// The engine's seam rule in words, with the source it was read from (`physics show`);
    /// empty for a preset that states none.
    public var seam: String = ""

    /// Release-velocity estimator: how the engine measures the finger at the lift.
    public var velocity: any VelocityEstimator
    /// What a fling still running adds to the next one.
    public var boost: FlingBoost
    /// When the fling after a release starts (its curve's t = 0).
    public var flingStart: FlingStartRule

    /// A preset with every setting given.
    public init(name: String, summary: String, fling: any FlingModel, velocity: any VelocityEstimator,
                boost: FlingBoost = .none, flingStart: FlingStartRule = .input, bounceSpring: SpringDescription,
                snapSpring: SpringDescription, rubberBandCoefficient: Double, maxFlingVelocity: Double,
                minFlingVelocity: Double, touchSlop: Double, wheelNotch: Double, wheelDuration: Double,
                handoff: HandoffPolicy) {
        self.name = name
        self.summary = summary
        self.fling = fling
        self.velocity = velocity
        self.boost = boost
        self.flingStart = flingStart
        self.bounceSpring = bounceSpring
        self.snapSpring = snapSpring
        self.rubberBandCoefficient = rubberBandCoefficient
        self.maxFlingVelocity = maxFlingVelocity
        self.minFlingVelocity = minFlingVelocity
        self.touchSlop = touchSlop
        self.wheelNotch = wheelNotch
        self.wheelDuration = wheelDuration
        self.handoff = handoff
    }

    /// What the presets share unless their engine says otherwise: UIKit's deceleration, Android's
    /// least-squares estimator, critically damped returns (stiffness 150, snaps 120), the rubber
    /// band's c = 0.55, 8 px touch slop, flings from 50 to 8000 px/s, 100-px wheel notches eased
    /// over 150 ms, nested handoff. Each preset file changes only what its engine does differently.
    public static let defaults = PhysicsPreset(
        name: "", summary: "", fling: DecelerationSimulation.Model.standard,
        velocity: LeastSquaresVelocityEstimator.android,
        bounceSpring: SpringDescription(mass: 1, stiffness: 150, dampingRatio: 1),
        snapSpring: SpringDescription(mass: 1, stiffness: 120, dampingRatio: 1),
        rubberBandCoefficient: RubberBand.coefficient,
        maxFlingVelocity: 8000, minFlingVelocity: 50, touchSlop: 8,
        wheelNotch: 100, wheelDuration: 0.15, handoff: .nested)

    /// Springs of the presets whose platform returns faster (Android's stretch edge, GTK, Qt):
    /// stiffness 250, snaps 160.
    static let stiffSprings = (bounce: SpringDescription(mass: 1, stiffness: 250, dampingRatio: 1),
                               snap: SpringDescription(mass: 1, stiffness: 160, dampingRatio: 1))

    /// This preset with `change` applied: how a preset states only its engine's differences.
    public func with(_ change: (inout PhysicsPreset) -> Void) -> PhysicsPreset {
        var copy = self
        change(&copy)
        return copy
    }

    /// Every preset, in the order key `f` cycles through them (`PresetCatalog`).
    public static let all: [PhysicsPreset] = PresetCatalog.definitions.map(\.preset)

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> PhysicsPreset? { all.first { $0.name == name } }

    /// Every fling model a preset file may name, from the presets that use them.
    public static var flingModels: [String: any FlingModel] {
        var models: [String: any FlingModel] = [:]
        for preset in all { models[type(of: preset.fling).modelName] = preset.fling }
        return models
    }

    /// Every release-velocity estimator a preset file may name: the presets' own, and Handoff
    /// 0.1's linear fit (what a file naming none gets).
    public static var velocityEstimators: [String: any VelocityEstimator] {
        var estimators: [String: any VelocityEstimator] = [LeastSquaresVelocityEstimator.estimatorName: LeastSquaresVelocityEstimator.lsq1]
        for preset in all { estimators[type(of: preset.velocity).estimatorName] = preset.velocity }
        return estimators
    }

    /// The finger's velocity at a release at `atMs` as this preset's estimator measures it, px/s,
    /// before the preset's bounds (an engine that bounds each sample has done so already).
    public func estimate(_ history: MotionHistory, atMs: Double, source: VelocitySource) -> Double {
        velocity.velocity(of: history, atMs: atMs, source: source, maximum: maxFlingVelocity)
    }

    /// The momentum after a release at `velocity` px/s.
    public func flingSimulation(velocity: Double) -> any ScrollSimulation { fling.simulation(velocity: velocity) }

    /// Where a fling of `velocity` comes to rest, relative to where it starts.
    public func flingTravel(velocity: Double) -> Double { fling.travel(velocity: velocity) }

    public static func == (a: PhysicsPreset, b: PhysicsPreset) -> Bool {
        a.name == b.name && a.summary == b.summary && a.fling.isSame(as: b.fling)
            && a.velocity.isSame(as: b.velocity) && a.boost == b.boost && a.flingStart == b.flingStart
            && a.bounceSpring == b.bounceSpring && a.snapSpring == b.snapSpring
            && a.rubberBandCoefficient == b.rubberBandCoefficient && a.maxFlingVelocity == b.maxFlingVelocity
            && a.minFlingVelocity == b.minFlingVelocity && a.touchSlop == b.touchSlop && a.dragStart == b.dragStart
            && a.dragStartCaught == b.dragStartCaught
            && a.wheelNotch == b.wheelNotch && a.wheelDuration == b.wheelDuration && a.handoff == b.handoff
            && a.seam == b.seam && a.wheelPagePower == b.wheelPagePower && a.wheelReverse == b.wheelReverse && a.overshoot == b.overshoot
    }

    // MARK: - Codable

    /// The keys of a preset file, in the order `physics show` prints them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, fling, velocity, boost
        case flingStart = "fling_start"
        case bounceSpring = "bounce_spring"
        case snapSpring = "snap_spring"
        case rubberBandCoefficient = "rubber_band"
        case overshoot
        case minFlingVelocity = "min_fling_velocity"
        case maxFlingVelocity = "max_fling_velocity"
        case touchSlop = "touch_slop"
        case dragStart = "drag_start"
        case dragStartCaught = "drag_start_caught"
        case wheelNotch = "wheel_notch"
        case wheelDurationMs = "wheel_duration_ms"
        case wheelPagePower = "wheel_page_power"
        case wheelReverse = "wheel_reverse"
        case handoff, seam
    }

    /// The key naming the fling model inside `fling`.
    public static let modelKey = "model"
    /// The key naming the estimator inside `velocity`.
    public static let estimatorKey = "estimator"

    private struct ModelKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes a complete preset. The fling model is looked up by its `model` name; an unknown one
    /// is a `DecodingError.dataCorrupted` naming it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        summary = try c.decodeIfPresent(String.self, forKey: .summary) ?? ""
        let flingDecoder = try c.superDecoder(forKey: .fling)
        let modelName = try flingDecoder.container(keyedBy: ModelKey.self)
            .decode(String.self, forKey: ModelKey(stringValue: Self.modelKey))
        guard let prototype = Self.flingModels[modelName] else {
            throw DecodingError.dataCorrupted(.init(codingPath: flingDecoder.codingPath + [ModelKey(stringValue: Self.modelKey)],
                                                    debugDescription: "unknown fling model \"\(modelName)\""))
        }
        fling = try type(of: prototype).init(from: flingDecoder)
        if c.contains(.velocity) {
            let velocityDecoder = try c.superDecoder(forKey: .velocity)
            let estimatorName = try velocityDecoder.container(keyedBy: ModelKey.self)
                .decode(String.self, forKey: ModelKey(stringValue: Self.estimatorKey))
            guard let estimator = Self.velocityEstimators[estimatorName] else {
                throw DecodingError.dataCorrupted(.init(codingPath: velocityDecoder.codingPath + [ModelKey(stringValue: Self.estimatorKey)],
                                                        debugDescription: "unknown estimator \"\(estimatorName)\" (expected \(Self.velocityEstimators.keys.sorted().joined(separator: ", ")))"))
            }
            velocity = try type(of: estimator).init(from: velocityDecoder)
        } else {
            // A file from before presets named their estimator keeps the fit it was made with.
            velocity = LeastSquaresVelocityEstimator.lsq1
        }
        boost = try c.decodeIfPresent(FlingBoost.self, forKey: .boost) ?? .none
        // A file from before presets named their start keeps the input's time.
        flingStart = try c.decodeIfPresent(FlingStartRule.self, forKey: .flingStart) ?? .input
        bounceSpring = try c.decode(SpringDescription.self, forKey: .bounceSpring)
        snapSpring = try c.decode(SpringDescription.self, forKey: .snapSpring)
        rubberBandCoefficient = try c.decode(Double.self, forKey: .rubberBandCoefficient)
        // A file from before presets named their overshoot keeps the generic one.
        overshoot = try c.decodeIfPresent(EdgeOvershoot.self, forKey: .overshoot) ?? .spring
        minFlingVelocity = try c.decode(Double.self, forKey: .minFlingVelocity)
        // null: no maximum (Firefox's `apz.max_velocity_inches_per_ms` = −1).
        maxFlingVelocity = try c.decodeNil(forKey: .maxFlingVelocity) ? .infinity : c.decode(Double.self, forKey: .maxFlingVelocity)
        touchSlop = try c.decode(Double.self, forKey: .touchSlop)
        // A file from before presets named their drag start keeps the whole travel.
        dragStart = try c.decodeIfPresent(DragStartRule.self, forKey: .dragStart) ?? .wholeTravel
        // A file from before presets named it starts a caught drag as any other.
        dragStartCaught = try c.decodeIfPresent(DragStartRule.self, forKey: .dragStartCaught) ?? dragStart
        wheelNotch = try c.decode(Double.self, forKey: .wheelNotch)
        wheelDuration = try c.decode(Double.self, forKey: .wheelDurationMs) / 1000
        wheelPagePower = try c.decodeIfPresent(Double.self, forKey: .wheelPagePower)
        // A file from before presets named their wheel reversal keeps the sum.
        wheelReverse = try c.decodeIfPresent(WheelReverseRule.self, forKey: .wheelReverse) ?? .subtracts
        handoff = try c.decode(HandoffPolicy.self, forKey: .handoff)
        seam = try c.decodeIfPresent(String.self, forKey: .seam) ?? ""
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(summary, forKey: .summary)
        let flingEncoder = c.superEncoder(forKey: .fling)
        var model = flingEncoder.container(keyedBy: ModelKey.self)
        try model.encode(type(of: fling).modelName, forKey: ModelKey(stringValue: Self.modelKey))
        try fling.encode(to: flingEncoder)
        let velocityEncoder = c.superEncoder(forKey: .velocity)
        var estimator = velocityEncoder.container(keyedBy: ModelKey.self)
        try estimator.encode(type(of: velocity).estimatorName, forKey: ModelKey(stringValue: Self.estimatorKey))
        try velocity.encode(to: velocityEncoder)
        try c.encode(boost, forKey: .boost)
        try c.encode(flingStart, forKey: .flingStart)
        try c.encode(bounceSpring, forKey: .bounceSpring)
        try c.encode(snapSpring, forKey: .snapSpring)
        try c.encode(rubberBandCoefficient, forKey: .rubberBandCoefficient)
        try c.encode(overshoot, forKey: .overshoot)
        try c.encode(minFlingVelocity, forKey: .minFlingVelocity)
        if maxFlingVelocity.isInfinite { try c.encodeNil(forKey: .maxFlingVelocity) } else { try c.encode(maxFlingVelocity, forKey: .maxFlingVelocity) }
        try c.encode(touchSlop, forKey: .touchSlop)
        try c.encode(dragStart, forKey: .dragStart)
        try c.encode(dragStartCaught, forKey: .dragStartCaught)
        try c.encode(wheelNotch, forKey: .wheelNotch)
        try c.encode(wheelDuration * 1000, forKey: .wheelDurationMs)
        if let wheelPagePower { try c.encode(wheelPagePower, forKey: .wheelPagePower) } else { try c.encodeNil(forKey: .wheelPagePower) }
        try c.encode(wheelReverse, forKey: .wheelReverse)
        try c.encode(handoff, forKey: .handoff)
        try c.encode(seam, forKey: .seam)
    }

    /// What makes the settings unusable, as (key path, what it must be), or nil.
    public var problem: (key: String, expected: String)? {
        if let problem = fling.problem { return ("fling." + problem.key, problem.expected) }
        if let problem = velocity.problem { return ("velocity." + problem.key, problem.expected) }
        if let problem = boost.problem { return ("boost." + problem.key, problem.expected) }
        for (key, spring) in [("bounce_spring", bounceSpring), ("snap_spring", snapSpring)] {
            if !(spring.mass > 0 && spring.mass < 1e6) { return (key + ".mass", "a number in (0, 1e6)") }
            if !(spring.stiffness > 0 && spring.stiffness < 1e6) { return (key + ".stiffness", "a number in (0, 1e6)") }
            if !(spring.dampingRatio >= 1 && spring.dampingRatio < 100) {
                return (key + ".damping_ratio", "a number in [1, 100) (returns must not cross the edge)")
            }
        }
        if !(rubberBandCoefficient > 0 && rubberBandCoefficient <= 1) { return ("rubber_band", "a number in (0, 1]") }
        if !(minFlingVelocity >= 0 && minFlingVelocity < 1e6) { return ("min_fling_velocity", "a number in [0, 1e6)") }
        if !(maxFlingVelocity > 0 && (maxFlingVelocity <= 1e6 || maxFlingVelocity == .infinity)) {
            return ("max_fling_velocity", "a number in (0, 1e6], or null for no maximum")
        }
        if !(touchSlop >= 0 && touchSlop <= 1000) { return ("touch_slop", "a number in [0, 1000]") }
        if !(wheelNotch > 0 && wheelNotch <= 10_000) { return ("wheel_notch", "a number in (0, 10000]") }
        if !(wheelDuration >= 0 && wheelDuration <= 10) { return ("wheel_duration_ms", "a number in [0, 10000]") }
        if let power = wheelPagePower, !(power > 0 && power <= 1) { return ("wheel_page_power", "a number in (0, 1], or null for wheel_notch") }
        if name.isEmpty { return ("name", "a non-empty string") }
        return nil
    }
}
