import Testing
@testable import Sessions

/// The strict one-line JSON parser, on its own.
struct JSONLineParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONLineParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONLineParser.parse(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private func syntaxError(_ text: String) -> String? {
        syntaxError(Array(text.utf8))
    }

    private func number(_ text: String) throws -> JSONNumber {
        guard case let .number(number) = try parse(text) else {
            Issue.record("\(text) did not parse as a number")
            return JSONNumber(value: .nan, integer: nil)
        }
        return number
    }

    @Test func literalsAndContainers() throws {
        #expect(try parse(" true ") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("null") == .null)
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object(JSONObject()))
        guard case let .object(object) = try parse(#" { "a" : [ 1 , "x" , null ] , "b" : { } } "#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .array([.number(JSONNumber(value: 1, integer: 1)), .string("x"), .null]))
        #expect(object["b"] == .object(JSONObject()))
        #expect(object["c"] == nil)
    }

    @Test func integersAreToldApartFromOtherNumbers() throws {
        #expect(try number("640") == JSONNumber(value: 640, integer: 640))
        #expect(try number("-12") == JSONNumber(value: -12, integer: -12))
        #expect(try number("640.0") == JSONNumber(value: 640, integer: nil))
        #expect(try number("6.4e2") == JSONNumber(value: 640, integer: nil))
        #expect(try number("1E2") == JSONNumber(value: 100, integer: nil))
        #expect(try number("8.3") == JSONNumber(value: 8.3, integer: nil))
        #expect(try number("9223372036854775807") == JSONNumber(value: Double(Int.max), integer: Int.max))
        #expect(try number("-9223372036854775808") == JSONNumber(value: -9_223_372_036_854_775_808, integer: Int.min))
        #expect(try number("9223372036854775808") == JSONNumber(value: 9_223_372_036_854_775_808, integer: nil))
        #expect(try number("1e999").value == .infinity)
        #expect(try number("-1e999").value == -.infinity)
        #expect(try number("16.666666666666668").value == 1000.0 / 60)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let zero = try number("-0")
        #expect(zero.integer == 0)
        #expect(zero.value.sign == .minus)
        #expect(try number("-0.0").value.sign == .minus)
        #expect(try number("0").value.sign == .plus)
    }

    static let malformed: [(text: String, error: String)] = [
        ("", "unexpected end of line at column 1"),
        ("   ", "unexpected end of line at column 4"),
        ("01", "invalid number at column 1"),
        ("-", "invalid number at column 1"),
        ("1.", "invalid number at column 1"),
        ("1.e5", "invalid number at column 1"),
        ("1e", "invalid number at column 1"),
        ("1e+", "invalid number at column 1"),
        (".5", "unexpected character '.' at column 1"),
        ("+1", "unexpected character '+' at column 1"),
        ("0x10", "unexpected character 'x' at column 2"),
        ("NaN", "unexpected character 'N' at column 1"),
        ("tru", "unexpected end of line at column 4"),
        ("trUe", "unexpected character 'U' at column 3"),
        ("nulls", "unexpected character 's' at column 5"),
        ("[1,]", "unexpected character ']' at column 4"),
        ("[1 2]", "unexpected character '2' at column 4"),
        (#"{"a" 1}"#, "unexpected character '1' at column 6"),
        (#"{"a":1,}"#, "unexpected character '}' at column 8"),
        (#"{a:1}"#, "unexpected character 'a' at column 2"),
        (#"{"a":1}}"#, "unexpected character '}' at column 8"),
        (#"{"a":1"#, "unexpected end of line at column 7"),
        (#""abc"#, "unexpected end of line at column 5"),
        (#""ab\"#, "unexpected end of line at column 5"),
        (#""\q""#, "invalid escape '\\q' at column 2"),
        (#""\u12""#, "invalid \\u escape (expected 4 hex digits) at column 2"),
        (#""\u12G4""#, "invalid \\u escape (expected 4 hex digits) at column 2"),
        (#""\ud800""#, "unpaired surrogate \\uD800 at column 2"),
        (#""\ud800\u0041""#, "unpaired surrogate \\uD800 at column 2"),
        (#""\ud800\ud800""#, "unpaired surrogate \\uD800 at column 2"),
        (#""x\udc00""#, "unpaired surrogate \\uDC00 at column 3"),
        (#"{"k":1,"k":2}"#, "duplicate key \"k\" at column 8"),
        ("é", "unexpected byte 0xC3 at column 1"),
        ("\u{7F}", "unexpected byte 0x7F at column 1"),
        ("\"a\u{1}\"", "unescaped control character 0x01 in string at column 3"),
    ]

    @Test(arguments: malformed)
    func malformedInputNamesTheProblemAndColumn(text: String, error: String) {
        #expect(syntaxError(text) == error)
    }

    @Test func escapesDecode() throws {
        let text = #""a\"b\\c\/d\b\f\n\r\t\u0041\u00e9\ud83d\ude00\u0000""#
        #expect(try parse(text) == .string("a\"b\\c/d\u{8}\u{C}\n\r\tAé😀\u{0}"))
    }

    @Test func utf8IsValidatedInsideStrings() {
        #expect(syntaxError([0x22, 0xC3, 0xA9, 0x22]) == nil)                    // é
        #expect(syntaxError([0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]) == nil)        // 😀
        #expect(syntaxError([0x22, 0xC3, 0x28, 0x22]) == "invalid UTF-8 in string at column 2")
        #expect(syntaxError([0x22, 0xC0, 0x80, 0x22]) == "invalid UTF-8 in string at column 2")  // overlong NUL
        #expect(syntaxError([0x22, 0xE0, 0x80, 0x80, 0x22]) == "invalid UTF-8 in string at column 2")  // overlong
        #expect(syntaxError([0x22, 0xED, 0xA0, 0x80, 0x22]) == "invalid UTF-8 in string at column 2")  // surrogate
        #expect(syntaxError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]) == "invalid UTF-8 in string at column 2")  // > U+10FFFF
        #expect(syntaxError([0x22, 0x41, 0xFF, 0x22]) == "invalid UTF-8 in string at column 3")
        #expect(syntaxError([0x22, 0xE2, 0x82]) == "invalid UTF-8 in string at column 2")  // truncated
    }

    @Test func nestingIsLimited() {
        let depth = JSONLineParser.maxDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(syntaxError(deepest) == nil)
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(syntaxError(tooDeep) == "nesting deeper than 32 levels at column 33")
        // Hostile input far beyond the limit fails fast instead of overflowing the stack.
        #expect(syntaxError(String(repeating: #"{"a":["#, count: 100_000))?.hasPrefix("nesting deeper") == true)
    }

    @Test func duplicatesAreFoundInLargeObjects() {
        let members = (0..<100).map { #""k\#($0)":\#($0)"# }
        #expect(syntaxError("{" + members.joined(separator: ",") + "}") == nil)
        let duplicated = "{" + (members + [#""k7":0"#]).joined(separator: ",") + "}"
        #expect(syntaxError(duplicated)?.hasPrefix("duplicate key \"k7\" at column") == true)
    }
}
