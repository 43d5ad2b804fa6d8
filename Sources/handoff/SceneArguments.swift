import ArgumentParser
import Playground
import Scenes
import ScrollEngine

extension SceneKind: ExpressibleByArgument {}

/// `--physics`: a preset by name.
struct PresetArgument: ExpressibleByArgument {
    var preset: PhysicsPreset
    init?(argument: String) {
        guard let preset = PhysicsPreset.named(argument) else { return nil }
        self.preset = preset
    }
    static var allValueStrings: [String] { PhysicsPreset.all.map(\.name) }
}

extension ProfileScene.BounceTarget: ExpressibleByArgument {}
