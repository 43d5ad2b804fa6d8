import Scenes
import ScrollEngine
import Sessions

/// A trace line's JSON object with typed reads: each throws a ``TraceFieldError`` naming the key.
struct TraceObject {
    let object: JSONObject

    init(_ object: JSONObject) { self.object = object }

    func number(_ key: String) throws(TraceFieldError) -> Double {
        guard let value = try optionalNumber(key) else { throw TraceFieldError("missing \"\(key)\"") }
        return value
    }

    func optionalNumber(_ key: String) throws(TraceFieldError) -> Double? {
        switch object[key] {
        case nil: return nil
        case .number(let number)?: return number.value
        case let other?: throw TraceFieldError("\"\(key)\": expected a number, got \(other.kindName)")
        }
    }

    func int(_ key: String) throws(TraceFieldError) -> Int {
        switch object[key] {
        case nil: throw TraceFieldError("missing \"\(key)\"")
        case .number(let number)?:
            guard let value = number.integer else { throw TraceFieldError("\"\(key)\": expected a whole number") }
            return value
        case let other?: throw TraceFieldError("\"\(key)\": expected a whole number, got \(other.kindName)")
        }
    }

    func string(_ key: String) throws(TraceFieldError) -> String {
        switch object[key] {
        case nil: throw TraceFieldError("missing \"\(key)\"")
        case .string(let text)?: return text
        case let other?: throw TraceFieldError("\"\(key)\": expected a string, got \(other.kindName)")
        }
    }

    /// `nodes`, when the line has them.
    func nodes() throws(TraceFieldError) -> [ScrollerState]? {
        guard let value = object["nodes"] else { return nil }
        guard case .array(let items) = value else { throw TraceFieldError("\"nodes\": expected an array") }
        var nodes: [ScrollerState] = []
        for item in items {
            guard case .object(let fields) = item else { throw TraceFieldError("\"nodes\": expected objects") }
            let node = TraceObject(fields)
            typealias Key = ScrollerState.CodingKeys
            let axisName = try node.string(Key.axis.rawValue)
            guard let axis = ScrollAxis(rawValue: axisName) else {
                throw TraceFieldError("\"nodes\": unknown axis \"\(axisName)\"")
            }
            nodes.append(ScrollerState(id: try node.string(Key.id.rawValue), axis: axis,
                                       offset: try node.number(Key.offset.rawValue),
                                       travel: try node.number(Key.travel.rawValue),
                                       maxOffset: try node.optionalNumber(Key.maxOffset.rawValue)))
        }
        return nodes
    }

    /// `release`, in the frame that handled one.
    func release() throws(TraceFieldError) -> ReleaseRecord? {
        guard let value = object["release"] else { return nil }
        guard case .object(let fields) = value else { throw TraceFieldError("\"release\": expected an object") }
        let release = TraceObject(fields)
        return ReleaseRecord(timeMs: try release.number("t"), offset: try release.number("o"),
                             liftVelocity: try release.number("lift_v"), velocity: try release.number("v"),
                             estimator: try release.string("estimator"), curve: try release.string("curve"))
    }

    /// A scene field's value as the trace writes it (``SceneFields/Value``).
    static func sceneValue(_ value: JSONValue, key: String) throws(TraceFieldError) -> SceneFields.Value {
        switch value {
        case .null: return .null
        case .number(let number): return number.integer.map { .int($0) } ?? .number(number.value)
        case .string(let text): return .text(text)
        case .object(let fields):
            let anchor = TraceObject(fields)
            return .anchor(id: try anchor.int("id"), y: try anchor.number("y"))
        case .bool, .array: throw TraceFieldError("\"\(key)\": \(value.kindName) is no scene field")
        }
    }
}
