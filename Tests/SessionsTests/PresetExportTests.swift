import Foundation
import ScrollEngine
@testable import Sessions
import Testing

/// `handoff physics export`: the generated Kotlin and Dart hold every constant of the preset
/// within the printed precision (read back from the code by pattern, no toolchain), name the
/// Handoff version and the preset, and say where a curve has no equivalent.
@Suite("Preset export as Compose and Flutter code")
struct PresetExportTests {
    /// `NAME = number` declarations: Kotlin's `const val NAME = 0.998`, Dart's `static const double NAME = 0.998;`.
    static func constants(in source: String) throws -> [String: Double] {
        let pattern = try NSRegularExpression(pattern: #"(?:const val|static const double) ([A-Z0-9_]+) = (-?[0-9.eE+-]+)"#)
        var found: [String: Double] = [:]
        let text = source as NSString
        for match in pattern.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            found[text.substring(with: match.range(at: 1))] = Double(text.substring(with: match.range(at: 2)))
        }
        return found
    }

    static let presets: [PhysicsPreset] = {
        var tuned = PresetTuning(preset: .ios)
        try? tuned.step(TuningTable.rows[0], by: -3)
        return PhysicsPreset.all + [tuned.preset]
    }()

    @Test("every number of the preset file is a constant of the code, to the printed precision",
          arguments: [ExportFormat.compose, .flutter])
    func constantsRoundTrip(format: ExportFormat) throws {
        for preset in Self.presets {
            let source = format.render(preset, version: "9.9.9")
            let parsed = try Self.constants(in: source)
            let expected = PresetConstants(preset).constants
            #expect(!expected.isEmpty)
            for constant in expected {
                let value = try #require(parsed[constant.name], "\(preset.name) \(format): \(constant.name) missing")
                #expect(value == constant.value, "\(preset.name) \(format): \(constant.name) \(value) != \(constant.value)")
            }
            #expect(source.contains("Handoff 9.9.9") && source.contains("the preset \"\(preset.name)\""))
        }
    }

    @Test("a curve without an equivalent is said so and not replaced; one with an equivalent is built from the constants",
          arguments: [ExportFormat.compose, .flutter])
    func equivalents(format: ExportFormat) throws {
        for preset in PhysicsPreset.all {
            let source = format.render(preset, version: "1")
            let constants = PresetConstants(preset)
            let model = try #require(constants.names["fling.model"])
            let composeHas = ["deceleration", "firefox", "gtk", "spline"].contains(model)
            let flutterHas = ["deceleration", "firefox", "gtk", "clamping"].contains(model)
            let has = format == .compose ? composeHas : flutterHas
            let refusal = format == .compose ? "TODO(" : "throw UnimplementedError("
            #expect(source.contains(refusal) != has, "\(preset.name) \(format)")
            #expect(source.contains("has no equivalent among") != has, "\(preset.name) \(format)")
            // Unused constants say so; a constant the code uses does not.
            #expect(source.contains("MIN_FLING_VELOCITY = \(PresetConstants.literal(preset.minFlingVelocity))\(format == .flutter ? ";" : "")\n"))
        }
    }

    @Test("the exponential decays turn into the toolkit's own parameter, from the constant")
    func exponentialRate() throws {
        let ios = PresetConstants(.ios)
        let k = try #require(ExportFormat.exponentialRate(ios)?.k)
        #expect(abs(k - -1000 * log(0.998)) < 1e-12)
        #expect(ExportFormat.compose.render(.ios, version: "1").contains("exponentialDecay(frictionMultiplier = (-1000 * ln(IosPhysics.FLING_RATE) / 4.2)"))
        #expect(ExportFormat.flutter.render(.ios, version: "1").contains("FrictionSimulation(math.exp(-k)"))
    }

    @Test("json is the preset file, which reads back to the same preset", arguments: presets)
    func jsonRoundTrip(preset: PhysicsPreset) throws {
        #expect(try PresetDocument.preset(fromJSON: ExportFormat.json.render(preset, version: "1")) == preset)
    }

    @Test("type names from preset names")
    func typeNames() {
        var tuned = PhysicsPreset.ios
        tuned.name = "ios+"
        #expect(ExportFormat.typeName(tuned) == "IosTuned")
        #expect(ExportFormat.typeName(.ios) == "Ios")
    }
}
