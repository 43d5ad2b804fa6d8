// Strings: escapes, surrogate pairs and UTF-8 checked byte by byte.
extension JSONLineParser {
    mutating func parseString() throws(JSONSyntaxError) -> String {
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

    mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
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
    mutating func hexQuad(at backslash: Int) throws(JSONSyntaxError) -> UInt16 {
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

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func unpairedSurrogate(_ unit: UInt16, column: Int) -> JSONSyntaxError {
        let digits = String(unit, radix: 16, uppercase: true)
        return JSONSyntaxError(problem: "unpaired surrogate \\u\(digits)", column: column)
    }

    /// Length of the well-formed UTF-8 sequence starting at `start` (a byte ≥ 0x80), or nil
    /// for overlong forms, surrogates, values above U+10FFFF, and truncated sequences.
    func utf8SequenceLength(at start: Int) -> Int? {
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
}
