import Sessions

/// Turns a capture of real input devices (`libinput record` YAML or `evemu-record` text) into a
/// session's events: `handoff import`.
///
/// Times come from the capture: its earliest imported event is t = 0 and every gap is kept.
/// Each supported device is translated on its own (``PointerTranslation``,
/// ``TouchpadTranslation``, ``TouchscreenTranslation``) and the results merged in time order.
public enum CaptureImport {
    /// Reads a capture held in memory (`CaptureFile.read(path:)` reads a file as it goes),
    /// telling the format by its first lines: `libinput record` YAML starts with
    /// `# libinput record` or a `version:` key; evemu text with `# EVEMU` or an `N:`/`E:` line.
    public static func read(bytes: [UInt8], name: String) throws(SessionError) -> Capture {
        try read(CaptureText(bytes: bytes, name: name))
    }

    static func read(_ text: CaptureText) throws(SessionError) -> Capture {
        var format: String?
        var firstLine = 0
        // Only the first meaningful line is looked at: the reader then scans the file once.
        try text.peekLines { (line, range) throws(SessionError) in
            var cursor = FieldCursor(text, range)
            cursor.skipSpaces()
            if text.line(cursor.position..<range.upperBound, startsWith: "# libinput record")
                || text.line(cursor.position..<range.upperBound, startsWith: "version:") {
                format = "libinput-record"
            } else if text.line(cursor.position..<range.upperBound, startsWith: "# EVEMU") {
                format = "evemu"
            } else if !cursor.atEndOrComment() {
                let rest = cursor.position..<range.upperBound
                format = ["N:", "I:", "P:", "B:", "A:", "E:"].contains { text.line(rest, startsWith: $0) } ? "evemu" : "unknown"
                firstLine = line
            }
            return format != nil
        }
        let capture: Capture
        switch format {
        case "libinput-record": capture = try LibinputRecordReader.read(text)
        case "evemu": capture = try EvemuReader.read(text)
        case nil: throw SessionError(file: text.name, line: 0, message: "empty: not a libinput record or evemu capture")
        default:
            throw SessionError(file: text.name, line: firstLine,
                               message: "not a libinput record (YAML, \"version: 1\") or evemu-record (\"N:\", \"E:\" lines) capture")
        }
        try CaptureCheck.check(capture, file: text.name)
        return capture
    }

    /// The session events for `devices` (indices into `capture.devices`; all supported ones when nil).
    public static func events(from capture: Capture, devices selection: [Int]? = nil, window: ImportWindow,
                              file: String) throws(SessionError) -> Result {
        var notes: [String] = []
        var outputs: [[TimedInput]] = []
        var names: [String] = []
        var first: Int64?
        for (index, device) in capture.devices.enumerated() {
            let label = "\(JSONString.literal(device.name)) (\(device.kind.rawValue))"
            if let selection, !selection.contains(index) { continue }
            let result: (output: [TimedInput], notMapped: NotMapped)
            switch device.kind {
            case .unsupported:
                if selection != nil {
                    throw SessionError(file: file, line: 0, message: "device \(index + 1) \(JSONString.literal(device.name)) is not a mouse, touchpad or touchscreen: nothing to import from it")
                }
                notes.append("\(label): not imported (\(device.events.count) events; only mice, touchpads and touchscreens are)")
                continue
            case .pointer:
                var translation = PointerTranslation(window: window, device: device)
                result = translation.translate(device.events)
            case .touchpad, .touchscreen:
                guard let axes = ContactTracker.positionAxes(of: device) else {
                    throw SessionError(file: file, line: 0, message: "device \(index + 1) \(JSONString.literal(device.name)) has no ABS_MT_POSITION_X/Y or ABS_X/Y range: its touches cannot be placed")
                }
                if device.kind == .touchscreen {
                    var translation = TouchscreenTranslation(window: window, device: device, axes: axes)
                    result = translation.translate(device.events)
                } else if device.libinputScrolls.isEmpty {
                    var translation = TouchpadTranslation(window: window, device: device, axes: axes)
                    result = translation.translate(device.events)
                } else {
                    var translation = TouchpadTranslation(window: window, device: device, axes: axes)
                    result = translation.translate(device.libinputScrolls, listing: device.events)
                }
            }
            // A device whose ranges or resolution are implausible can give moves no session holds.
            if let bad = result.output.first(where: { $0.event.limitProblem != nil }), let problem = bad.event.limitProblem {
                let line = device.events.first { $0.time >= bad.time }?.line ?? 0
                throw SessionError(file: file, line: line, message: "the input here imports as an event beyond a session's limits (\(problem)): the device's axis ranges or resolution are implausible")
            }
            var notMapped = result.notMapped
            if device.kind != .touchpad, !device.libinputScrolls.isEmpty {
                notMapped.add("libinput POINTER_AXIS (the kernel events are used instead)", device.libinputScrolls.count)
            }
            for (type, count) in device.otherLibinputEvents.sorted(by: { $0.key < $1.key }) { notMapped.add("libinput \(type)", count) }
            if !notMapped.isEmpty { notes.append("\(label): not mapped: \(notMapped.summary)") }
            names.append(device.name)
            let earliest = [device.events.first?.time, device.libinputScrolls.first?.time].compactMap { $0 }.min()
            if let earliest { first = min(first ?? earliest, earliest) }
            outputs.append(result.output)
        }
        guard !names.isEmpty else {
            throw SessionError(file: file, line: 0, message: "no mouse, touchpad or touchscreen in the capture: nothing to import")
        }
        return Result(outputs: outputs, start: first ?? 0, deviceNames: names, notes: notes)
    }
}
