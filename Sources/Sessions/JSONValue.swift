import Foundation

/// One parsed JSON value: what the session reader reads, and how a trace line travels inside
/// JSON that `JSONEncoder` writes (the replay summary's and a compare row's `final`).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Human name of the value's kind, for "expected … got …" style messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The value in `JSONSerialization`'s types, for decoders that work on those (preset objects).
    var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .number(let number): return number.integer.map { $0 as Any } ?? number.value
        case .string(let value): return value
        case .array(let items): return items.map(\.foundationObject)
        case .object(let object):
            var dictionary: [String: Any] = [:]
            for index in 0..<object.count { dictionary[object.keys[index]] = object.values[index].foundationObject }
            return dictionary
        }
    }
}
