// Numbers: the RFC's grammar, kept as written (an integer stays an integer) with its value.
extension JSONLineParser {
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
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
    static func integerValue(_ literal: UnsafeBufferPointer<UInt8>, negative: Bool) -> Int? {
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

    mutating func skipDigits() {
        while let byte = peek(), JSONLineParser.isDigit(byte) { index += 1 }
    }

    func invalidNumber(start: Int) -> JSONSyntaxError {
        JSONSyntaxError(problem: "invalid number", column: start + 1)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
