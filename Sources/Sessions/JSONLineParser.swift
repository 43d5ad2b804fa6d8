/// A strict parser for one line of JSON (RFC 8259), written for the session format.
///
/// Why not `JSONSerialization`: on Linux it turns `true` into a number and `1` into a
/// boolean on request, it cannot say whether `1.0` was written as an integer, it is slow
/// per line, and its errors carry no column. This parser works on the bytes of one line,
/// allocates only for the values it returns, and never recurses deeper than `maxDepth`,
/// so hostile input cannot exhaust the stack.
///
/// Rules beyond the RFC's grammar (all errors):
/// - a key that appears twice in one object (ambiguous: JSON leaves it undefined);
/// - invalid UTF-8 inside strings, and `\u` escapes that leave a surrogate unpaired
///   (neither can become a Swift `String` without silently changing the text);
/// - containers nested deeper than `maxDepth`.
struct JSONLineParser {
    /// Deepest allowed nesting of arrays and objects; session lines need 2.
    static let maxDepth = 32

    /// Once an object has this many members, duplicate detection switches from a linear
    /// scan to a set, so a long hostile line costs O(n), not O(n²).
    private static let linearDuplicateScanLimit = 16

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Where each key starts (0-based byte offset), by dotted path (`fling.rate`), when asked
    /// for: a preset file's errors point at the key. Nil for session lines (no cost there).
    private var keyOffsets: [String: Int]?
    /// The keys of the objects being parsed, outermost first (only while recording offsets).
    private var keyPath: [String] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses a whole document like `parse`, also returning where every object key starts,
    /// by dotted path (arrays do not add to the path). Whitespace includes newlines, so a
    /// pretty-printed file parses; errors carry byte offsets into `document` + 1.
    static func parseRecordingKeys(_ document: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> (JSONValue, [String: Int]) {
        var parser = JSONLineParser(bytes: document)
        parser.keyOffsets = [:]
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < document.count {
            throw parser.unexpected()
        }
        return (value, parser.keyOffsets ?? [:])
    }

    /// Parses `line` (without its terminating newline) as exactly one JSON value,
    /// optionally surrounded by whitespace.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONLineParser(bytes: line)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < line.count {
            throw parser.unexpected()
        }
        return value
    }

    /// Convenience for tests and tools holding an array.
    static func parse(_ line: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = line.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw unexpected() }
        switch byte {
        case UInt8(ascii: "{"):
            return .object(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["):
            return .array(try parseArray(depth: depth + 1))
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw unexpected()
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        try checkDepth(depth)
        index += 1  // "{"
        var object = JSONObject()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return object
        }
        var seenKeys: Set<String>? = nil
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw unexpected() }
            let keyColumn = index + 1
            let key = try parseString()
            if isDuplicate(key, in: object, seenKeys: &seenKeys) {
                throw JSONSyntaxError(problem: "duplicate key \(JSONLineParser.quoted(key))", column: keyColumn)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw unexpected() }
            index += 1
            skipWhitespace()
            let value: JSONValue
            if keyOffsets != nil {
                keyPath.append(key)
                keyOffsets?[keyPath.joined(separator: ".")] = keyColumn - 1
                value = try parseValue(depth: depth)
                keyPath.removeLast()
            } else {
                value = try parseValue(depth: depth)
            }
            object.append(key: key, value: value)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return object
            default:
                throw unexpected()
            }
        }
    }

    private func isDuplicate(_ key: String, in object: JSONObject, seenKeys: inout Set<String>?) -> Bool {
        if seenKeys != nil {
            return !seenKeys!.insert(key).inserted
        }
        if object.count < JSONLineParser.linearDuplicateScanLimit {
            return object[key] != nil
        }
        seenKeys = Set(object.keys)
        return !seenKeys!.insert(key).inserted
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        try checkDepth(depth)
        index += 1  // "["
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default:
                throw unexpected()
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > JSONLineParser.maxDepth {
            throw JSONSyntaxError(problem: "nesting deeper than \(JSONLineParser.maxDepth) levels", column: index + 1)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard peek() == byte else { throw unexpected() }
            index += 1
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        let negative = peek() == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = peek(), JSONLineParser.isDigit(first) else { throw invalidNumber(start: start) }
        if first == UInt8(ascii: "0") {
            index += 1
            // JSON forbids leading zeros ("01"), which other parsers read as octal or 1.
            if let next = peek(), JSONLineParser.isDigit(next) { throw invalidNumber(start: start) }
        } else {
            skipDigits()
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard let digit = peek(), JSONLineParser.isDigit(digit) else { throw invalidNumber(start: start) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), JSONLineParser.isDigit(digit) else { throw invalidNumber(start: start) }
            skipDigits()
        }
        let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if isInteger, let integer = JSONLineParser.integerValue(literal, negative: negative) {
            // Double(Int) rounds to nearest like strtod does, so both paths agree;
            // "-0" must stay negative zero to round-trip bit for bit.
            let value = negative && integer == 0 ? -0.0 : Double(integer)
            return JSONNumber(value: value, integer: integer)
        }
        // The grammar was checked above, so this only converts (correctly rounded;
        // overflow gives ±infinity, which callers reject as not finite).
        guard let value = Double(String(decoding: literal, as: UTF8.self)) else {
            throw invalidNumber(start: start)
        }
        return JSONNumber(value: value, integer: nil)
    }

    /// The literal's value when it fits in `Int`; accumulates negatively so `Int.min` fits.
    private static func integerValue(_ literal: UnsafeBufferPointer<UInt8>, negative: Bool) -> Int? {
        var value = 0
        for byte in literal where byte != UInt8(ascii: "-") {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.subtractingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
        }
        if negative { return value }
        return value == Int.min ? nil : -value
    }

    private mutating func skipDigits() {
        while let byte = peek(), JSONLineParser.isDigit(byte) { index += 1 }
    }

    private func invalidNumber(start: Int) -> JSONSyntaxError {
        JSONSyntaxError(problem: "invalid number", column: start + 1)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let contentStart = index
        // Fast path: plain ASCII without escapes, which is every key and almost every value.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        var utf8 = Array(bytes[contentStart..<index])
        while true {
            guard index < bytes.count else { throw unexpected() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                // Every byte appended was validated or produced by the UTF-8 encoder.
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw JSONSyntaxError(problem: "unescaped control character \(JSONLineParser.hex(byte)) in string",
                                      column: index + 1)
            case 0x20..<0x80:
                utf8.append(byte)
                index += 1
            default:
                guard let length = utf8SequenceLength(at: index) else {
                    throw JSONSyntaxError(problem: "invalid UTF-8 in string", column: index + 1)
                }
                utf8.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard let escaped = peek() else { throw unexpected() }
        let simple: UInt8? = switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            utf8.append(simple)
            index += 1
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            let shown = escaped >= 0x21 && escaped < 0x7F ? " '\\\(Character(Unicode.Scalar(escaped)))'" : ""
            throw JSONSyntaxError(problem: "invalid escape\(shown)", column: backslash + 1)
        }
        let unit = try hexQuad(at: backslash)
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate counts only with a low one right after it.
            let next = index
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw unpairedSurrogate(unit, column: backslash + 1)
            }
            index += 1
            let low = try hexQuad(at: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw unpairedSurrogate(unit, column: backslash + 1)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw unpairedSurrogate(unit, column: backslash + 1)
        }
        // Cannot fail: surrogates were excluded above and the value is at most 0x10FFFF.
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw unpairedSurrogate(unit, column: backslash + 1)
        }
        UTF8.encode(scalar) { utf8.append($0) }
    }

    /// Reads the four hex digits after `\u` (index is on the "u"); leaves index after them.
    private mutating func hexQuad(at backslash: Int) throws(JSONSyntaxError) -> UInt16 {
        index += 1  // "u"
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = JSONLineParser.hexDigitValue(byte) else {
                throw JSONSyntaxError(problem: "invalid \\u escape (expected 4 hex digits)", column: backslash + 1)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func unpairedSurrogate(_ unit: UInt16, column: Int) -> JSONSyntaxError {
        let digits = String(unit, radix: 16, uppercase: true)
        return JSONSyntaxError(problem: "unpaired surrogate \\u\(digits)", column: column)
    }

    /// Length of the well-formed UTF-8 sequence starting at `start` (a byte ≥ 0x80), or nil
    /// for overlong forms, surrogates, values above U+10FFFF, and truncated sequences.
    private func utf8SequenceLength(at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard start + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let continuation = bytes[start + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        switch length {
        case 3: return scalar >= 0x800 && !(0xD800...0xDFFF).contains(scalar) ? 3 : nil
        case 4: return (0x10000...0x10FFFF).contains(scalar) ? 4 : nil
        default: return 2
        }
    }

    // MARK: - Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
            index += 1
        }
    }

    /// The error for whatever sits at `index`, naming it so the user can find it.
    private func unexpected() -> JSONSyntaxError {
        guard let byte = peek() else {
            return JSONSyntaxError(problem: "unexpected end of line", column: index + 1)
        }
        let what = byte >= 0x21 && byte < 0x7F
            ? "character '\(Character(Unicode.Scalar(byte)))'"
            : "byte \(JSONLineParser.hex(byte))"
        return JSONSyntaxError(problem: "unexpected \(what)", column: index + 1)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// `key` as a JSON string literal, for messages that quote keys.
    static func quoted(_ key: String) -> String {
        SessionProblem.quoted(key)
    }
}
