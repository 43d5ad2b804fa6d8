import Foundation

/// Any JSON value, Codable: how a trace line (written by `TraceLine`, the one place that knows
/// its fields) travels inside JSON that `JSONEncoder` writes, such as the summary's `"final"`.
public indirect enum TraceJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TraceJSON])
    case object([String: TraceJSON])

    /// Parses one JSON text (a trace line); nil if it is not JSON.
    public init?(parsing text: String) {
        guard let value = try? JSONDecoder().decode(TraceJSON.self, from: Data(text.utf8)) else { return nil }
        self = value
    }

    /// The member `key` of an object, else nil.
    public subscript(key: String) -> TraceJSON? {
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
        } else if let value = try? container.decode([TraceJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: TraceJSON].self))
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
