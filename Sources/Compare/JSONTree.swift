import Foundation

/// Any JSON value, decoded and re-encoded as is: how a row carries `final`, the last trace line,
/// whatever fields the scene adds.
public indirect enum JSONTree: Codable, Equatable, Sendable {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object (written with sorted keys by the row encoder).
    case object([String: JSONTree])

    /// Decodes one JSON text.
    public static func parse(_ text: String) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
    }

    /// Decodes whichever JSON value is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null } else if let value = try? container.decode(Bool.self) {
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

    /// Encodes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
