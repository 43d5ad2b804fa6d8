import Foundation
import ScrollEngine

/// Physics presets as JSON documents: the form `handoff physics show` prints, `--physics FILE.json`
/// reads, and a session header's `physics` object holds.
///
/// Reading is strict: every key must be one the preset format knows (a typo is an error naming
/// it, not a silently ignored setting), the fling `model` must be registered, and every value
/// must be in range. A document may name `"base"` (a preset name) and give only the keys it
/// changes; a `fling` object naming the base's model (or none) changes only the constants it gives.
public enum PresetDocument {
    /// Why a document is not a preset: the key path (`fling.rate`, or empty for the document)
    /// and what is wrong.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// Dotted key path, or "" for the whole document.
        public var key: String
        /// What is wrong, without the key.
        public var message: String
        /// `key: message`, or the message alone.
        public var description: String { key.isEmpty ? message : "\"\(key)\": \(message)" }
    }

    /// The preset in `text` (a JSON object).
    public static func preset(fromJSON text: String) throws(Problem) -> PhysicsPreset {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
        } catch {
            throw Problem(key: "", message: "not valid JSON (\(Self.reason(error)))")
        }
        return try preset(from: object)
    }

    /// The preset in the file at `path`.
    public static func preset(fromFile path: String) throws(Problem) -> PhysicsPreset {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw Problem(key: "", message: "cannot read the file")
        }
        guard let text = String(data: contents, encoding: .utf8) else { throw Problem(key: "", message: "not UTF-8") }
        return try preset(fromJSON: text)
    }

    /// The preset in a parsed JSON value (`JSONSerialization`'s types).
    public static func preset(from object: Any) throws(Problem) -> PhysicsPreset {
        guard var document = object as? [String: Any] else { throw Problem(key: "", message: "expected a JSON object") }
        if let baseValue = document.removeValue(forKey: "base") {
            guard let baseName = baseValue as? String else { throw Problem(key: "base", message: "expected a preset name") }
            guard let base = PhysicsPreset.named(baseName) else {
                throw Problem(key: "base", message: "unknown preset \"\(baseName)\" (expected \(presetNames))")
            }
            var merged = dictionary(of: base)
            for (key, value) in document {
                // A `fling` (or `velocity`) naming the base's model (or none) changes only its constants.
                let nameKey = key == "fling" ? PhysicsPreset.modelKey : PhysicsPreset.estimatorKey
                if key == "fling" || key == "velocity", let inner = value as? [String: Any], var baseInner = merged[key] as? [String: Any],
                   inner[nameKey] == nil || (inner[nameKey] as? String) == baseInner[nameKey] as? String {
                    for (innerKey, innerValue) in inner { baseInner[innerKey] = innerValue }
                    merged[key] = baseInner
                } else {
                    merged[key] = value
                }
            }
            if document["name"] == nil { merged["name"] = baseName + "+" }
            document = merged
        }
        try checkKeys(document)
        let preset: PhysicsPreset
        do {
            let json = try JSONSerialization.data(withJSONObject: document, options: [])
            preset = try JSONDecoder().decode(PhysicsPreset.self, from: json)
        } catch let error as DecodingError {
            throw problem(error)
        } catch {
            throw Problem(key: "", message: Self.reason(error))
        }
        if let problem = preset.problem { throw Problem(key: problem.key, message: "expected \(problem.expected)") }
        return preset
    }

    /// The preset as pretty-printed JSON, keys sorted (`handoff physics show`).
    public static func prettyJSON(_ preset: PhysicsPreset) -> String { json(preset, pretty: true) }

    /// The preset as one line of JSON, keys sorted (a session header's `physics` object).
    public static func compactJSON(_ preset: PhysicsPreset) -> String { json(preset, pretty: false) }

    private static func json(_ preset: PhysicsPreset, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a preset of finite numbers cannot fail.
        let data = (try? encoder.encode(preset)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static var presetNames: String { PhysicsPreset.all.map(\.name).joined(separator: ", ") }

    private static func dictionary(of preset: PhysicsPreset) -> [String: Any] {
        let data = Data(compactJSON(preset).utf8)
        return (try? JSONSerialization.jsonObject(with: data, options: [])) as? [String: Any] ?? [:]
    }

    /// Every key must be one the format knows; the fling's keys are those of its model.
    private static func checkKeys(_ document: [String: Any]) throws(Problem) {
        let known = Set(PhysicsPreset.CodingKeys.allCases.map(\.rawValue))
        for key in document.keys.sorted() where !known.contains(key) {
            throw Problem(key: key, message: "unknown key (expected one of \(known.sorted().joined(separator: ", ")), or base)")
        }
        for key in ["bounce_spring", "snap_spring"] {
            guard let spring = document[key] else { continue }
            guard let object = spring as? [String: Any] else { throw Problem(key: key, message: "expected an object") }
            for springKey in object.keys.sorted() where !["mass", "stiffness", "damping_ratio"].contains(springKey) {
                throw Problem(key: key + "." + springKey, message: "unknown key (expected mass, stiffness, damping_ratio)")
            }
        }
        if let velocityValue = document["velocity"] {
            guard let velocity = velocityValue as? [String: Any] else { throw Problem(key: "velocity", message: "expected an object") }
            let names = PhysicsPreset.velocityEstimators.keys.sorted().joined(separator: ", ")
            guard let name = velocity[PhysicsPreset.estimatorKey] as? String else {
                throw Problem(key: "velocity.estimator", message: "expected an estimator name (\(names))")
            }
            guard let prototype = PhysicsPreset.velocityEstimators[name] else {
                throw Problem(key: "velocity.estimator", message: "unknown estimator \"\(name)\" (expected \(names))")
            }
            let encoded = (try? JSONEncoder().encode(prototype)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any] ?? [:]
            let allowed = Set(encoded.keys).union([PhysicsPreset.estimatorKey])
            for key in velocity.keys.sorted() where !allowed.contains(key) {
                throw Problem(key: "velocity." + key, message: "unknown key for estimator \"\(name)\" (expected \(allowed.sorted().joined(separator: ", ")))")
            }
        }
        if let boostValue = document["boost"] {
            guard let boost = boostValue as? [String: Any] else { throw Problem(key: "boost", message: "expected an object") }
            for key in boost.keys.sorted() where !["kind", "floor", "ceil", "max"].contains(key) {
                throw Problem(key: "boost." + key, message: "unknown key (expected kind, floor, ceil, max)")
            }
        }
        guard let flingValue = document["fling"] else { return }
        guard let fling = flingValue as? [String: Any] else { throw Problem(key: "fling", message: "expected an object") }
        guard let model = fling[PhysicsPreset.modelKey] as? String else {
            throw Problem(key: "fling.model", message: "expected a model name (\(modelNames))")
        }
        guard let prototype = PhysicsPreset.flingModels[model] else {
            throw Problem(key: "fling.model", message: "unknown model \"\(model)\" (expected \(modelNames))")
        }
        let encoded = (try? JSONEncoder().encode(prototype)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any] ?? [:]
        let allowed = Set(encoded.keys).union([PhysicsPreset.modelKey])
        for key in fling.keys.sorted() where !allowed.contains(key) {
            throw Problem(key: "fling." + key, message: "unknown key for model \"\(model)\" (expected \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    private static var modelNames: String { PhysicsPreset.flingModels.keys.sorted().joined(separator: ", ") }

    private static func problem(_ error: DecodingError) -> Problem {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            (context.codingPath + (key.map { [$0] } ?? [])).map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case let .keyNotFound(key, context):
            return Problem(key: path(context, key), message: "missing (give it, or \"base\" to inherit it)")
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return Problem(key: path(context), message: "wrong type (\(context.debugDescription))")
        case let .dataCorrupted(context):
            return Problem(key: path(context), message: context.debugDescription)
        @unknown default:
            return Problem(key: "", message: "\(error)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}
