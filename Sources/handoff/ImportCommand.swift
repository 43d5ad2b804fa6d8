import ArgumentParser
import Import
import Output
import Scenes
import ScrollEngine
import Sessions

/// `handoff import FILE`: a `libinput record` or `evemu-record` capture of real devices, as a session.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a libinput record (YAML) or evemu-record capture of a real mouse, touchpad or touchscreen into a session.",
        discussion: """
            Times come from the capture (its first event is t = 0). A mouse moves the pointer and turns the \
            wheel, a touchpad's two-finger scrolling becomes smooth scrolling with its lift (the kinetic \
            fling), a touchscreen's contacts become touches over the whole window. What is not mapped is \
            listed on standard error, one line per device. docs/import.md has the rules. Example: \
            handoff import touchpad.yml -o tp.jsonl; handoff compare tp.jsonl
            """)

    @Argument(help: "The capture: libinput record YAML or evemu-record text.")
    var file: String

    @Option(help: "Scene (\(SceneRegistry.kinds.map(\.rawValue).joined(separator: ", "))).")
    var scene: SceneKind = .profile
    @Option(help: "Physics preset named in the header.")
    var physics: String = "ios"
    @Option(parsing: .unconditional, help: "Window size, WxH (a touchscreen is stretched over it).")
    var size: ViewportSize = ViewportSize(width: 1280, height: 800)
    @Option(parsing: .unconditional, help: "The session's frame rate, Hz.")
    var hz: NumberArgument = 60
    @Option(help: ArgumentHelp("Import only this device: its number in the capture (1 first) or its name. Repeatable.",
                               valueName: "N|NAME"))
    var device: [String] = []
    @Option(name: .customLong("at"), parsing: .unconditional, help: "Where the pointer is for wheel and touchpad scrolling, X,Y (default: the window's centre).")
    var pointer: FlickPoint?
    @Flag(help: "Touchpad scrolling with natural scrolling on (content follows the fingers).")
    var natural = false
    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the session to OUT ('-' or none: standard output).")
    var output: String?

    func validate() throws {
        try size.checkLimits()
        guard PhysicsPreset.named(physics) != nil else {
            throw ValidationError("unknown preset \"\(physics)\" (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))")
        }
        guard hz.value > 0, hz.value <= SessionLimits.maximumHz else { throw ValidationError("--hz must be > 0 and <= 1000, got \(NumberArgument.text(hz.value))") }
        if let pointer, let problem = pointer.coordinateProblem {
            throw ValidationError("--at \(problem)")
        }
    }

    func run() throws {
        try OutputPath.refuseInputs([file], outputs: [("--output", output)])
        let capture = try CaptureFile.read(path: file)
        let selection = try device.isEmpty ? nil : device.map { try index(of: $0, in: capture) }
        let window = ImportWindow(width: size.width, height: size.height, pointer: pointer.map { ($0.x, $0.y) },
                                  naturalScrolling: natural)
        let header = SessionHeader(scene: scene, physics: physics, width: size.width, height: size.height, hz: hz.value)
        try CaptureSession(capture: capture, file: file, devices: selection, window: window, header: header).write(to: output)
    }

    /// `--device`: a 1-based number, or a name (exact, else the one name containing it).
    private func index(of argument: String, in capture: Capture) throws -> Int {
        let names = capture.devices.map(\.name)
        if let number = Int(argument), number >= 1, number <= names.count { return number - 1 }
        if let exact = names.firstIndex(of: argument) { return exact }
        let matches = names.indices.filter { names[$0].localizedLowercase.contains(argument.localizedLowercase) }
        if matches.count == 1 { return matches[0] }
        let listed = names.enumerated().map { "\($0.offset + 1) \(JSONString.literal($0.element))" }.joined(separator: ", ")
        throw CommandFailure("--device \(argument): \(matches.isEmpty ? "no such device" : "names several devices") in \(file) (devices: \(listed))",
                             status: ExitStatus.usage)
    }
}
