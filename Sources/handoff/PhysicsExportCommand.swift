import ArgumentParser
import Output
import Sessions

/// `handoff physics export PRESET --format json|compose|flutter`: a preset (a name, or a file
/// such as one key `x` wrote in the window) as a preset file, Kotlin for Compose or Dart for
/// Flutter, on standard output.
struct PhysicsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a preset (name or .json file) as a preset file, Compose (Kotlin) or Flutter (Dart) code.")

    @Argument(help: "A preset name or a preset file (.json), such as the window's `x` writes.")
    var preset: PresetArgument

    @Option(help: "json (the preset file, which --physics reads back), compose (Kotlin) or flutter (Dart).")
    var format: ExportFormat = .json

    func run() throws {
        try StandardOutput.write(format.render(try preset.resolve(), version: Handoff.version))
    }
}

extension ExportFormat: ExpressibleByArgument {}
