import Foundation
import Import
import Sessions
import Testing

/// What a capture must be to import, each refusal one line naming the capture's line, and the
/// bounds on what reading one may hold (docs/import.md, "Limits").
@Suite("Import: refusals at their line, and limits")
struct CaptureLimitsTests {
    static let abs = 3, syn = 0, slot = 0x2f, trackingID = 0x39, positionX = 0x35, positionY = 0x36

    /// A touchpad with these `A:` lines (lines 6 to 5 + axes.count) and one touch down at 10 s.
    static func touchpad(axes: [String], slotValue: Int = 0, secondTime: Double = 10.1) -> String {
        HandMadeCapture.evemuHeader(name: "Pad", properties: "05 00 00 00 00 00 00 00", bits: ["00 0b 00"], axes: axes)
            + HandMadeCapture.evemuEvents([
                (10.0, abs, slot, slotValue), (10.0, abs, trackingID, 1), (10.0, abs, positionX, 100), (10.0, abs, positionY, 100),
                (10.0, syn, 0, 0),
                (secondTime, abs, positionX, 200), (secondTime, syn, 0, 0),
            ])
    }

    static let goodAxes = ["2f 0 4 0 0 0", "35 0 6900 0 0 100", "36 0 5000 0 0 100", "39 0 65535 0 0 0"]

    @Test("a position axis whose minimum is not below its maximum is refused at its A: line", arguments: ["35 100 100 0 0 0", "35 7000 10 0 0 0"])
    func emptyRange(axis: String) {
        let failure = HandMadeCapture.failure(Self.touchpad(axes: ["2f 0 4 0 0 0", axis, "36 0 5000 0 0 100", "39 0 65535 0 0 0"]), name: "c")
        #expect(failure?.hasPrefix("c:7: ABS_MT_POSITION_X of \"Pad\" has minimum") == true, "\(failure ?? "accepted")")
    }

    @Test("the kernel's whole __s32 range is accepted; a number outside it is named")
    func kernelRange() throws {
        let widest = ["2f 0 4 0 0 0", "35 -2147483648 2147483647 0 0 0", "36 0 5000 0 0 100", "39 0 65535 0 0 0"]
        #expect(HandMadeCapture.failure(Self.touchpad(axes: widest)) == nil)
        let beyond = ["2f 0 4 0 0 0", "35 -2147483649 10 0 0 0", "36 0 5000 0 0 100", "39 0 65535 0 0 0"]
        #expect(HandMadeCapture.failure(Self.touchpad(axes: beyond), name: "c")
                == "c:7: A: MIN -2147483649 is outside the kernel's range (-2147483648 to 2147483647)")
    }

    @Test("a slot outside the declared range is refused at its E: line", arguments: [1000, -3])
    func slotOutOfRange(value: Int) {
        #expect(HandMadeCapture.failure(Self.touchpad(axes: Self.goodAxes, slotValue: value), name: "c")
                == "c:10: ABS_MT_SLOT \(value) is out of range (the device's slots are 0 to 4)")
    }

    @Test("two evemu captures joined in one file are refused at the second's name")
    func joinedEvemu() {
        let one = Self.touchpad(axes: Self.goodAxes)
        let lines = one.split(separator: "\n").count
        #expect(HandMadeCapture.failure(one + one, name: "c")
                == "c:\(lines + 2): a second device description (\"N:\", the first at line 2): one capture per file")
    }

    @Test("two libinput record captures joined in one file are refused at the second's version")
    func joinedLibinput() {
        let one = LibinputRecordImportTests.capture([LibinputRecordImportTests.mouse])
        let lines = one.split(separator: "\n", omittingEmptySubsequences: false).count
        let failure = HandMadeCapture.failure(one + "\n" + one, name: "c")
        #expect(failure == "c:\(lines + 2): a second \"version:\" (the first at line 2): one capture per file", "\(failure ?? "accepted")")
    }

    @Test("an event a billion seconds after the first is refused at its line, naming the span")
    func timeJump() {
        let failure = HandMadeCapture.failure(Self.touchpad(axes: Self.goodAxes, secondTime: 1e9 + 10), name: "c")
        #expect(failure?.hasPrefix("c:15: this event is 1000000000.000000 s after the capture's first; a session may span at most 86400 s") == true,
                "\(failure ?? "accepted")")
    }

    @Test("more devices than the cap are refused at the events list that goes past it, before the YAML is parsed")
    func deviceCap() {
        let devices = Array(repeating: LibinputRecordImportTests.mouse, count: 129)
        let failure = HandMadeCapture.failure(LibinputRecordImportTests.capture(devices), name: "c")
        #expect(failure?.contains(": more than 128 devices; a capture may describe at most 128") == true, "\(failure ?? "accepted")")
        #expect(failure?.hasPrefix("c:0") == false)
    }

    @Test("device descriptions beyond 2 MiB are refused at the line that goes past")
    func descriptionCap() {
        // Lines the YAML parser would have to hold (comments inside events lists are dropped as read).
        let padding = (0..<2200).map { "pad\($0): " + String(repeating: "x", count: 1000) + "\n" }.joined()
        let capture = LibinputRecordImportTests.capture([LibinputRecordImportTests.mouse])
        let failure = HandMadeCapture.failure(capture.replacingOccurrences(of: "devices:\n", with: padding + "devices:\n"), name: "c")
        #expect(failure?.contains("the device descriptions take more than 2 MiB") == true, "\(failure ?? "accepted")")
    }

    @Test("a YAML error is one line, without the parser's snippet of the file")
    func yamlErrorOneLine() {
        let text = "# libinput record\nversion: 1\ndevices:\n- node: x\n  evdev: {name: \"a\u{1B}[31m\u{07}\", : [\n"
        let failure = HandMadeCapture.failure(text, name: "c")
        #expect(failure?.hasPrefix("c:5: not YAML: ") == true, "\(failure ?? "accepted")")
        #expect(failure?.contains("\n") == false)
    }

    @Test("a file read as it goes gives what the same bytes in memory give, a few bytes a read or a megabyte")
    func streamedEqualsInMemory() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["synaptics-two-finger-scroll.evemu", "ep0430m09-two-finger-drag.evemu", "ibm-scrollpoint-wheel.evemu"] {
            let path = root.appendingPathComponent("assets/recordings/\(name)").path
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let window = ImportWindow(width: 1280, height: 800)
            let streamed = try CaptureImport.events(from: try CaptureFile.read(path: path), window: window, file: name)
            let held = try CaptureImport.events(from: try CaptureImport.read(bytes: bytes, name: name), window: window, file: name)
            #expect(streamed.events == held.events)
            #expect(!streamed.events.isEmpty)
        }
    }

    @Test("a line with no end is refused once it passes the line limit, not once the file is read")
    func endlessLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("endless-\(getpid()).evemu").path
        try Data(repeating: 0, count: 200_000).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SessionError(file: path, line: 1, message: "line longer than 65536 bytes")) {
            _ = try CaptureFile.read(path: path)
        }
    }
}

/// Found by the fuzzer: a device whose numbers make moves no session can hold is refused at the
/// input's line, instead of writing a session the reader would refuse.
@Suite("Import: implausible devices")
struct ImplausibleDeviceTests {
    @Test("a two-finger scroll across 2^31 units of a 10-unit axis is refused at its line")
    func hugeScroll() {
        let abs = CaptureLimitsTests.abs, slot = CaptureLimitsTests.slot, id = CaptureLimitsTests.trackingID
        let x = CaptureLimitsTests.positionX, y = CaptureLimitsTests.positionY
        let text = HandMadeCapture.evemuHeader(name: "Pad", properties: "05 00 00 00 00 00 00 00", bits: ["00 0b 00"],
                                               axes: ["2f 0 1 0 0 0", "35 0 10 0 0 0", "36 0 10 0 0 0", "39 0 65535 0 0 0"])
            + HandMadeCapture.evemuEvents([
                (1.0, abs, slot, 0), (1.0, abs, id, 1), (1.0, abs, x, 1), (1.0, abs, y, 1),
                (1.0, abs, slot, 1), (1.0, abs, id, 2), (1.0, abs, x, 5), (1.0, abs, y, 1), (1.0, 0, 0, 0),
                (1.1, abs, slot, 0), (1.1, abs, y, 2_000_000_000), (1.1, abs, slot, 1), (1.1, abs, y, 2_000_000_000), (1.1, 0, 0, 0),
            ])
        let failure = HandMadeCapture.failure(text, name: "c")
        #expect(failure?.contains("imports as an event beyond a session's limits") == true, "\(failure ?? "accepted")")
        #expect(failure?.hasPrefix("c:1") == true)
    }
}

/// Found by the libinput fuzz target: libinput's own scroll events must not go back in time
/// either (an earlier one imported before the session's t = 0).
@Suite("Import: libinput scroll times")
struct LibinputScrollTimeTests {
    @Test("a POINTER_AXIS event earlier than the one before is refused at its line")
    func timeGoesBack() {
        let events = """
              - libinput:
                - {time: 1.212000, type: POINTER_AXIS, axes: [0.00, -18.50], discrete: [0, 0], source: finger}
              - libinput:
                - {time: 0.224000, type: POINTER_AXIS, axes: [0.00, 0.00], discrete: [0, 0], source: finger}

            """
        let text = LibinputRecordImportTests.capture([LibinputRecordImportTests.touchpad(events: events)])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("time: 0.224000") }! + 1
        #expect(HandMadeCapture.failure(text, name: "c") == "c:\(line): the time goes back (0.224000 after 1.212000)")
    }
}

/// Found by the libinput fuzz target: a line break YAML knows and the file's lines do not (a
/// lone CR, NEL, LS, PS) is refused at its line, so every YAML error names the file's own line.
@Suite("Import: YAML line breaks inside a line")
struct YAMLLineBreakTests {
    @Test("CR, NEL, LS and PS inside a description line are refused at that line", arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func refused(separator: String) {
        let text = "# libinput record\nversion: 1\ndevices:\(separator)\(separator)udev:\n"
        #expect(HandMadeCapture.failure(text, name: "c")?.hasPrefix("c:3: a line break other than") == true)
    }
}
