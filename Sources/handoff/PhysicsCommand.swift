import ArgumentParser
import Output
import ScrollEngine
import Sessions

/// `handoff physics list` / `handoff physics show P`: the presets as data.
struct PhysicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics",
        abstract: "List the physics presets, or print one as the JSON that --physics FILE.json reads.",
        subcommands: [List.self, Show.self, PhysicsExportCommand.self, PhysicsVerifyCommand.self, PhysicsDocsCommand.self])

    /// One line per preset: name, then what it models.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One line per preset: name, what it models, default handoff.")

        func run() throws {
            let width = PhysicsPreset.all.map(\.name.count).max() ?? 0
            var text = ""
            for preset in PhysicsPreset.all {
                let pad = String(repeating: " ", count: width - preset.name.count)
                let perFrame = (preset.fling as? FirefoxFlingSimulation.Model)?.sampledPerFrame == true ? " [depends on the frame rate]" : ""
                text += "\(preset.name)\(pad)  \(preset.summary) [handoff: \(preset.handoff.rawValue)]\(perFrame)\n"
            }
            try StandardOutput.write(text)
        }
    }

    /// The preset as JSON.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a preset (name or .json file) as JSON.")

        @Argument(help: "A preset name or a preset file (.json).")
        var preset: PresetArgument

        func run() throws {
            try StandardOutput.write(PresetDocument.prettyJSON(try preset.resolve()) + "\n")
        }
    }
}
