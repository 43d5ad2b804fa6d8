import ArgumentParser
import FramePipeline
import Scenes
import ScrollEngine
import Sessions

/// `--scene NAME`: a registered scene (an unknown name is a usage error, 64, listing them).
extension SceneKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard SceneRegistry.scene(SceneKind(rawValue: argument)) != nil else { return nil }
        self.init(rawValue: argument)
    }

    public static var allValueStrings: [String] { SceneRegistry.kinds.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}
extension BounceSide: ExpressibleByArgument {}
extension TabMemory: ExpressibleByArgument {}
extension HandoffPolicy: ExpressibleByArgument {}
extension RedrawMode: ExpressibleByArgument {}

/// `--physics`: a preset name, or a path ending in `.json` to a preset file (docs/presets.md,
/// "Physics presets"). Names are checked while parsing (an unknown one is a usage error, 64);
/// files are read by `resolve()`, where a file that does not parse or names an unknown key or
/// model is bad input data (65, one line naming FILE and the key).
struct PresetArgument: ExpressibleByArgument, CustomStringConvertible {
    /// What was given.
    var text: String

    init?(argument: String) {
        guard argument.hasSuffix(".json") || PhysicsPreset.named(argument) != nil else { return nil }
        text = argument
    }

    /// A built-in preset by name.
    init(named name: String) { text = name }

    var description: String { text }
    var defaultValueDescription: String { text }
    static var allValueStrings: [String] { PhysicsPreset.all.map(\.name) + ["FILE.json"] }

    /// The preset: built in, or read from the file (a file that does not parse or validate is
    /// bad data, 65, one line `FILE:LINE:COLUMN: problem`; one that cannot be read, 1).
    func resolve() throws -> PhysicsPreset {
        if let preset = PhysicsPreset.named(text) { return preset }
        return try PresetDocument.preset(fromFile: text)
    }
}
