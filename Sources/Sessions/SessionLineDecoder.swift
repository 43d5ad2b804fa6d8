import HostInterface
import Scenes
import ScrollEngine

/// Turns parsed JSON lines into headers and events, checking every rule of the format
/// that concerns one line alone (ordering across lines is the reader's job).
///
/// Checks run in a fixed order (for events: `t`, then `type`, then the type's fields in
/// documented order) so that a line with several problems always reports the same one.
/// Keys the format does not know are ignored, in headers and in events alike, so that
/// newer writers can add information older readers skip.
enum SessionLineDecoder {
    // MARK: Header

    static func header(from value: JSONValue) throws(SessionProblem) -> SessionHeader {
        guard case let .object(object) = value else {
            throw SessionProblem(message: "expected the header to be a JSON object, got \(value.kindName)")
        }
        let versionValue = try required("handoff", in: object, context: "(the format version) in the header")
        guard case let .number(versionNumber) = versionValue, let version = versionNumber.integer else {
            throw SessionProblem.expected("handoff", "an integer")
        }
        guard version == SessionHeader.formatVersion else { throw SessionProblem.unsupportedVersion(version) }

        let sceneName = try string("scene", in: object, context: "in the header")
        // Any name: which scenes exist is the registry's business, above this module
        // (`SessionError.unknownScene`, thrown where a scene is built from the header).
        let scene = SceneKind(rawValue: sceneName)
        let physicsValue = try required("physics", in: object, context: "in the header")
        var physics = ""
        var inlinePreset: PhysicsPreset?
        switch physicsValue {
        case .string(let name):
            guard SessionHeader.physicsPresets.contains(name) else { throw SessionProblem.unknownPhysics(name) }
            physics = name
        case .object:
            do {
                inlinePreset = try PresetDocument.preset(from: physicsValue)
            } catch {
                throw SessionProblem(message: "\"physics\" object: \(error.description)")
            }
        default:
            throw SessionProblem.expected("physics", "a preset name or a preset object")
        }

        let sizeValue = try required("size", in: object, context: "in the header")
        guard case let .array(size) = sizeValue, size.count == 2,
              case let .number(widthNumber) = size[0], let width = widthNumber.integer, width > 0,
              case let .number(heightNumber) = size[1], let height = heightNumber.integer, height > 0 else {
            throw SessionProblem.badSize
        }
        try SessionLimits.checkSize(width: width, height: height, label: #""size""#)

        let hz = try number("hz", in: object, context: "in the header", mustBe: "a finite number > 0 and <= 1000")
        try SessionLimits.checkHz(hz)

        var bounce = SessionHeader.defaultBounce
        if let bounceValue = object["bounce"] {
            guard case let .string(name) = bounceValue, let side = BounceSide(rawValue: name) else {
                throw SessionProblem(message: "\"bounce\" must be \"parent\" or \"child\"")
            }
            bounce = side
        }
        var loadLatencyMs = SessionHeader.defaultLoadLatencyMs
        if object["load_latency_ms"] != nil {
            loadLatencyMs = try number("load_latency_ms", in: object, context: "", mustBe: "a finite number >= 0 and <= 86400000 (ms)")
            try SessionLimits.checkLoadLatency(loadLatencyMs)
        }
        var handoffPolicy: HandoffPolicy?
        if let policyValue = object["handoff_policy"] {
            guard case let .string(name) = policyValue, let policy = HandoffPolicy(rawValue: name) else {
                throw SessionProblem(message: "\"handoff_policy\" must be one of \(HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            handoffPolicy = policy
        }
        var tabs = TabMemory.reset
        if let tabsValue = object["tabs"] {
            guard case let .string(name) = tabsValue, let memory = TabMemory(rawValue: name) else {
                throw SessionProblem(message: "\"tabs\" must be \"reset\" or \"keep\"")
            }
            tabs = memory
        }
        var scale = SessionHeader.defaultScale
        if object["scale"] != nil {
            let mustBe = "one of 1, 1.25, 1.5, 2, 3"
            scale = try number("scale", in: object, context: "", mustBe: mustBe)
            guard SessionHeader.scales.contains(scale) else { throw SessionProblem.expected("scale", mustBe) }
        }
        if let problem = SessionLimits.headerDeviceSizeProblem(width: width, height: height, scale: scale) { throw problem }
        var header = SessionHeader(version: version, scene: scene, physics: physics, width: width, height: height,
                                   hz: hz, bounce: bounce, loadLatencyMs: loadLatencyMs,
                                   inlinePreset: inlinePreset, handoffPolicy: handoffPolicy, tabs: tabs, scale: scale)
        if let importedValue = object["imported"] {
            header.imported = try imported(from: importedValue)
        }
        return header
    }

    /// The header's `imported` object: `format`, `device` and `file`, each a non-empty string.
    private static func imported(from value: JSONValue) throws(SessionProblem) -> ImportedRecording {
        let mustBe = "an object with \"format\", \"device\" and \"file\" strings"
        guard case let .object(object) = value,
              case let .string(format)? = object["format"], case let .string(device)? = object["device"],
              case let .string(file)? = object["file"] else {
            throw SessionProblem.expected("imported", mustBe)
        }
        let imported = ImportedRecording(format: format, device: device, file: file)
        if let problem = imported.problem { throw problem }
        return imported
    }

    // MARK: Events

    static func event(from value: JSONValue) throws(SessionProblem) -> TimedEvent {
        guard case let .object(object) = value else {
            throw SessionProblem(message: "expected an event (a JSON object), got \(value.kindName)")
        }
        let t = try number("t", in: object, context: "(the event time)", mustBe: "a finite number")
        try SessionLimits.checkTime(t)
        let type = try string("type", in: object, context: "(the event type)")
        let context = "(required by \"\(type)\" events)"
        let event: SessionEvent
        switch type {
        case "down", "up":
            let x = try coordinate("x", in: object, context: context)
            let y = try coordinate("y", in: object, context: context)
            let button = try integer("button", in: object, context: context, mustBe: "an integer")
            event = type == "down" ? .down(x: x, y: y, button: button) : .up(x: x, y: y, button: button)
        case "move":
            event = .move(x: try coordinate("x", in: object, context: context),
                          y: try coordinate("y", in: object, context: context))
        case "wheel":
            event = .wheel(x: try coordinate("x", in: object, context: context),
                           y: try coordinate("y", in: object, context: context),
                           dx: try notches("dx", in: object, context: context),
                           dy: try notches("dy", in: object, context: context))
        case "scroll":
            event = .scroll(x: try coordinate("x", in: object, context: context),
                            y: try coordinate("y", in: object, context: context),
                            dx: try coordinate("dx", in: object, context: context),
                            dy: try coordinate("dy", in: object, context: context))
        case "touch":
            let phaseName = try string("phase", in: object, context: context, mustBe: "\"begin\", \"move\", \"end\" or \"cancel\"")
            guard let phase = TouchPhase(rawValue: phaseName) else {
                throw SessionProblem.expected("phase", "\"begin\", \"move\", \"end\" or \"cancel\"")
            }
            let id = try integer("id", in: object, context: context, mustBe: "an integer")
            event = .touch(phase: phase, id: id,
                           x: try coordinate("x", in: object, context: context),
                           y: try coordinate("y", in: object, context: context))
        case "key":
            let name = try string("key", in: object, context: context, mustBe: "a non-empty string")
            guard !name.isEmpty else { throw SessionProblem.expected("key", "a non-empty string") }
            event = .key(name)
        case "resize":
            let width = try integer("w", in: object, context: context, mustBe: "an integer > 0")
            let height = try integer("h", in: object, context: context, mustBe: "an integer > 0")
            guard width > 0 else { throw SessionProblem.expected("w", "an integer > 0") }
            guard height > 0 else { throw SessionProblem.expected("h", "an integer > 0") }
            try SessionLimits.checkSize(width: width, height: height, label: #""w"×"h""#)
            event = .resize(width: width, height: height)
        case "end":
            event = .end
        case "frame":
            event = .frame
        default:
            throw SessionProblem.unknownEventType(type)
        }
        return TimedEvent(t: t, event: event)
    }

    // MARK: Fields

    private static func required(_ key: String, in object: JSONObject, context: String) throws(SessionProblem) -> JSONValue {
        guard let value = object[key] else { throw SessionProblem.missing(key, in: context) }
        return value
    }

    private static func number(_ key: String, in object: JSONObject, context: String,
                               mustBe what: String) throws(SessionProblem) -> Double {
        guard case let .number(number) = try required(key, in: object, context: context), number.value.isFinite else {
            throw SessionProblem.expected(key, what)
        }
        return number.value
    }

    /// A position or a pixel delta (any event type): finite and within the documented ±1 000 000.
    private static func coordinate(_ key: String, in object: JSONObject, context: String) throws(SessionProblem) -> Double {
        let value = try number(key, in: object, context: context, mustBe: "a finite number within ±1000000")
        try SessionLimits.checkCoordinate(value, key: key)
        return value
    }

    /// A count of wheel notches: an integer within the documented ±100.
    private static func notches(_ key: String, in object: JSONObject, context: String) throws(SessionProblem) -> Double {
        let value = try number(key, in: object, context: context, mustBe: "an integer within ±100 (wheel notches)")
        try SessionLimits.checkNotches(value, key: key)
        return value
    }

    /// An integer must be *written* as one (`1`, not `1.0` or `1e0`), like a typed
    /// language's JSON decoder would require of an `Int` field.
    private static func integer(_ key: String, in object: JSONObject, context: String,
                                mustBe what: String) throws(SessionProblem) -> Int {
        guard case let .number(number) = try required(key, in: object, context: context),
              let integer = number.integer else {
            throw SessionProblem.expected(key, what)
        }
        return integer
    }

    private static func string(_ key: String, in object: JSONObject, context: String,
                               mustBe what: String = "a string") throws(SessionProblem) -> String {
        guard case let .string(text) = try required(key, in: object, context: context) else {
            throw SessionProblem.expected(key, what)
        }
        return text
    }
}
