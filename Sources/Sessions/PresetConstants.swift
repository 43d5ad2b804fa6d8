import Foundation
import ScrollEngine

/// Every number of a preset file as a named constant, for the code `handoff physics export`
/// writes: `fling.rate` becomes `FLING_RATE`, `velocity.weights[2]` `VELOCITY_WEIGHTS_2`.
///
/// The list comes from the preset's JSON (`handoff physics show`), so a key added to the preset
/// file appears in every export without a change here; each generator says which constants its
/// target uses and marks the rest as having no equivalent.
public struct PresetConstants: Sendable {
    /// One number of the file.
    public struct Constant: Sendable, Equatable {
        /// Its key path in the preset file (`fling.rate`, `velocity.weights.2`).
        public var path: String
        /// Its name in generated code (`FLING_RATE`).
        public var name: String
        /// Its value.
        public var value: Double
    }

    /// The numbers, in the file's key order (sorted, as `physics show` prints them).
    public private(set) var constants: [Constant] = []
    /// Key paths whose value is null (an open bound: `max_fling_velocity` of `firefox`).
    public private(set) var openPaths: [String] = []
    /// String values by key path (`fling.model`, `handoff`).
    public private(set) var names: [String: String] = [:]

    /// The constants of `preset`.
    public init(_ preset: PhysicsPreset) {
        let document = PresetTuning.document(preset)
        collect(document, path: "")
    }

    /// The constant at `path`, if the file has a number there.
    public func value(_ path: String) -> Double? { constants.first { $0.path == path }?.value }

    /// The name of the constant at `path` (whether or not the file has it).
    public static func name(of path: String) -> String {
        path.uppercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// `value` as a floating-point literal both Kotlin and Dart read back to the same double:
    /// the shortest form that round-trips, with `.0` where it would read as an integer.
    public static func literal(_ value: Double) -> String {
        var text = SessionLineEncoder.number(value)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }

    private mutating func collect(_ value: JSONValue, path: String) {
        switch value {
        case .number(let number):
            constants.append(Constant(path: path, name: Self.name(of: path), value: number.value))
        case .null:
            openPaths.append(path)
        case .string(let text):
            names[path] = text
        case .array(let items):
            for (index, item) in items.enumerated() { collect(item, path: "\(path).\(index)") }
        case .object(let object):
            for key in object.keys.sorted() {
                if let inner = object[key] { collect(inner, path: path.isEmpty ? key : "\(path).\(key)") }
            }
        case .bool:
            break
        }
    }
}
