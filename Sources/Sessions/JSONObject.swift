/// A JSON object's members in the order they were written.
///
/// Two parallel arrays beat a dictionary here: session lines have at most about six
/// keys, and lookups by linear scan avoid hashing every key of every line.
public struct JSONObject: Equatable, Sendable {
    /// Keys in source order; unique (the parser rejects duplicates).
    public private(set) var keys: [String] = []
    /// `values[i]` belongs to `keys[i]`.
    public private(set) var values: [JSONValue] = []

    /// Number of members.
    public var count: Int { keys.count }

    /// Adds a member at the end; the caller has checked that `key` is new.
    mutating func append(key: String, value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    /// Sets the value of an existing `key`, or appends it.
    mutating func replace(key: String, with value: JSONValue) {
        if let index = keys.firstIndex(of: key) { values[index] = value } else { append(key: key, value: value) }
    }

    /// The value for `key`, or nil when the object has no such member.
    public subscript(key: String) -> JSONValue? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        return values[index]
    }
}
