/// JSON text in and out: a trace line parsed by the session format's own parser, and encoded
/// again by `JSONEncoder` (objects keep their members' order; numbers are written as doubles).
extension JSONValue: Encodable {
    /// `text` parsed as one JSON value; nil if it is not JSON.
    public init?(parsing text: String) {
        guard let value = try? JSONLineParser.parse(Array(text.utf8)) else { return nil }
        self = value
    }

    /// The member `key` of an object, else nil.
    public subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .number(number):
            var container = encoder.singleValueContainer()
            try container.encode(number.value)
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .array(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case let .object(members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for index in 0..<members.count {
                try container.encode(members.values[index], forKey: MemberKey(members.keys[index]))
            }
        }
    }

    /// An object member's name as a coding key.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
