import ArgumentParser
import Output
import ScrollEngine

/// `handoff physics docs`: docs/presets.md, written from the presets.
struct PhysicsDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Print docs/presets.md as the presets make it (the preset table and the count of verify's cases).",
        discussion: "Run `handoff physics docs > docs/presets.md` after changing a preset; a test fails while the committed page differs.")

    func run() throws {
        try StandardOutput.write(PresetDocs.markdown())
    }
}
