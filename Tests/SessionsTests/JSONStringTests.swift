import Testing
@testable import Sessions

/// The one JSON string escaper: what it writes reads back as the same text, in the short forms.
struct JSONStringTests {
    @Test func shortEscapesAndUppercaseHex() {
        #expect(JSONString.literal("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.literal("\u{08}\u{0C}\n\r\t\u{01}\u{1F}") == #""\b\f\n\r\t\u0001\u001F""#)
        #expect(JSONString.literal("é·…/") == "\"é·…/\"")
    }

    @Test func everyControlCharacterAndTheAwkwardOnesReadBack() throws {
        var text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        text += "\"\\/é😀\u{7F}"
        let parsed = try JSONLineParser.parse(Array(JSONString.literal(text).utf8))
        #expect(parsed == .string(text))
    }
}
