import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ScrollEngine

/// Physics presets as JSON documents: the form `handoff physics show` prints, `--physics FILE.json`
/// reads, and a session header's `physics` object holds.
///
/// Held to the session reader's standard: the project's strict parser (`JSONLineParser`: duplicate
/// keys, bad UTF-8 and numbers that overflow are errors, with their position), and every problem
/// located at the key it concerns (`FILE:LINE:COLUMN: "fling.rate": …`). The checks are driven by
/// the format's own types, so a key added to `PhysicsPreset` (or to a fling model) is checked
/// without a change here:
/// - known keys and the shape of nested objects come from an encoded built-in preset (the fling's
///   from its model's encoded prototype);
/// - a value of the wrong JSON kind is named against the same reference;
/// - string values with a fixed set of choices (`choices`) list them;
/// - the types' own range checks (`PhysicsPreset.problem`), then the rules across fields
///   (`crossFieldProblem`): min ≤ max fling velocity, every fling at rest within 60 s.
///
/// A document may name `"base"` (a preset name) and give only the keys it changes; a `fling`
/// object naming the base's model (or none) changes only the constants it gives.
public enum PresetDocument {
    /// Why a document is not a preset: the key path (`fling.rate`, or empty for the document),
    /// what is wrong, and where in the text (when known).
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// Dotted key path, or "" for the whole document.
        public var key: String
        /// What is wrong, without the key.
        public var message: String
        /// 0-based byte offset of the offending key or character, when known.
        public var offset: Int?

        public init(key: String, message: String, offset: Int? = nil) {
            self.key = key
            self.message = message
            self.offset = offset
        }

        /// `"key": message`, or the message alone.
        public var description: String { key.isEmpty ? message : "\(SessionProblem.quoted(key)): \(message)" }
    }

    /// Largest preset file read: a preset is about a kilobyte.
    public static let maximumBytes = 1 << 20
    /// Longest `name` (it is a column of compare's table and a label in the window).
    public static let maximumNameLength = 64
    /// Longest `summary`.
    public static let maximumSummaryLength = 200
    /// The largest finite `max_fling_velocity` (`PhysicsPreset.problem`'s bound), px/s: the speed
    /// the 60-s rule is checked at when the maximum is left open.
    public static let maximumFlingVelocity = 1e6
    /// Every fling must come to rest within this many seconds from the maximum velocity.
    public static let maximumSettleSeconds = 60.0

    /// Objects whose keys depend on a name inside them: the fling's `model`, the velocity's
    /// `estimator`, the boost's `kind`. Each variant's keys come from an encoded instance, so a
    /// model, estimator or boost added to the engine is checked without a change here.
    struct Variant {
        /// The key naming the variant.
        var nameKey: String
        /// Every variant as JSON (name key included), by name.
        var prototypes: [String: JSONObject]
    }

    static var variants: [String: Variant] {
        func encoded(_ value: any Encodable, name: String, key: String) -> JSONObject {
            var object = parsed(String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self))
            object.replace(key: key, with: .string(name))
            return object
        }
        var flings: [String: JSONObject] = [:]
        for (name, model) in PhysicsPreset.flingModels { flings[name] = encoded(model, name: name, key: PhysicsPreset.modelKey) }
        var estimators: [String: JSONObject] = [:]
        for (name, estimator) in PhysicsPreset.velocityEstimators {
            estimators[name] = encoded(estimator, name: name, key: PhysicsPreset.estimatorKey)
        }
        // FlingBoost is an enum with payloads: one instance of each case (the key table).
        var boosts: [String: JSONObject] = [:]
        for boost in FlingBoost.kinds {
            let object = encoded(boost, name: "", key: "")
            if case .string(let kind)? = object["kind"] { boosts[kind] = encoded(boost, name: kind, key: "kind") }
        }
        return ["fling": Variant(nameKey: PhysicsPreset.modelKey, prototypes: flings),
                "velocity": Variant(nameKey: PhysicsPreset.estimatorKey, prototypes: estimators),
                "boost": Variant(nameKey: "kind", prototypes: boosts)]
    }

    /// String values that have a fixed set of choices, by key path: the variants' names, the
    /// handoff policies, the presets a file may be based on.
    static var choices: [String: [String]] {
        var choices = ["handoff": HandoffPolicy.allCases.map(\.rawValue), "overshoot": EdgeOvershoot.allCases.map(\.rawValue), "base": PhysicsPreset.all.map(\.name),
                       "fling_start": FlingStartRule.allCases.map(\.rawValue), "drag_start": DragStartRule.allCases.map(\.rawValue),
                       "wheel_reverse": WheelReverseRule.allCases.map(\.rawValue),
                       "drag_start_caught": DragStartRule.allCases.map(\.rawValue)]
        for (key, variant) in variants { choices[key + "." + variant.nameKey] = variant.prototypes.keys.sorted() }
        return choices
    }

    /// The preset in `text` (a JSON object).
    public static func preset(fromJSON text: String) throws(Problem) -> PhysicsPreset {
        try preset(fromBytes: Array(text.utf8))
    }

    /// The preset in the file at `path`. A file that cannot be read is an `.io` error with the
    /// system's reason; one that is not a valid preset is `.invalidData` at `LINE:COLUMN`.
    public static func preset(fromFile path: String) throws(SessionError) -> PhysicsPreset {
        let bytes = try readFile(path)
        do {
            return try preset(fromBytes: bytes)
        } catch {
            let (line, column) = position(of: error.offset ?? 0, in: bytes)
            throw SessionError(file: path, line: line, column: column, message: error.description)
        }
    }

    /// The preset in `bytes` (a whole document).
    static func preset(fromBytes bytes: [UInt8]) throws(Problem) -> PhysicsPreset {
        let parsed: Result<(JSONValue, [String: Int]), Problem> = bytes.withUnsafeBufferPointer { buffer in
            if ByteOrderMark.isAtStart(of: buffer) { return .failure(Problem(key: "", message: ByteOrderMark.problem, offset: 0)) }
            do throws(JSONSyntaxError) {
                return .success(try JSONLineParser.parseRecordingKeys(buffer))
            } catch {
                // The parser reads lines; a preset document ends at the end of the file.
                let problem = error.problem.replacingOccurrences(of: "end of line", with: "end of file")
                return .failure(Problem(key: "", message: "not valid JSON: \(problem)", offset: error.column - 1))
            }
        }
        let (value, offsets) = try parsed.get()
        do {
            return try preset(from: value)
        } catch {
            throw located(error, offsets: offsets)
        }
    }

    /// The preset in a parsed JSON value (a session header's `physics` object).
    static func preset(from value: JSONValue) throws(Problem) -> PhysicsPreset {
        guard case .object(let object) = value else { throw Problem(key: "", message: "expected a JSON object, got \(value.kindName)") }
        try checkValues(value, path: "")
        try checkShape(object)
        guard var document = value.foundationObject as? [String: Any] else {
            throw Problem(key: "", message: "expected a JSON object")
        }
        if let baseValue = document.removeValue(forKey: "base") {
            // checkShape has made sure it names a preset.
            guard let baseName = baseValue as? String, let base = PhysicsPreset.named(baseName) else {
                throw Problem(key: "base", message: "expected a preset name")
            }
            var merged = dictionary(of: base)
            let variants = Self.variants
            for (key, value) in document {
                // A variant object naming the base's variant (or none) changes only the keys it gives.
                if let nameKey = variants[key]?.nameKey, let inner = value as? [String: Any], var baseInner = merged[key] as? [String: Any],
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
        let preset: PhysicsPreset
        do {
            let json = try JSONSerialization.data(withJSONObject: document, options: [])
            preset = try JSONDecoder().decode(PhysicsPreset.self, from: json)
        } catch let error as DecodingError {
            throw problem(error)
        } catch {
            throw Problem(key: "", message: "\(error)")
        }
        if let problem = preset.problem { throw Problem(key: problem.key, message: "expected \(problem.expected)") }
        if let problem = crossFieldProblem(preset) { throw problem }
        return preset
    }

    /// The rules between fields, which no single value's range can state.
    static func crossFieldProblem(_ preset: PhysicsPreset) -> Problem? {
        if preset.minFlingVelocity > preset.maxFlingVelocity {
            return Problem(key: "min_fling_velocity",
                           message: "must be <= max_fling_velocity (\(SessionLineEncoder.number(preset.minFlingVelocity)) > \(SessionLineEncoder.number(preset.maxFlingVelocity)))")
        }
        // Ask the model itself (whatever its curve): the longest fling must end. An unbounded
        // maximum (null) is taken at the largest finite maximum a preset may give.
        let fastest = preset.maxFlingVelocity.isFinite ? preset.maxFlingVelocity : maximumFlingVelocity
        // Shown at 60 Hz as the engine would (a curve integrated frame by frame advances only
        // when sampled), it must report rest by the limit.
        var longest = preset.fling.simulation(velocity: fastest)
        var frame = 0
        var settled = false
        while !settled, Double(frame) / 60 <= maximumSettleSeconds {
            let t = Double(frame) / 60
            longest.sample(at: t)
            settled = longest.isDone(t)
            frame += 1
        }
        if !settled {
            return Problem(key: "fling",
                           message: "a fling at max_fling_velocity (\(SessionLineEncoder.number(fastest)) px/s) is still moving after \(Int(maximumSettleSeconds)) s; use constants that stop it sooner")
        }
        return nil
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

    // MARK: - Checks

    /// Numbers must be finite (`1e400` overflows), strings printable and short enough where
    /// they are shown (`name`, `summary`).
    private static func checkValues(_ value: JSONValue, path: String) throws(Problem) {
        switch value {
        case .number(let number) where !number.value.isFinite:
            throw Problem(key: path, message: "number out of range (it overflows a double)")
        case .string(let text) where path == "name" || path == "summary":
            let limit = path == "name" ? maximumNameLength : maximumSummaryLength
            if let scalar = text.unicodeScalars.first(where: { !isPrintable($0) }) {
                throw Problem(key: path, message: "holds U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4)), not a printable character")
            }
            if text.count > limit { throw Problem(key: path, message: "longer than \(limit) characters") }
        case .array(let items):
            for item in items { try checkValues(item, path: path) }
        case .object(let object):
            for index in 0..<object.count {
                let key = object.keys[index]
                try checkValues(object.values[index], path: path.isEmpty ? key : path + "." + key)
            }
        default:
            break
        }
    }

    /// No control, format (bidi overrides), separator or unassigned characters: a name is
    /// printed raw in tables and titles.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }

    /// Keys, kinds and choices against the reference: a built-in preset as JSON (the base, or
    /// ios); a variant object (`fling`, `velocity`, `boost`) against the variant it names, or
    /// the base's when it names none.
    private static func checkShape(_ document: JSONObject) throws(Problem) {
        var base = PhysicsPreset.ios
        if case .string(let name)? = document["base"], let named = PhysicsPreset.named(name) { base = named }
        var reference = parsed(compactJSON(base))
        for (key, variant) in variants {
            guard case .object(let object)? = document[key] else { continue }
            if case .string(let name)? = object[variant.nameKey], let prototype = variant.prototypes[name] {
                reference.replace(key: key, with: .object(prototype))
            } else if object[variant.nameKey] == nil, document["base"] == nil {
                throw Problem(key: key + "." + variant.nameKey,
                              message: "missing (expected one of \(list(variant.prototypes.keys.sorted())))")
            }
        }
        reference.append(key: "base", value: .string(base.name))
        try checkShape(document, against: reference, path: "")
    }

    private static func checkShape(_ object: JSONObject, against reference: JSONObject, path: String) throws(Problem) {
        let prefix = path.isEmpty ? "" : path + "."
        for (key, value) in zip(object.keys, object.values) {
            let keyPath = prefix + key
            guard let expected = reference[key] else {
                throw Problem(key: keyPath, message: "unknown key (expected one of \(list(reference.keys.sorted())))")
            }
            if let options = choices[keyPath] {
                guard case .string(let text) = value, options.contains(text) else {
                    let shown = if case .string(let text) = value { SessionProblem.quoted(text) } else { value.kindName }
                    throw Problem(key: keyPath, message: "unknown value \(shown) (expected one of \(list(options)))")
                }
            }
            switch (expected, value) {
            case let (.object(expected), .object(value)):
                try checkShape(value, against: expected, path: keyPath)
            case (.string, .string), (.number, .number), (.bool, .bool), (.array, .array):
                break
            case (.number, .null), (.null, .number), (.null, .null):
                // A number some presets leave open (null: unbounded); the preset's decoder decides.
                break
            default:
                throw Problem(key: keyPath, message: "expected \(expected.kindName), got \(value.kindName)")
            }
        }
    }

    /// A document this type wrote itself (cannot fail to parse).
    private static func parsed(_ json: String) -> JSONObject {
        guard case .object(let object)? = try? JSONLineParser.parse(Array(json.utf8)) else { return JSONObject() }
        return object
    }

    // MARK: - Helpers

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    private static func dictionary(of preset: PhysicsPreset) -> [String: Any] {
        let data = Data(compactJSON(preset).utf8)
        return (try? JSONSerialization.jsonObject(with: data, options: [])) as? [String: Any] ?? [:]
    }

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

    /// `problem` at its key in the text: the key itself, else its nearest enclosing key that is
    /// written, else `base` (a value inherited from it), else the start.
    private static func located(_ problem: Problem, offsets: [String: Int]) -> Problem {
        var located = problem
        guard located.offset == nil else { return located }
        var path = problem.key
        while !path.isEmpty {
            if let offset = offsets[path] { located.offset = offset; return located }
            path = path.lastIndex(of: ".").map { String(path[..<$0]) } ?? ""
        }
        located.offset = offsets["base"] ?? 0
        return located
    }

    /// 1-based line and column (in bytes) of `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The whole file, or the system's reason it cannot be read.
    private static func readFile(_ path: String) throws(SessionError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SessionByteSource.systemError("cannot open", file: path, line: 0) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SessionByteSource.systemError("cannot read", file: path, line: 0)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > maximumBytes {
                throw SessionError(file: path, line: 0, message: "larger than \(maximumBytes) bytes: not a preset file")
            }
        }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
