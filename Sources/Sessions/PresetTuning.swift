import Foundation
import ScrollEngine

/// A preset being tuned in the window: the tuned preset, the engine's own it started from, and
/// the edits of ``TuningTable``'s rows.
///
/// Every edit goes through the preset file: the preset is encoded as `handoff physics show`
/// prints it, the value is set at its key path, and the document is read back by
/// ``PresetDocument`` with all of a file's checks. A value a file could not hold is refused with
/// the file reader's own words (`expected a number in (0, 1)`), and the tuned preset is always
/// one that `--physics FILE.json` reads back to the same preset.
public struct PresetTuning: Sendable, Equatable {
    /// The preset as tuned (named after the reference with a `+` once it differs from it).
    public private(set) var preset: PhysicsPreset
    /// The engine's defaults: what the reset key goes back to and what a changed value is marked
    /// against.
    public let reference: PhysicsPreset

    /// Tuning `preset`; its reference is ``reference(for:)``.
    public init(preset: PhysicsPreset) {
        self.preset = preset
        reference = Self.reference(for: preset)
    }

    /// The engine a preset was tuned from: the built-in preset named by `name` without its
    /// trailing `+` (`ios+` → `ios`), else the built-in preset of its name, else the preset itself
    /// (a file's, which is its own default).
    public static func reference(for preset: PhysicsPreset) -> PhysicsPreset {
        if preset.name.hasSuffix("+"), let base = PhysicsPreset.named(String(preset.name.dropLast())) { return base }
        return PhysicsPreset.named(preset.name) ?? preset
    }

    /// What a row shows for this preset, or nil where the preset has no such constant.
    public func entry(_ row: TuningRow) -> TuningEntry? {
        let tuned = Self.document(preset), original = Self.document(reference)
        switch row.kind {
        case .number(let constants):
            guard let constant = constants.first(where: { Self.applies($0, to: tuned) }),
                  let value = Self.number(at: constant.path, in: tuned) else { return nil }
            let defaultValue = Self.applies(constant, to: original) ? Self.number(at: constant.path, in: original) : nil
            return TuningEntry(path: constant.path, value: Self.text(value), unit: constant.unit,
                               engineDefault: defaultValue.map(Self.text), changed: defaultValue != value)
        case .choice(let path, _):
            guard case .string(let value)? = Self.value(at: path, in: tuned) else { return nil }
            var engineDefault: String?
            if case .string(let text)? = Self.value(at: path, in: original) { engineDefault = text }
            return TuningEntry(path: path, value: value, unit: "", engineDefault: engineDefault, changed: engineDefault != value)
        }
    }

    /// Moves `row` by `steps` (a number by its step, a choice to the next or previous option,
    /// round). A value the preset file would refuse changes nothing and is thrown, with the key
    /// and the range the file reader allows.
    public mutating func step(_ row: TuningRow, by steps: Int) throws(PresetDocument.Problem) {
        let tuned = Self.document(preset)
        switch row.kind {
        case .number(let constants):
            guard let constant = constants.first(where: { Self.applies($0, to: tuned) }),
                  let value = Self.number(at: constant.path, in: tuned) else {
                throw PresetDocument.Problem(key: "", message: "\(preset.name) has no \(row.label)")
            }
            // Printed to 12 significant digits, so that 0.998 − 0.0005 is 0.9975 and not 0.99750000000000005.
            let moved = Double(String(format: "%.12g", value + Double(steps) * constant.step)) ?? value
            try set(.number(JSONNumber(value: moved, integer: nil)), at: constant.path)
        case .choice(let path, let options):
            guard case .string(let value)? = Self.value(at: path, in: tuned), let index = options.firstIndex(of: value) else {
                throw PresetDocument.Problem(key: path, message: "not set")
            }
            let next = ((index + steps) % options.count + options.count) % options.count
            try set(.string(options[next]), at: path)
        }
    }

    /// Sets the value at `path` (a preset file's key path), checked as a file's would be.
    public mutating func set(_ value: JSONValue, at path: String) throws(PresetDocument.Problem) {
        var document = Self.document(preset)
        Self.replace(path.split(separator: ".").map(String.init), with: value, in: &document)
        document = Self.replacing("name", with: .string(reference.name), in: document)
        var read = try PresetDocument.preset(from: document)
        read.name = read == reference ? reference.name : reference.name + "+"
        preset = read
    }

    /// Back to the engine's defaults.
    public mutating func reset() { preset = reference }

    /// The value a row's key path would take: the file's text for a number (shortest form).
    static func text(_ value: Double) -> String { SessionLineEncoder.number(value) }

    // MARK: - The preset as a document

    static func document(_ preset: PhysicsPreset) -> JSONValue {
        (try? JSONLineParser.parse(Array(PresetDocument.compactJSON(preset).utf8))) ?? .null
    }

    static func value(at path: String, in document: JSONValue) -> JSONValue? {
        var current = document
        for key in path.split(separator: ".") {
            guard case .object(let object) = current, let next = object[String(key)] else { return nil }
            current = next
        }
        return current
    }

    static func number(at path: String, in document: JSONValue) -> Double? {
        if case .number(let number)? = value(at: path, in: document) { return number.value }
        return nil
    }

    static func applies(_ constant: TuningConstant, to document: JSONValue) -> Bool {
        guard let condition = constant.when else { return value(at: constant.path, in: document) != nil }
        guard case .string(let text)? = value(at: condition.path, in: document) else { return false }
        return text == condition.value && value(at: constant.path, in: document) != nil
    }

    private static func replace(_ path: [String], with value: JSONValue, in document: inout JSONValue) {
        guard let first = path.first, case .object(var object) = document else { return }
        if path.count == 1 {
            object.replace(key: first, with: value)
        } else if var inner = object[first] {
            replace(Array(path.dropFirst()), with: value, in: &inner)
            object.replace(key: first, with: inner)
        }
        document = .object(object)
    }

    private static func replacing(_ key: String, with value: JSONValue, in document: JSONValue) -> JSONValue {
        var copy = document
        replace([key], with: value, in: &copy)
        return copy
    }
}

/// What a tuning row shows: its key path, value, unit, the engine's own value and whether the
/// value differs from it.
public struct TuningEntry: Sendable, Equatable {
    /// The preset file's key path.
    public var path: String
    /// The value as the preset file writes it.
    public var value: String
    /// Its unit (empty for a name).
    public var unit: String
    /// The engine's own value, as written (nil: the engine has no such constant).
    public var engineDefault: String?
    /// Whether the value differs from the engine's.
    public var changed: Bool
}
