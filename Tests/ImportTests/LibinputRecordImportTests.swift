import Import
import Sessions
import Testing

/// `libinput record` YAML, written by hand in the shape tools/libinput-record.c prints:
/// devices described for the YAML parser, event lists scanned line by line.
@Suite("Import: libinput record captures")
struct LibinputRecordImportTests {
    /// A capture of `devices` (already indented as list items of `devices:`).
    static func capture(_ devices: [String]) -> String {
        """
        # libinput record
        version: 1
        ndevices: \(devices.count)
        libinput:
          version: "1.25.0"
          git: "unknown"
        system:
          os: "debian:13"
          kernel: "6.12.0"
          dmi: "dmi:bvnHand:"
        devices:

        """ + devices.joined()
    }

    static func touchpad(events: String) -> String {
        """
        - node: /dev/input/event7
          evdev:
            # Name: Hand Touchpad
            name: "Hand Touchpad"
            id: [17, 2, 7, 433]
            codes:
              0: [0, 1, 3, 4] # EV_SYN
              1: [272, 325, 330, 333, 334] # EV_KEY
              3: [0, 1, 24, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 6900, 0, 0, 100]
              1: [0, 5000, 0, 0, 100]
              24: [0, 255, 0, 0, 0]
              47: [0, 1, 0, 0, 0]
              53: [0, 6900, 0, 0, 100]
              54: [0, 5000, 0, 0, 100]
              57: [0, 65535, 0, 0, 0]
            properties: [0, 2]
          hid: [5, 1, 9, 2]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHPAD=1
          quirks:
          - ModelHand=1
          events:

        """ + events
    }

    static let mouse = """
        - node: /dev/input/event3
          evdev:
            # Name: Hand Mouse
            name: "Hand Mouse"
            id: [3, 1133, 49271, 273]
            codes:
              0: [0, 1, 2, 4] # EV_SYN
              1: [272, 273, 274] # EV_KEY
              2: [0, 1, 8, 11] # EV_REL
            properties: []
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_MOUSE=1
          events:
          - evdev:
            - [  0,      0,   2,   0,      3] # EV_REL / REL_X                     3
            - [  0,      0,   2,   1,     -4] # EV_REL / REL_Y                    -4
            - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  0,  50000,   2,  11,   -120] # EV_REL / REL_WHEEL_HI_RES       -120
            - [  0,  50000,   2,   8,     -1] # EV_REL / REL_WHEEL                -1
            - [  0,  50000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +50ms
          - libinput:
            - {time: 0.050000, type: POINTER_AXIS, axes: [0.00, 15.00], discrete: [0, 1], source: wheel}

        """

    /// Two fingers down, both moved 254 units (2.54 mm: 100 px), one lifts (the stop).
    static let slotEvents = """
          - evdev:
            - [  1, 200000,   3,  47,      0] # EV_ABS / ABS_MT_SLOT                 0
            - [  1, 200000,   3,  57,     11] # EV_ABS / ABS_MT_TRACKING_ID         11
            - [  1, 200000,   3,  53,   1000] # EV_ABS / ABS_MT_POSITION_X        1000
            - [  1, 200000,   3,  54,   1000] # EV_ABS / ABS_MT_POSITION_Y        1000
            - [  1, 200000,   3,  47,      1] # EV_ABS / ABS_MT_SLOT                 1
            - [  1, 200000,   3,  57,     12] # EV_ABS / ABS_MT_TRACKING_ID         12
            - [  1, 200000,   3,  53,   2000] # EV_ABS / ABS_MT_POSITION_X        2000
            - [  1, 200000,   3,  54,   1000] # EV_ABS / ABS_MT_POSITION_Y        1000
            - [  1, 200000,   1, 333,      1] # EV_KEY / BTN_TOOL_DOUBLETAP          1
            - [  1, 200000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  1, 212000,   3,  47,      0] # EV_ABS / ABS_MT_SLOT                 0
            - [  1, 212000,   3,  54,    746] # EV_ABS / ABS_MT_POSITION_Y         746 (-254)
            - [  1, 212000,   3,  47,      1] # EV_ABS / ABS_MT_SLOT                 1
            - [  1, 212000,   3,  54,    746] # EV_ABS / ABS_MT_POSITION_Y         746 (-254)
            - [  1, 212000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +12ms
          - evdev:
            - [  1, 224000,   3,  47,      0] # EV_ABS / ABS_MT_SLOT                 0
            - [  1, 224000,   3,  57,     -1] # EV_ABS / ABS_MT_TRACKING_ID         -1
            - [  1, 224000,   1, 333,      0] # EV_KEY / BTN_TOOL_DOUBLETAP          0
            - [  1, 224000,   1, 325,      1] # EV_KEY / BTN_TOOL_FINGER             1
            - [  1, 224000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +12ms

        """

    @Test("a touchpad from its slots (no --with-libinput): the two-finger rule, then the (0, 0) stop")
    func touchpadFromSlots() throws {
        let text = Self.capture([Self.touchpad(events: Self.slotEvents)])
        let result = try HandMadeCapture.importing(text)
        #expect(result.events.map(\.t) == [12, 24])
        guard case let .scroll(_, _, dx, dy) = result.events[0].event, case .scroll(640, 400, 0, 0) = result.events[1].event else {
            Issue.record("expected a scroll and a stop, got \(result.events)")
            return
        }
        #expect(dx == 0 && Swift.abs(dy + 100) < 1e-9)
        #expect(result.deviceNames == ["Hand Touchpad"])
    }

    @Test("with --with-libinput, libinput's finger scrolls are the scroll (its zero stop included); the kernel events are listed")
    func touchpadWithLibinput() throws {
        let events = Self.slotEvents + """
              - libinput:
                - {time: 1.212000, type: POINTER_AXIS, axes: [0.00, -18.50], discrete: [0, 0], source: finger}
              - libinput:
                - {time: 1.224000, type: POINTER_AXIS, axes: [0.00, 0.00], discrete: [0, 0], source: finger}
              - libinput:
                - {time: 1.230000, type: GESTURE_HOLD_BEGIN, fingers: 1}

            """
        let result = try HandMadeCapture.importing(Self.capture([Self.touchpad(events: events)]))
        #expect(result.events == [
            TimedEvent(t: 12, event: .scroll(x: 640, y: 400, dx: 0, dy: -18.5)),
            TimedEvent(t: 24, event: .scroll(x: 640, y: 400, dx: 0, dy: 0)),
        ])
        #expect(result.notes == ["\"Hand Touchpad\" (touchpad): not mapped: kernel events (libinput's scroll events used instead) ×20, libinput GESTURE_HOLD_BEGIN ×1"])
    }

    @Test("two devices merge in time order; --device picks one; a mouse's hi-res wheel is a notch, its libinput axis listed")
    func twoDevices() throws {
        let text = Self.capture([Self.touchpad(events: Self.slotEvents), Self.mouse])
        let both = try HandMadeCapture.importing(text)
        #expect(both.deviceNames == ["Hand Touchpad", "Hand Mouse"])
        #expect(both.events.map(\.t) == [0, 50, 1212, 1224])
        #expect(both.events[1] == TimedEvent(t: 50, event: .wheel(x: 643, y: 396, dx: 0, dy: 1)))
        #expect(both.notes == ["\"Hand Mouse\" (pointer): not mapped: libinput POINTER_AXIS (the kernel events are used instead) ×1"])
        let mouse = try HandMadeCapture.importing(text, devices: [1])
        #expect(mouse.events == [TimedEvent(t: 0, event: .move(x: 643, y: 396)),
                                 TimedEvent(t: 50, event: .wheel(x: 643, y: 396, dx: 0, dy: 1))])
        let touchpad = try HandMadeCapture.importing(text, devices: [0])
        #expect(touchpad.events.map(\.t) == [12, 24], "t = 0 is the first imported device's first event")
    }

    @Test("malformed libinput record: one line, FILE:LINE: what is wrong", arguments: [
        ("    - [  1, 200000,   3,  47] # short", "expected an evdev event \"- [SEC, USEC, TYPE, CODE, VALUE]\""),
        ("    - [  1, 2000000,   3,  47, 0]", "expected an evdev event \"- [SEC, USEC, TYPE, CODE, VALUE]\" (decimal integers); a number is out of range"),
        ("    - [  0, 100,   3,  47, 0]", "the time goes back (0.000100 after 1.224000)"),
        ("    - {time: 1.3, type: POINTER_AXIS, axes: [nan, 1], source: finger}", "expected an evdev event"),
        ("    nonsense", "expected an evdev event"),
    ])
    func malformedEvent(line: String, words: String) {
        let text = Self.capture([Self.touchpad(events: Self.slotEvents + "  - evdev:\n" + line + "\n")])
        let number = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let message = HandMadeCapture.failure(text, name: "bad.yml")
        #expect(message?.hasPrefix("bad.yml:\(number): \(words)") == true, "\(message ?? "imported")")
    }

    @Test("a libinput event list entry without a time or with a bad axis is refused with its line")
    func malformedLibinputEvent() {
        for entry in ["{type: POINTER_AXIS, axes: [0.00, 1.00], source: finger}",
                      "{time: 1.3, type: POINTER_AXIS, axes: [inf, 1.00], source: finger}",
                      "{time: 1.3, type: POINTER_AXIS, axes: [1.00], source: finger}"] {
            let text = Self.capture([Self.touchpad(events: Self.slotEvents + "  - libinput:\n    - \(entry)\n")])
            let number = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(HandMadeCapture.failure(text, name: "bad.yml")
                == "bad.yml:\(number): expected a scroll event with \"time: SECONDS\" and \"axes: [H, V]\" (finite numbers)")
        }
    }

    @Test("a broken description is a YAML error on its own line; wrong versions and shapes are named")
    func malformedDescription() {
        let broken = Self.capture([Self.touchpad(events: Self.slotEvents)])
            .replacingOccurrences(of: "id: [17, 2, 7, 433]", with: "id: [17, 2, 7, 433")
        let line = broken.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("id: [17, 2, 7, 433") }.map { $0 + 1 } ?? -1
        let message = HandMadeCapture.failure(broken, name: "b.yml") ?? "imported"
        #expect(message.hasPrefix("b.yml:") && message.contains(": not YAML: "), "\(message)")
        // libyaml notices the missing bracket at the next key, a line or two later.
        let reported = Int(message.split(separator: ":")[1]) ?? 0
        #expect(reported > line && reported <= line + 3, "\(message) (the bracket is open on line \(line))")

        let version = Self.capture([Self.mouse]).replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
        #expect(HandMadeCapture.failure(version, name: "v.yml") == "v.yml:2: libinput record format version 2 is not supported (only 1)")
        let absinfo = Self.capture([Self.touchpad(events: Self.slotEvents)])
            .replacingOccurrences(of: "47: [0, 1, 0, 0, 0]", with: "47: [0, 1]")
        #expect(HandMadeCapture.failure(absinfo, name: "a.yml")?.hasSuffix("\"absinfo\": expected CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]") == true)
        #expect(HandMadeCapture.failure("# libinput record\nversion: 1\nndevices: 0\ndevices: []\n", name: "n.yml")
            == "n.yml: no events in any device's \"events:\" list: nothing to import")
    }
}
