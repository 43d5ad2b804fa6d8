import Foundation
import ScrollEngine
import Testing
@testable import Sessions

/// Preset files held to the session reader's standard: positions, keys, kinds, choices and the
/// rules across fields, all from the format's own types.
struct PresetDocumentTests {
    private func problem(_ text: String) -> PresetDocument.Problem? {
        do {
            _ = try PresetDocument.preset(fromJSON: text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every built-in preset reads back from its own JSON and meets the rules across fields")
    func builtInsRoundTrip() throws {
        for preset in PhysicsPreset.all {
            #expect(PresetDocument.crossFieldProblem(preset) == nil, "\(preset.name)")
            #expect(try PresetDocument.preset(fromJSON: PresetDocument.prettyJSON(preset)) == preset)
            #expect(try PresetDocument.preset(fromJSON: PresetDocument.compactJSON(preset)) == preset)
        }
    }

    @Test("a problem is placed at the key it concerns, on its line and column")
    func positions() throws {
        let text = "{\n  \"base\": \"ios\",\n  \"fling\": {\"rate\": 1.5}\n}"
        let bytes = Array(text.utf8)
        let error = try #require(problem(text))
        #expect(error.key == "fling.rate")
        let (line, column) = PresetDocument.position(of: try #require(error.offset), in: bytes)
        #expect(line == 3 && column == 13)
    }

    @Test("a rule broken by a value inherited from base points at base")
    func inheritedPointsAtBase() throws {
        // ios's min_fling_velocity (50) is inherited; the file's max is below it.
        let text = #"{"name":"n","base":"ios","max_fling_velocity":10}"#
        let error = try #require(problem(text))
        #expect(error.key == "min_fling_velocity")
        #expect(error.offset == 12)
    }

    @Test("nested objects are checked against the reference's keys, whatever the object")
    func nestedKeysFromTheReference() {
        #expect(problem(#"{"base":"ios","bounce_spring":{"mas":1}}"#)?.description
                == #""bounce_spring.mas": unknown key (expected one of damping_ratio, mass, stiffness)"#)
        #expect(problem(#"{"base":"ios","fling":{"model":"deceleration","ratee":1}}"#)?.key == "fling.ratee")
        #expect(problem(#"{"base":"ios","snap_spring":3}"#)?.description == #""snap_spring": expected an object, got a number"#)
    }

    @Test("choices are listed; fling models come from the registered ones")
    func choices() {
        let models = PhysicsPreset.flingModels.keys.sorted().joined(separator: ", ")
        #expect(problem(#"{"base":"ios","fling":{"model":"warp"}}"#)?.description
                == "\"fling.model\": unknown value \"warp\" (expected one of \(models))")
        #expect(problem(#"{"base":"nope"}"#)?.description.hasPrefix(#""base": unknown value "nope" (expected one of ios, "#) == true)
    }

    @Test("names: printable, at most 64 characters; a bidi override is refused too")
    func names() {
        #expect(problem(#"{"base":"ios","name":"a\u0000"}"#)?.message == "holds U+0000, not a printable character")
        #expect(problem(#"{"base":"ios","name":"\u202Eevil"}"#)?.message == "holds U+202E, not a printable character")
        #expect(problem(#"{"base":"ios","name":"\#(String(repeating: "é", count: 65))"}"#)?.message == "longer than 64 characters")
        #expect(problem(#"{"base":"ios","name":"Ünïcode ✓"}"#) == nil)
    }

    @Test("a fling model that coasts for minutes is refused, asked of the model itself", arguments: [
        #"{"base":"ios","fling":{"rate":0.9999999999}}"#,
        #"{"base":"qtquick","fling":{"deceleration":0.001}}"#,
    ])
    func neverSettles(text: String) {
        #expect(problem(text)?.key == "fling", "\(text)")
    }
}
