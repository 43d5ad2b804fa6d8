import ArgumentParser
import Replay
import Scenes
import ScrollEngine
import Sessions

/// The settings a session header holds, as `run`, `replay`, `bench` and `compare` take them
/// (`@OptionGroup`): one declaration, one set of limits; each command's help (`Help`) says what a
/// value means there and what an absent one is (run: its defaults; replay, bench and compare: the
/// session header's).
///
/// `--physics` and `--handoff` take a list, repeated (`--physics ios --physics gtk`) or
/// comma-separated (`ios,gtk`); only `compare` accepts more than one.
struct SettingOptions<Help: SettingsHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.physics, valueName: Help.physicsValueName), transform: CompareItem.list)
    var physics: [[CompareItem]] = []

    @Option(help: ArgumentHelp(Help.handoff, valueName: "policy"), transform: HandoffPolicy.list)
    var handoff: [[HandoffPolicy]] = []

    @Option(help: ArgumentHelp("Which scroller rubber-bands at the top: parent or child (profile, sections). Default: \(Help.bounceDefault)."))
    var bounce: BounceSide?

    @Option(help: ArgumentHelp("Per-tab memory of the tab pages: reset or keep. Default: \(Help.tabsDefault)."))
    var tabs: TabMemory?

    @Option(parsing: .unconditional, help: ArgumentHelp(Help.hz))
    var hz: RateArgument?

    @Option(name: .customLong("load-latency"), parsing: .unconditional,
            help: ArgumentHelp("Chat scene: milliseconds a load of older messages takes, 0 to 86400000. Default: \(Help.loadLatencyDefault)."))
    var loadLatency: Double?

    @Option(help: ArgumentHelp("Device pixels per logical pixel: 1, 1.25, 1.5, 2 or 3. Layout, physics and sessions stay in logical pixels, so offsets are the same at every scale. Default: \(Help.scaleDefault).",
                               valueName: "scale"))
    var scale: ScaleArgument?

    /// Every `--physics` item, in order (`compare` runs each; a policy in one is compare's).
    var items: [CompareItem] { physics.flatMap { $0 } }

    /// Every preset named, in order.
    var presets: [PresetArgument] { items.map(\.physics) }

    /// Every policy named, in order.
    var policies: [HandoffPolicy] { handoff.flatMap { $0 } }

    func validate() throws {
        if case .fixed(let value)? = hz { try OptionLimit.hz.check(value) }
        if case .list(let values)? = hz { for value in values { try OptionLimit.hz.check(value) } }
        if let loadLatency { try OptionLimit.loadLatency.check(loadLatency) }
    }

    /// For commands that run one setting: at most one preset and one policy.
    func checkSingle() throws {
        if presets.count > 1 { throw ValidationError("--physics takes one preset here (compare takes several)") }
        if items.contains(where: { $0.policy != nil }) {
            throw ValidationError("--physics takes a preset here, not PRESET:POLICY (compare takes those); give the policy with --handoff")
        }
        if policies.count > 1 { throw ValidationError("--handoff takes one policy here (compare takes several)") }
        if case .list? = hz { throw ValidationError("--hz takes one rate here (compare takes several)") }
    }

    /// For commands that replay a session, whose own rate is kept unless a number is given.
    func checkNoAutoRate() throws {
        if hz == .auto { throw ValidationError("--hz auto applies to run (the window's monitor); give a number, > 0 and <= 1000") }
    }

    /// `--hz N,N,…` (compare), when a list was given.
    var rateList: [Double]? {
        if case .list(let values)? = hz { values } else { nil }
    }

    /// `--hz` as a number, when one was given.
    var fixedHz: Double? {
        if case .fixed(let value)? = hz { value } else { nil }
    }

    /// The overrides for a replay: the first preset and policy (resolved) and the rest as given.
    func overrides() throws -> ReplayOverrides {
        ReplayOverrides(physics: try presets.first?.resolve(), handoff: policies.first, bounce: bounce, tabs: tabs,
                        hz: fixedHz, loadLatencyMs: loadLatency, scale: scale?.scale)
    }
}

extension HandoffPolicy {
    /// Parses `nested,latch` (one `--handoff` value) into policies, naming the valid ones on error.
    static func list(_ text: String) throws -> [HandoffPolicy] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { name in
            guard let policy = HandoffPolicy(rawValue: String(name)) else {
                throw ValidationError("unknown policy '\(name)' (expected \(HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return policy
        }
    }
}
