import ArgumentParser
import Output
import Scenes
import ScrollEngine
import Sessions

/// `handoff flick`: writes a session holding an exact synthetic gesture to standard output.
struct FlickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick",
        abstract: "Write a session with an exact flick: a constant speed, a chosen input rate, a lift placed on the frame grid.",
        discussion: """
            The gesture moves from --at to --to (or --distance px straight up, toward later content) at \
            --v px/s (or over --duration ms), one input sample every 1/--input-hz s, rests --hold ms, and \
            lifts on a frame (on-frame), halfway between two (mid-frame) or +MS after the last move. \
            --repeat N --gap MS makes N flicks, each starting MS after the previous lift. Example: \
            handoff flick --v 2000 --device touchpad > f.jsonl; handoff compare f.jsonl --physics ios,gtk
            """)

    @Option(help: "Scene (\(SceneRegistry.kinds.map(\.rawValue).joined(separator: ", "))).")
    var scene: SceneKind = .profile
    @Option(help: "Physics preset named in the header.")
    var physics: String = "ios"
    @Option(parsing: .unconditional, help: "Window size, WxH.")
    var size: ViewportSize = ViewportSize(width: 1280, height: 800)
    @Option(parsing: .unconditional, help: "The session's frame rate (the grid the lift is placed on), Hz.")
    var hz: NumberArgument = 60
    /// On the profile's 280-px header, so that 150 px up lifts before it has collapsed: the fling
    /// crosses the seam (nested presets hand it to the list, latch presets lose it there).
    @Option(parsing: .unconditional, help: "Start point X,Y (default: on the profile's header).")
    var at: FlickPoint = FlickPoint(x: 640, y: 240)
    @Option(parsing: .unconditional, help: "End point X,Y (default: --distance straight up).")
    var to: FlickPoint?
    @Option(parsing: .unconditional, help: "Distance straight up from --at, px (when --to is not given; the default lifts before the header has collapsed, so the fling crosses the seam).")
    var distance: NumberArgument = 150
    @Option(name: .customLong("v"), parsing: .unconditional, help: "Speed, px/s, in (0, 100000].")
    var speed: Double?
    @Option(parsing: .unconditional, help: "Duration of the movement, ms (instead of --v).")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Input samples per second, 1 to 10000.")
    var inputHz: NumberArgument = 240
    @Option(parsing: .unconditional, help: "When the lift comes: on-frame, mid-frame or +MS after the last move.")
    var release: FlickRelease = FlickRelease(argument: "on-frame")!
    @Option(parsing: .unconditional, help: "Rest at the end point before the lift, ms.")
    var hold: NumberArgument = 0
    @Option(help: "Input device: pointer, touch, touchpad or wheel.")
    var device: FlickGesture.Device = .pointer
    @Option(name: .customLong("repeat"), parsing: .unconditional, help: "Number of flicks, 1 to 1000.")
    var count: Int = 1
    @Option(parsing: .unconditional, help: "Pause between one flick's lift and the next's start, ms.")
    var gap: NumberArgument = 300

    func validate() throws {
        if speed != nil && duration != nil { throw ValidationError("give --v or --duration, not both") }
        guard PhysicsPreset.named(physics) != nil else {
            throw ValidationError("unknown preset \"\(physics)\" (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))")
        }
        if let speed, !(speed > 0 && speed <= 100_000) { throw ValidationError("--v must be in (0, 100000] px/s") }
        if to == nil, !(distance.value > 0 && distance.value <= 100_000) { throw ValidationError("--distance must be in (0, 100000] px") }
        if let problem = try gesture().problem { throw ValidationError(problem) }
        for (option, point) in [("--at", at), ("--to", to)] {
            if let problem = point?.coordinateProblem { throw ValidationError("\(option) \(problem)") }
        }
    }

    /// The gesture the options describe.
    func gesture() throws -> FlickGesture {
        let end = to.map { ($0.x, $0.y) } ?? (at.x, at.y - distance.value)
        let length = ((end.0 - at.x) * (end.0 - at.x) + (end.1 - at.y) * (end.1 - at.y)).squareRoot()
        let ms = duration ?? length / (speed ?? 2000) * 1000
        return FlickGesture(from: (at.x, at.y), to: end, durationMs: ms, inputHz: inputHz.value, frameHz: hz.value,
                            release: release.release, holdMs: hold.value, device: device, count: count, gapMs: gap.value)
    }

    func run() throws {
        let header = SessionHeader(scene: scene, physics: physics, width: size.width, height: size.height, hz: hz.value)
        try FlickOutput.write(header: header, gesture: try gesture())
    }
}

extension FlickGesture.Device: ExpressibleByArgument {}

/// `--at` / `--to`: `X,Y`.
struct FlickPoint: ExpressibleByArgument {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        self.x = x
        self.y = y
    }

    /// As it is typed: `640,600`.
    var defaultValueDescription: String { "\(x.argumentText),\(y.argumentText)" }

    /// Why the point cannot be a session's coordinate (`SessionLimits.pointProblem`), or nil.
    var coordinateProblem: String? { SessionLimits.pointProblem(x: x, y: y) }
}

/// `--release`: `on-frame`, `mid-frame` or `+MS`.
struct FlickRelease: ExpressibleByArgument {
    var release: FlickGesture.Release

    init?(argument: String) {
        switch argument {
        case "on-frame": release = .onFrame
        case "mid-frame": release = .midFrame
        default:
            guard argument.hasPrefix("+"), let ms = Double(argument.dropFirst()), ms.isFinite, ms >= 0 else { return nil }
            release = .after(ms)
        }
    }

    /// As it is typed: `on-frame`, `mid-frame` or `+MS`.
    var defaultValueDescription: String {
        switch release {
        case .onFrame: "on-frame"
        case .midFrame: "mid-frame"
        case .after(let ms): "+\(ms.argumentText)"
        }
    }
}

extension Double {
    /// The number as a person types it: no `.0` on a whole number (`640`, `12.5`).
    var argumentText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
