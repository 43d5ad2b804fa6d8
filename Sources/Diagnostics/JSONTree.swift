import Foundation

/// Any JSON value, decoded and re-encoded as is: how a trace line (written by `TraceLine`, the one
/// place that knows its fields) travels inside JSON that `JSONEncoder` writes — the replay
/// summary's `"final"`, a compare row's `final` — whatever fields the scene adds.
public indirect enum JSONTree: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    /// Parses one JSON text (a trace line); nil if it is not JSON.
    public init?(parsing text: String) {
        guard let value = try? Self.parse(text) else { return nil }
        self = value
    }

    /// `text` parsed, or the decoder's error.
    public static func parse(_ text: String) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
    }

    /// The member `key` of an object, else nil.
    public subscript(key: String) -> JSONTree? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(values): try container.encode(values)
        case let .object(members): try container.encode(members)
        }
    }
}
