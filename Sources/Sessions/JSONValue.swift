/// One parsed JSON value. Internal: the session format only needs a handful of shapes,
/// and keeping the tree private lets the parser change without touching the public API.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Human name of the value's kind, for "expected … got …" style messages.
    var kindName: String {
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
