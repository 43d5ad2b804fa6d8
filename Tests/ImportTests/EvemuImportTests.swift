import Import
import Sessions
import Testing

/// evemu-record text, written by hand: each device kind becomes the session events the rules in
/// docs/import.md promise, and every malformed line is refused with its line number.
@Suite("Import: evemu-record captures")
struct EvemuImportTests {
    // Event types and codes (linux/input-event-codes.h).
    static let syn = 0, key = 1, rel = 2, abs = 3
    static let report = 0, mtReport = 2
    static let relX = 0, relY = 1, relWheel = 8, relWheelHiRes = 0x0b
    static let btnLeft = 0x110, btnRight = 0x111, btnTouch = 0x14a
    static let absX = 0, absY = 1, slot = 0x2f, positionX = 0x35, positionY = 0x36, trackingID = 0x39, pressure = 0x18

    static let mouse = HandMadeCapture.evemuHeader(name: "Hand Mouse", bits: ["00 0b 00", "01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 03", "02 03 01"])

    @Test("a mouse: motion moves the pointer 1:1 from the window's centre, buttons press, REL_WHEEL turns notches")
    func mouse() throws {
        let text = Self.mouse + HandMadeCapture.evemuEvents([
            (2.5, Self.rel, Self.relX, 10), (2.5, Self.rel, Self.relY, -5), (2.5, Self.syn, Self.report, 0),
            (2.6, Self.key, Self.btnLeft, 1), (2.6, Self.syn, Self.report, 0),
            (2.7, Self.key, Self.btnLeft, 0), (2.7, Self.syn, Self.report, 0),
            (2.8, Self.rel, Self.relWheel, 1), (2.8, Self.syn, Self.report, 0),
            (3.0, Self.rel, Self.relWheel, -3), (3.0, Self.syn, Self.report, 0),
        ])
        let result = try HandMadeCapture.importing(text)
        #expect(result.events == [
            TimedEvent(t: 0, event: .move(x: 650, y: 395)),
            TimedEvent(t: 100, event: .down(x: 650, y: 395, button: 1)),
            TimedEvent(t: 200, event: .up(x: 650, y: 395, button: 1)),
            TimedEvent(t: 300, event: .wheel(x: 650, y: 395, dx: 0, dy: -1)),
            TimedEvent(t: 500, event: .wheel(x: 650, y: 395, dx: 0, dy: 3)),
        ])
        #expect(result.deviceNames == ["Hand Mouse"])
        #expect(result.notes.isEmpty)
    }

    @Test("a hi-res wheel: 120ths add up to whole notches, the fraction carried; its REL_WHEEL duplicates are not counted twice")
    func hiResWheel() throws {
        let text = Self.mouse + HandMadeCapture.evemuEvents([
            (1.0, Self.rel, Self.relWheelHiRes, -60), (1.0, Self.syn, Self.report, 0),
            (1.1, Self.rel, Self.relWheelHiRes, -60), (1.1, Self.rel, Self.relWheel, -1), (1.1, Self.syn, Self.report, 0),
            (1.2, Self.rel, Self.relWheelHiRes, -30), (1.2, Self.syn, Self.report, 0),
            (1.3, Self.rel, Self.relWheelHiRes, -330), (1.3, Self.rel, Self.relWheel, -3), (1.3, Self.syn, Self.report, 0),
        ])
        let wheels = try HandMadeCapture.importing(text).events
        // 0.5, then 1 (a notch), then 0.25, then 0.25 + 2.75 = 3 notches.
        #expect(wheels == [
            TimedEvent(t: 100, event: .wheel(x: 640, y: 400, dx: 0, dy: 1)),
            TimedEvent(t: 300, event: .wheel(x: 640, y: 400, dx: 0, dy: 3)),
        ])
    }

    @Test("the pointer stays inside the window; events it does not map are counted on one line")
    func clampedAndListed() throws {
        let text = Self.mouse + HandMadeCapture.evemuEvents([
            (0, Self.rel, Self.relX, -5000), (0, Self.rel, Self.relY, 5000), (0, Self.syn, Self.report, 0),
            (0.1, 4, 4, 90001), (0.1, Self.syn, Self.report, 0),
            (0.2, 4, 4, 90001), (0.2, Self.syn, Self.report, 0),
        ])
        let result = try HandMadeCapture.importing(text)
        #expect(result.events == [TimedEvent(t: 0, event: .move(x: 0, y: 800))])
        #expect(result.notes == ["\"Hand Mouse\" (pointer): not mapped: MSC_SCAN ×2"])
    }

    // A touchpad: INPUT_PROP_POINTER | INPUT_PROP_BUTTONPAD, 100 units per mm on both axes.
    static let touchpad = HandMadeCapture.evemuHeader(name: "Hand Touchpad", properties: "05 00 00 00 00 00 00 00", bits: ["00 0b 00"],
                                                      axes: ["2f 0 1 0 0 0", "35 0 6900 0 0 100", "36 0 5000 0 0 100", "39 0 65535 0 0 0"])

    static func twoFingerScroll() -> String {
        touchpad + HandMadeCapture.evemuEvents([
            (10.0, abs, slot, 0), (10.0, abs, trackingID, 1), (10.0, abs, positionX, 1000), (10.0, abs, positionY, 1000),
            (10.0, abs, slot, 1), (10.0, abs, trackingID, 2), (10.0, abs, positionX, 2000), (10.0, abs, positionY, 1000),
            (10.0, syn, report, 0),
            // Both fingers 254 units (2.54 mm = 100 px at 1000 dpi) down.
            (10.01, abs, slot, 0), (10.01, abs, positionY, 1254), (10.01, abs, slot, 1), (10.01, abs, positionY, 1254),
            (10.01, abs, pressure, 40), (10.01, syn, report, 0),
            // One finger moves 254: the sum over the two contacts, halved.
            (10.02, abs, slot, 0), (10.02, abs, positionY, 1508), (10.02, syn, report, 0),
            // A finger lifts: the scroll stops, which starts the fling.
            (10.03, abs, trackingID, -1), (10.03, syn, report, 0),
            // The other finger alone moves: pointer motion, not scrolling.
            (10.04, abs, slot, 1), (10.04, abs, positionY, 1600), (10.04, syn, report, 0),
            (10.05, abs, trackingID, -1), (10.05, syn, report, 0),
        ])
    }

    @Test("a touchpad's two-finger scroll from its slots: mm × 1000/25.4 px, the summed movement over the fingers, a (0, 0) stop when one lifts")
    func touchpadFromSlots() throws {
        let result = try HandMadeCapture.importing(Self.twoFingerScroll())
        #expect(result.events.map(\.t) == [10, 20, 30])
        let scrolls = result.events.map { event -> [Double] in
            guard case let .scroll(x, y, dx, dy) = event.event else { return [] }
            return [x, y, dx, dy]
        }
        #expect(scrolls.count == 3)
        #expect(scrolls[0][0] == 640 && scrolls[0][1] == 400 && scrolls[0][2] == 0)
        #expect(Swift.abs(scrolls[0][3] - 100) < 1e-9)
        #expect(Swift.abs(scrolls[1][3] - 50) < 1e-9)
        #expect(scrolls[2] == [640, 400, 0, 0])
        #expect(result.notes == ["\"Hand Touchpad\" (touchpad): not mapped: ABS_PRESSURE ×1, one-finger motion ×1 frames"])
    }

    @Test("natural scrolling turns the touchpad's scroll around; --at places it")
    func naturalScrolling() throws {
        let window = ImportWindow(width: 1280, height: 800, pointer: (100, 700), naturalScrolling: true)
        let result = try HandMadeCapture.importing(Self.twoFingerScroll(), window: window)
        guard case let .scroll(x, y, dx, dy) = result.events[0].event else {
            Issue.record("expected a scroll, got \(result.events[0])")
            return
        }
        #expect(x == 100 && y == 700 && dx == 0)
        #expect(Swift.abs(dy + 100) < 1e-9)
    }

    @Test("a touchpad without a resolution is taken to be 69 × 50 mm, as libinput does")
    func defaultResolution() throws {
        let text = Self.twoFingerScroll().replacingOccurrences(of: "A: 36 0 5000 0 0 100", with: "A: 36 0 5000 0 0 0")
        // 5000 units over 50 mm: 100 per mm, the same 100 px.
        let result = try HandMadeCapture.importing(text)
        guard case let .scroll(_, _, _, dy) = result.events[0].event else {
            Issue.record("expected a scroll")
            return
        }
        #expect(Swift.abs(dy - 100) < 1e-9)
        let narrow = Self.twoFingerScroll().replacingOccurrences(of: "A: 36 0 5000 0 0 100", with: "A: 36 0 2500 0 0 0")
        guard case let .scroll(_, _, _, half) = try HandMadeCapture.importing(narrow).events[0].event else {
            Issue.record("expected a scroll")
            return
        }
        #expect(Swift.abs(half - 200) < 1e-9)
    }

    // A touchscreen: INPUT_PROP_DIRECT, 0…1000 on both axes.
    static let touchscreen = HandMadeCapture.evemuHeader(name: "Hand Screen", properties: "02 00 00 00 00 00 00 00", bits: ["00 0b 00"],
                                                         axes: ["00 0 1000 0 0 0", "01 0 1000 0 0 0", "2f 0 9 0 0 0", "35 0 1000 0 0 0", "36 0 1000 0 0 0", "39 0 65535 0 0 0"])

    @Test("a touchscreen (protocol B): each slot is a touch id; the device's range covers the window")
    func touchscreenSlots() throws {
        let text = Self.touchscreen + HandMadeCapture.evemuEvents([
            (1.0, Self.abs, Self.slot, 0), (1.0, Self.abs, Self.trackingID, 7), (1.0, Self.abs, Self.positionX, 500),
            (1.0, Self.abs, Self.positionY, 500), (1.0, Self.syn, Self.report, 0),
            (1.01, Self.abs, Self.slot, 3), (1.01, Self.abs, Self.trackingID, 8), (1.01, Self.abs, Self.positionX, 250),
            (1.01, Self.abs, Self.positionY, 1000), (1.01, Self.abs, Self.slot, 0), (1.01, Self.abs, Self.positionY, 400),
            (1.01, Self.syn, Self.report, 0),
            (1.02, Self.abs, Self.trackingID, -1), (1.02, Self.abs, Self.slot, 3), (1.02, Self.abs, Self.trackingID, -1),
            (1.02, Self.syn, Self.report, 0),
        ])
        let result = try HandMadeCapture.importing(text, window: ImportWindow(width: 1000, height: 500))
        #expect(result.events == [
            TimedEvent(t: 0, event: .touch(phase: .begin, id: 0, x: 500, y: 250)),
            TimedEvent(t: 10, event: .touch(phase: .begin, id: 3, x: 250, y: 500)),
            TimedEvent(t: 10, event: .touch(phase: .move, id: 0, x: 500, y: 200)),
            TimedEvent(t: 20, event: .touch(phase: .end, id: 0, x: 500, y: 200)),
            TimedEvent(t: 20, event: .touch(phase: .end, id: 3, x: 250, y: 500)),
        ])
    }

    @Test("a touchscreen (protocol A): contacts in frame order, each closed by SYN_MT_REPORT")
    func touchscreenUnslotted() throws {
        let header = HandMadeCapture.evemuHeader(name: "Old Screen", properties: "02 00 00 00 00 00 00 00", bits: ["00 0f 00"],
                                                 axes: ["35 0 1000 0 0 0", "36 0 1000 0 0 0"])
        let text = header + HandMadeCapture.evemuEvents([
            (0, Self.abs, Self.positionX, 100), (0, Self.abs, Self.positionY, 200), (0, Self.syn, Self.mtReport, 0),
            (0, Self.syn, Self.report, 0),
            (0.02, Self.abs, Self.positionX, 100), (0.02, Self.abs, Self.positionY, 300), (0.02, Self.syn, Self.mtReport, 0),
            (0.02, Self.syn, Self.report, 0),
            (0.04, Self.syn, Self.mtReport, 0), (0.04, Self.syn, Self.report, 0),
        ])
        let result = try HandMadeCapture.importing(text, window: ImportWindow(width: 1000, height: 1000))
        #expect(result.events == [
            TimedEvent(t: 0, event: .touch(phase: .begin, id: 0, x: 100, y: 200)),
            TimedEvent(t: 20, event: .touch(phase: .move, id: 0, x: 100, y: 300)),
            TimedEvent(t: 40, event: .touch(phase: .end, id: 0, x: 100, y: 300)),
        ])
    }

    @Test("a single-touch screen: BTN_TOUCH and ABS_X/ABS_Y make touch 0")
    func singleTouch() throws {
        let header = HandMadeCapture.evemuHeader(name: "Single Screen", properties: "02 00 00 00 00 00 00 00", bits: ["00 0b 00"],
                                                 axes: ["00 0 1000 0 0 0", "01 0 1000 0 0 0"])
        let text = header + HandMadeCapture.evemuEvents([
            (0, Self.key, Self.btnTouch, 1), (0, Self.abs, Self.absX, 1000), (0, Self.abs, Self.absY, 0), (0, Self.syn, Self.report, 0),
            (0.5, Self.abs, Self.absY, 500), (0.5, Self.syn, Self.report, 0),
            (0.6, Self.key, Self.btnTouch, 0), (0.6, Self.syn, Self.report, 0),
        ])
        let result = try HandMadeCapture.importing(text, window: ImportWindow(width: 800, height: 600))
        #expect(result.events == [
            TimedEvent(t: 0, event: .touch(phase: .begin, id: 0, x: 800, y: 0)),
            TimedEvent(t: 500, event: .touch(phase: .move, id: 0, x: 800, y: 300)),
            TimedEvent(t: 600, event: .touch(phase: .end, id: 0, x: 800, y: 300)),
        ])
    }

    @Test("a keyboard is listed and not imported; alone, it is an error")
    func keyboardOnly() {
        let keyboard = HandMadeCapture.evemuHeader(name: "Hand Keyboard", bits: ["00 03 00", "01 fe ff ff ff"])
            + HandMadeCapture.evemuEvents([(0, Self.key, 30, 1), (0, Self.syn, Self.report, 0)])
        #expect(HandMadeCapture.failure(keyboard, name: "kb.evemu")
            == "kb.evemu: no mouse, touchpad or touchscreen in the capture: nothing to import")
    }

    @Test("malformed evemu text: one line, FILE:LINE: what is wrong", arguments: [
        ("E: 1.000000 0002 0000", 1, "expected \"E: SEC.USEC TYPE CODE VALUE\""),
        ("E: 1.000000 0002 0000 five", 1, "expected \"E: SEC.USEC TYPE CODE VALUE\""),
        ("E: 1.000000 0002 0000 1 2", 1, "expected \"E: SEC.USEC TYPE CODE VALUE\""),
        ("E: 1.000000 0020 0000 1", 1, "expected \"E: SEC.USEC TYPE CODE VALUE\""),
        ("E: 1.000000 0002 0000 4294967296", 1, "E: VALUE 4294967296 is outside the kernel's range (-2147483648 to 2147483647)"),
        ("E: 1.0000001 0002 0000 1", 1, "expected \"E: SEC.USEC TYPE CODE VALUE\""),
        ("E: 2.000000 0002 0000 1\nE: 1.999999 0002 0000 1", 2, "the time goes back (1.999999 after 2.000000)"),
        ("X: nonsense", 1, "expected an evemu line (N:, I:, P:, B:, A: or E:), got \"X: nonsense\""),
        ("A: 35 0", 1, "expected \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\""),
        ("B: 02 zz", 1, "expected B: (event code bits) as hexadecimal bytes"),
    ])
    func malformed(lines: String, after: Int, words: String) {
        let text = Self.mouse + lines + "\n"
        let number = Self.mouse.split(separator: "\n").count + after
        let message = HandMadeCapture.failure(text, name: "bad.evemu")
        #expect(message?.hasPrefix("bad.evemu:\(number): \(words)") == true, "\(message ?? "imported")")
        #expect(message?.contains("\n") == false)
    }

    @Test("a description with no events, an empty file and a file that is neither format are refused")
    func nothingToImport() {
        #expect(HandMadeCapture.failure(Self.mouse, name: "d.evemu") == "d.evemu: no events (no \"E:\" lines): nothing to import")
        #expect(HandMadeCapture.failure("", name: "e") == "e: empty: not a libinput record or evemu capture")
        #expect(HandMadeCapture.failure("# only a comment\n\n", name: "e") == "e: empty: not a libinput record or evemu capture")
        #expect(HandMadeCapture.failure("\n{\"scene\":\"profile\"}\n", name: "s.jsonl")
            == "s.jsonl:2: not a libinput record (YAML, \"version: 1\") or evemu-record (\"N:\", \"E:\" lines) capture")
    }
}
