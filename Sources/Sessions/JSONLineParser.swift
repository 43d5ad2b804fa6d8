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
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Where each key starts (0-based byte offset), by dotted path (`fling.rate`), when asked
    /// for: a preset file's errors point at the key. Nil for session lines (no cost there).
    var keyOffsets: [String: Int]?
    /// The keys of the objects being parsed, outermost first (only while recording offsets).
    var keyPath: [String] = []

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

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
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

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
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

    func isDuplicate(_ key: String, in object: JSONObject, seenKeys: inout Set<String>?) -> Bool {
        if seenKeys != nil {
            return !seenKeys!.insert(key).inserted
        }
        if object.count < JSONLineParser.linearDuplicateScanLimit {
            return object[key] != nil
        }
        seenKeys = Set(object.keys)
        return !seenKeys!.insert(key).inserted
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
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

    func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > JSONLineParser.maxDepth {
            throw JSONSyntaxError(problem: "nesting deeper than \(JSONLineParser.maxDepth) levels", column: index + 1)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard peek() == byte else { throw unexpected() }
            index += 1
        }
    }

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func skipWhitespace() {
        while let byte = peek(),
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
            index += 1
        }
    }

    /// The error for whatever sits at `index`, naming it so the user can find it.
    func unexpected() -> JSONSyntaxError {
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
