import Foundation
import ScrollEngine

/// What `handoff physics export` writes: the preset file itself, or code for another toolkit.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The preset file (`handoff physics show`), which `--physics FILE.json` reads back.
    case json
    /// Kotlin for Jetpack Compose: a decay spec, a `FlingBehavior` and a `NestedScrollConnection`.
    case compose
    /// Dart for Flutter: a `ScrollPhysics` subclass and a note on `NestedScrollView`.
    case flutter

    /// `preset` in this format; `version` is Handoff's, named in generated code.
    public func render(_ preset: PhysicsPreset, version: String) -> String {
        switch self {
        case .json: PresetDocument.prettyJSON(preset) + "\n"
        case .compose: ComposeExport(preset: preset, version: version).source
        case .flutter: FlutterExport(preset: preset, version: version).source
        }
    }

    /// The preset's name as a type name: `ios+` → `IosTuned`, `chromeos` → `Chromeos`.
    static func typeName(_ preset: PhysicsPreset) -> String {
        var name = preset.name
        let tuned = name.hasSuffix("+")
        if tuned { name.removeLast() }
        let words = name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = words.joined()
        let safe = joined.first?.isLetter == true ? joined : "Preset" + joined
        return safe + (tuned ? "Tuned" : "")
    }

    /// The exponential decay a fling model is, as its rate per second k (v = v₀·e^(−k·t)), where
    /// the model is one: `deceleration` (rate r per ms: k = −1000·ln r), `firefox` (friction f
    /// per ms: k = −1000·ln(1 − f)), `gtk` (k = friction). Nil for every other curve.
    static func exponentialRate(_ constants: PresetConstants) -> (k: Double, formula: String, path: String)? {
        switch constants.names["fling.model"] {
        case "deceleration":
            guard let rate = constants.value("fling.rate") else { return nil }
            return (-1000 * log(rate), "-1000 * ln(FLING_RATE)", "fling.rate")
        case "firefox":
            guard let friction = constants.value("fling.friction") else { return nil }
            return (-1000 * log(1 - friction), "-1000 * ln(1 - FLING_FRICTION)", "fling.friction")
        case "gtk":
            guard let friction = constants.value("fling.friction") else { return nil }
            return (friction, "FLING_FRICTION", "fling.friction")
        default:
            return nil
        }
    }
}
