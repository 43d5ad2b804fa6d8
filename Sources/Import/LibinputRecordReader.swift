import Sessions
import Yams

/// Reads a `libinput record` capture (YAML; the format its man page, libinput-record(1),
/// documents and `tools/libinput-record.c` writes).
///
/// The device descriptions go through a YAML parser (Yams). The `events:` lists do not: a
/// ten-minute capture holds half a million one-line entries, each written by libinput in one of
/// two fixed shapes — `- [SEC, USEC, TYPE, CODE, VALUE]` under `evdev:` and `- {time: …, type: …}`
/// under `libinput:` (with `--with-libinput`) — so those lines are scanned directly, and anything
/// else inside an events list is an error. Event-list lines are blanked before the rest goes to
/// the YAML parser, so its line numbers are the file's.
enum LibinputRecordReader {
    private enum Block { case none, evdev, libinput, hid, other(String) }

    /// The most bytes the device descriptions (every line outside the events lists) may take
    /// together: a real device's is a few kilobytes, and the YAML parser's nodes take many times
    /// the text.
    static let maximumDescription = 2 << 20

    static func read(_ text: CaptureText) throws(SessionError) -> Capture {
        var description: [UInt8] = []
        description.reserveCapacity(min(text.bytes.count, 1 << 20))
        var eventLists: [(events: [EvdevEvent], scrolls: [LibinputScroll], others: [String: Int])] = []
        var listIndent: Int?
        var block = Block.none
        var versionLine: Int?
        try text.forEachLine { (line, range) throws(SessionError) in
            var cursor = FieldCursor(text, range)
            cursor.skipSpaces()
            let indent = cursor.position - range.lowerBound
            let blank = cursor.atEndOrComment()
            if let eventsIndent = listIndent {
                let isItem = cursor.current == 0x2D
                if blank || indent > eventsIndent || (indent == eventsIndent && isItem) {
                    if !blank {
                        try entry(&cursor, text: text, line: line, block: &block, into: &eventLists[eventLists.count - 1])
                    }
                    description.append(0x0A)
                    return
                }
                listIndent = nil
            }
            // The YAML parser also ends lines at CR, NEL, LS and PS: inside a line they would put
            // its line numbers out of step with the file's.
            if hasYAMLBreak(text.bytes[range]) {
                throw text.error(line: line, "a line break other than \"\\n\" or \"\\r\\n\" inside the line (CR, NEL, LS or PS)")
            }
            description.append(contentsOf: text.bytes[range])
            description.append(0x0A)
            guard description.count <= maximumDescription else {
                throw text.error(line: line, "the device descriptions take more than \(maximumDescription >> 20) MiB (lines outside the events lists)")
            }
            if !blank, indent == 0, text.line(range, startsWith: "version:") {
                // libinput record writes one capture per file: a second top-level version is a second capture.
                if let versionLine {
                    throw text.error(line: line, "a second \"version:\" (the first at line \(versionLine)): one capture per file")
                }
                versionLine = line
            }
            if !blank, text.line(cursor.position..<range.upperBound, startsWith: "events:") {
                var rest = cursor
                rest.position += 7
                guard rest.atEndOrComment() else { return }
                guard eventLists.count < CaptureCheck.maximumDevices else {
                    throw text.error(line: line, "more than \(CaptureCheck.maximumDevices) devices; a capture may describe at most \(CaptureCheck.maximumDevices)")
                }
                listIndent = indent
                block = .none
                eventLists.append(([], [], [:]))
                // Room up front for a capture of one device (see EvemuReader): untouched pages cost nothing.
                if eventLists.count == 1 { eventLists[0].events.reserveCapacity(text.sizeHint / 20) }
            }
        }
        var capture = try devices(yaml: String(decoding: description, as: UTF8.self), text: text, bytes: description)
        guard capture.devices.count == eventLists.count else {
            throw SessionError(file: text.name, line: 0, message: "\(capture.devices.count) devices but \(eventLists.count) \"events:\" lists")
        }
        for index in capture.devices.indices {
            capture.devices[index].events = eventLists[index].events
            capture.devices[index].libinputScrolls = eventLists[index].scrolls
            capture.devices[index].otherLibinputEvents = eventLists[index].others
        }
        guard capture.devices.contains(where: { !$0.events.isEmpty || !$0.libinputScrolls.isEmpty }) else {
            throw SessionError(file: text.name, line: 0, message: "no events in any device's \"events:\" list: nothing to import")
        }
        return capture
    }

    /// Whether `line` holds a byte sequence YAML takes for a line break: CR, or NEL, LS, PS in UTF-8.
    private static func hasYAMLBreak(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == 0x0D { return true }
            if byte == 0xC2, index + 1 < line.endIndex, line[index + 1] == 0x85 { return true }
            if byte == 0xE2, index + 2 < line.endIndex, line[index + 1] == 0x80, line[index + 2] == 0xA8 || line[index + 2] == 0xA9 {
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: - Event lists

    private static func entry(_ cursor: inout FieldCursor, text: CaptureText, line: Int, block: inout Block,
                              into list: inout (events: [EvdevEvent], scrolls: [LibinputScroll], others: [String: Int])) throws(SessionError) {
        var item = cursor
        if item.take(0x2D) { item.skipSpaces() } // "- " starts a new entry or a list element
        let rest = item.position..<cursor.end
        for (key, next) in [("evdev:", Block.evdev), ("libinput:", .libinput), ("hid:", .hid)]
        where text.line(rest, startsWith: key) {
            var after = item
            after.position += key.utf8.count
            if after.atEndOrComment() {
                block = next
                return
            }
        }
        switch block {
        case .evdev:
            list.events.append(try evdevEvent(&item, text: text, line: line, after: list.events.last))
        case .libinput:
            try libinputEvent(text.string(rest), text: text, line: line, into: &list)
        case .hid, .other:
            return // HID reports (`--with-hidraw`) and keys newer writers add: not input the importer maps
        case .none:
            // A key of an event entry this reader does not know (a newer libinput's): skip its lines.
            let words = text.string(rest)
            guard let colon = words.firstIndex(of: ":"), !words.hasPrefix("[") , !words.hasPrefix("{") else {
                throw text.error(line: line, "expected \"- evdev:\" or \"- libinput:\" in an events list, got \(EvemuReader.quoted(text, rest))")
            }
            block = .other(String(words[..<colon]))
        }
    }

    private static func evdevEvent(_ cursor: inout FieldCursor, text: CaptureText, line: Int, after previous: EvdevEvent?) throws(SessionError) -> EvdevEvent {
        let shape = "expected an evdev event \"- [SEC, USEC, TYPE, CODE, VALUE]\" (decimal integers)"
        guard cursor.take(0x5B), let seconds = cursor.integer(), cursor.take(0x2C), let microseconds = cursor.integer(),
              cursor.take(0x2C), let type = cursor.integer(), cursor.take(0x2C), let code = cursor.integer(), cursor.take(0x2C),
              let value = cursor.integer(), cursor.take(0x5D), cursor.atEndOrComment() else {
            throw text.error(line: line, shape)
        }
        guard seconds >= 0, seconds < 1 << 40, microseconds >= 0, microseconds < 1_000_000, (0...0x1f).contains(type),
              (0...0x2ff).contains(code), value >= Int64(Int32.min), value <= Int64(Int32.max) else {
            throw text.error(line: line, shape + "; a number is out of range")
        }
        let time = seconds * 1_000_000 + microseconds
        if let previous, time < previous.time {
            throw text.error(line: line, "the time goes back (\(EvemuReader.seconds(time)) after \(EvemuReader.seconds(previous.time)))")
        }
        return EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value), line: line)
    }

    /// `{time: 1.234567, type: POINTER_AXIS, axes: [0.00, 12.34], discrete: [0, 0], source: finger}`:
    /// scroll events are kept; other types are counted for the report.
    private static func libinputEvent(_ entry: String, text: CaptureText, line: Int,
                                      into list: inout (events: [EvdevEvent], scrolls: [LibinputScroll], others: [String: Int])) throws(SessionError) {
        guard entry.hasPrefix("{"), let close = entry.lastIndex(of: "}") else {
            throw text.error(line: line, "expected a libinput event \"- {time: …, type: …}\"")
        }
        var fields: [String: String] = [:]
        var depth = 0
        var start = entry.index(after: entry.startIndex)
        var index = start
        while index < close {
            switch entry[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "," where depth == 0:
                addField(entry[start..<index], to: &fields)
                start = entry.index(after: index)
            default: break
            }
            index = entry.index(after: index)
        }
        addField(entry[start..<close], to: &fields)
        guard let type = fields["type"] else { throw text.error(line: line, "a libinput event without \"type\"") }
        // libinput record writes scrolls as POINTER_AXIS only (tools/libinput-record.c,
        // buffer_pointer_axis_event); the newer POINTER_SCROLL_* events would repeat them.
        guard type == "POINTER_AXIS" else {
            list.others[type, default: 0] += 1
            return
        }
        let axes = fields["axes"].map { $0.trimmingCharacters(in: "[] ").split(separator: ",").map { Double($0.trimmingCharacters(in: " ")) } }
        guard let time = fields["time"].flatMap(Double.init), time >= 0, time < Double(1 << 40),
              let axes, axes.count == 2, let horizontal = axes[0], let vertical = axes[1],
              horizontal.isFinite, vertical.isFinite, abs(horizontal) < 1e6, abs(vertical) < 1e6 else {
            throw text.error(line: line, "expected a scroll event with \"time: SECONDS\" and \"axes: [H, V]\" (finite numbers)")
        }
        let source = fields["source"] ?? "unknown"
        let microseconds = Int64((time * 1_000_000).rounded())
        if let previous = list.scrolls.last, microseconds < previous.time {
            throw text.error(line: line, "the time goes back (\(EvemuReader.seconds(microseconds)) after \(EvemuReader.seconds(previous.time)))")
        }
        list.scrolls.append(LibinputScroll(source: source, time: microseconds,
                                           horizontal: horizontal, vertical: vertical, line: line))
    }

    private static func addField(_ text: Substring, to fields: inout [String: String]) {
        guard let colon = text.firstIndex(of: ":") else { return }
        fields[text[..<colon].trimmingCharacters(in: " ")] = text[text.index(after: colon)...].trimmingCharacters(in: " ")
    }

    // MARK: - Device descriptions

    private static func devices(yaml: String, text: CaptureText, bytes: [UInt8]) throws(SessionError) -> Capture {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw SessionError(file: text.name, line: 0, message: "empty: not a libinput record capture")
            }
            root = node
        } catch let error as SessionError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, text: text, bytes: bytes)
        } catch {
            throw SessionError(file: text.name, line: 0, message: "not YAML: \(error)")
        }
        func line(_ node: Node?) -> Int { node?.mark?.line ?? 0 }
        guard let version = root["version"]?.int else {
            throw SessionError(file: text.name, line: 1, message: "expected \"version: 1\" (a libinput record capture)")
        }
        guard version == 1 else {
            throw SessionError(file: text.name, line: line(root["version"]), message: "libinput record format version \(version) is not supported (only 1)")
        }
        guard let list = root["devices"], case let .sequence(devices) = list else {
            throw SessionError(file: text.name, line: line(root), message: "expected a \"devices:\" list")
        }
        var captured: [CapturedDevice] = []
        for device in devices {
            guard let evdev = device["evdev"] else {
                throw SessionError(file: text.name, line: line(device), message: "a device without \"evdev:\"")
            }
            var entry = CapturedDevice(name: evdev["name"]?.string ?? "unnamed device")
            if case let .mapping(codes)? = evdev["codes"] {
                for (type, list) in codes {
                    guard let type = type.int, (0...0x1f).contains(type) else {
                        throw SessionError(file: text.name, line: line(type), message: "\"codes\": expected event types 0 to 31 as keys")
                    }
                    entry.codes[UInt16(type)] = Set(list.array().compactMap(\.int).filter { (0...0x2ff).contains($0) }.map { UInt16($0) })
                }
            }
            if case let .mapping(absinfo)? = evdev["absinfo"] {
                for (code, values) in absinfo {
                    let numbers = values.array().compactMap(\.int)
                    guard let code = code.int, (0...0x3f).contains(code), numbers.count == 5 else {
                        throw SessionError(file: text.name, line: line(values), message: "\"absinfo\": expected CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]")
                    }
                    for (field, number) in zip(["MIN", "MAX", "FUZZ", "FLAT", "RESOLUTION"], numbers)
                    where !AbsoluteAxis.kernelRange.contains(Int64(number)) {
                        throw SessionError(file: text.name, line: line(values), message: "\"absinfo\": \(field) \(number) is outside the kernel's range (-2147483648 to 2147483647)")
                    }
                    entry.axes[UInt16(code)] = AbsoluteAxis(minimum: numbers[0], maximum: numbers[1], resolution: max(0, numbers[4]),
                                                            line: line(values))
                }
            }
            entry.properties = Set(evdev["properties"]?.array().compactMap(\.int) ?? [])
            for property in device["udev"]?["properties"]?.array().compactMap(\.string) ?? [] where property.hasSuffix("=1") {
                entry.udevKinds.insert(String(property.dropLast(2)))
            }
            captured.append(entry)
        }
        return Capture(format: "libinput-record", devices: captured)
    }

    /// One line: the parser's problem (never its snippet of the file) at the line it names.
    private static func yamlError(_ error: YamlError, text: CaptureText, bytes: [UInt8]) -> SessionError {
        func firstLine(_ text: String) -> String { String(text.split(separator: "\n", maxSplits: 1).first ?? "") }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let within = context.map { firstLine($0.text) + " at line \($0.mark.line): " } ?? ""
            return SessionError(file: text.name, line: mark.line, message: "not YAML: \(within)\(firstLine(problem))")
        case let .reader(problem, offset, value, _):
            var line = 0
            if let offset: Int = offset { line = bytes.prefix(max(0, offset)).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
            return SessionError(file: text.name, line: line, message: "not YAML: \(firstLine(problem)) (character 0x\(String(value, radix: 16)))")
        case let .duplicatedKeysInMapping(duplicates, context):
            return SessionError(file: text.name, line: context.mark.line,
                                message: "not YAML: a key given twice in one mapping (\(duplicates.sorted().joined(separator: ", ")))")
        default:
            return SessionError(file: text.name, line: 0, message: "not YAML: \(firstLine(error.description))")
        }
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
