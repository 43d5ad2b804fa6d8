import Sessions

/// Reads `evemu-record` text: a device description (`N:` name, `I:` ids, `P:` property bits,
/// `B:` event-code bits per type, `A:` absolute axes) and one `E: SEC.USEC TYPE CODE VALUE` line
/// per kernel event, `#` comments anywhere. The format is evemu's own (`src/evemu.c`,
/// `evemu_write` and `evemu_read`): hexadecimal types, codes and bit bytes, decimal values.
enum EvemuReader {
    static func read(_ text: CaptureText) throws(SessionError) -> Capture {
        var device = CapturedDevice(name: "")
        var propertyBytes: [UInt8] = []
        var codeBytes: [UInt16: [UInt8]] = [:]
        var lastTime: Int64?
        var nameLine: Int?
        // Room for as many events as short lines could hold, up front: the list never regrows (a
        // regrowth holds both copies), and pages it does not fill are never touched.
        device.events.reserveCapacity(text.sizeHint / 20)
        try text.forEachLine { (line, range) throws(SessionError) in
            var cursor = FieldCursor(text, range)
            cursor.skipSpaces()
            guard let first = cursor.current, first != 0x23 else { return }
            guard range.upperBound - cursor.position >= 2, text.bytes[cursor.position + 1] == 0x3A else {
                throw text.error(line: line, "expected an evemu line (N:, I:, P:, B:, A: or E:), got \(quoted(text, range))")
            }
            cursor.position += 2
            switch first {
            case 0x45: // E: SEC.USEC TYPE CODE VALUE
                let event = try self.event(&cursor, text: text, line: line)
                if let lastTime, event.time < lastTime {
                    throw text.error(line: line, "the time goes back (\(seconds(event.time)) after \(seconds(lastTime)))")
                }
                lastTime = event.time
                device.events.append(event)
            case 0x4E: // N: name
                // evemu-record writes one device per file: a second name is a second capture joined on.
                if let nameLine {
                    throw text.error(line: line, "a second device description (\"N:\", the first at line \(nameLine)): one capture per file")
                }
                nameLine = line
                cursor.skipSpaces()
                device.name = text.string(cursor.position..<range.upperBound)
            case 0x50: // P: property bytes
                propertyBytes += try bitBytes(&cursor, text: text, line: line, what: "P: (property bits)")
            case 0x42: // B: TYPE bytes
                guard let type = cursor.hex(), type <= 0x1f else {
                    throw text.error(line: line, "expected \"B: TYPE BYTES\" with a hexadecimal event type")
                }
                codeBytes[UInt16(type), default: []] += try bitBytes(&cursor, text: text, line: line, what: "B: (event code bits)")
            case 0x41: // A: CODE MIN MAX FUZZ FLAT [RESOLUTION]
                device.axes[try axisCode(&cursor, text: text, line: line)] = try axis(&cursor, text: text, line: line)
            case 0x49, 0x4C, 0x53: // I: ids; L: and S: (LED and switch states)
                break
            default:
                throw text.error(line: line, "expected an evemu line (N:, I:, P:, B:, A: or E:), got \(quoted(text, range))")
            }
        }
        guard !device.events.isEmpty else {
            throw SessionError(file: text.name, line: 0, message: "no events (no \"E:\" lines): nothing to import")
        }
        device.properties = bits(propertyBytes)
        for (type, bytes) in codeBytes { device.codes[type] = Set(bits(bytes).map { UInt16($0) }) }
        if device.name.isEmpty { device.name = "unnamed device" }
        return Capture(format: "evemu", devices: [device])
    }

    private static func axisCode(_ cursor: inout FieldCursor, text: CaptureText, line: Int) throws(SessionError) -> UInt16 {
        guard let code = cursor.hex(), code <= 0x3f else {
            throw text.error(line: line, "expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\" with a hexadecimal ABS code 00 to 3f")
        }
        return UInt16(code)
    }

    /// The numbers of an `A:` line, each within the kernel's `__s32` (`struct input_absinfo`).
    private static func axis(_ cursor: inout FieldCursor, text: CaptureText, line: Int) throws(SessionError) -> AbsoluteAxis {
        var numbers: [Int] = []
        for field in ["MIN", "MAX", "FUZZ", "FLAT", "RESOLUTION"] {
            if field == "RESOLUTION", cursor.atEndOrComment() { break }
            guard let value = cursor.integer() else {
                throw text.error(line: line, "expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\": \(field) is not a decimal integer")
            }
            guard AbsoluteAxis.kernelRange.contains(value) else {
                throw text.error(line: line, "A: \(field) \(value) is outside the kernel's range (-2147483648 to 2147483647)")
            }
            numbers.append(Int(value))
        }
        guard cursor.atEndOrComment() else {
            throw text.error(line: line, "expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\": more numbers than that")
        }
        return AbsoluteAxis(minimum: numbers[0], maximum: numbers[1], resolution: max(0, min(numbers.count > 4 ? numbers[4] : 0, 1 << 20)),
                            line: line)
    }

    private static func event(_ cursor: inout FieldCursor, text: CaptureText, line: Int) throws(SessionError) -> EvdevEvent {
        let shape = "expected \"E: SEC.USEC TYPE CODE VALUE\" (decimal time, hexadecimal type and code, decimal value)"
        guard let seconds = cursor.integer(), seconds >= 0, cursor.take(0x2E) else { throw text.error(line: line, shape) }
        let digits = cursor.digitRun()
        guard digits >= 1, digits <= 6, let fraction = cursor.integer() else { throw text.error(line: line, shape) }
        var microseconds = fraction
        for _ in digits..<6 { microseconds *= 10 }
        guard let type = cursor.hex(), type <= 0x1f, let code = cursor.hex(), code <= 0x2ff,
              let value = cursor.integer(), cursor.atEndOrComment() else {
            throw text.error(line: line, shape)
        }
        guard seconds < 1 << 40 else { throw text.error(line: line, "E: time \(seconds) s is beyond what a capture's clock reaches") }
        guard AbsoluteAxis.kernelRange.contains(value) else {
            throw text.error(line: line, "E: VALUE \(value) is outside the kernel's range (-2147483648 to 2147483647)")
        }
        return EvdevEvent(time: seconds * 1_000_000 + microseconds, type: UInt16(type), code: UInt16(code),
                          value: Int32(value), line: line)
    }

    private static func bitBytes(_ cursor: inout FieldCursor, text: CaptureText, line: Int, what: String) throws(SessionError) -> [UInt8] {
        var bytes: [UInt8] = []
        while !cursor.atEndOrComment() {
            guard let byte = cursor.hex(), byte <= 0xff, bytes.count < 96 else {
                throw text.error(line: line, "expected \(what) as hexadecimal bytes")
            }
            bytes.append(UInt8(byte))
        }
        return bytes
    }

    /// The indices of the set bits, byte 0 bit 0 first (the kernel's bitmask layout).
    private static func bits(_ bytes: [UInt8]) -> Set<Int> {
        var set = Set<Int>()
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(index * 8 + bit) }
        }
        return set
    }

    static func seconds(_ microseconds: Int64) -> String {
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    static func quoted(_ text: CaptureText, _ range: Range<Int>) -> String {
        let line = text.string(range)
        let shown = line.count > 40 ? String(line.prefix(40)) + "…" : line
        return JSONString.literal(shown)
    }
}
