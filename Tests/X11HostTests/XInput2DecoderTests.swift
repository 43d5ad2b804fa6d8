import HostInterface
import Testing
import X11Host

/// The XI2 decoding on synthetic event and valuator data: Xvfb has no scroll or touch classes and
/// cannot inject XI2 events (BUILD-NOTES), so this is where smooth scrolling and touch are covered
/// below the session level.
@Suite("XInput2 decoding: smooth-scroll valuators, emulated events, touch")
struct XInput2DecoderTests {
    static let master = 2, touchpad = 11, mouse = 12, touchscreen = 13, slaveOfMaster = 14
    /// libinput's layout: valuators 0/1 are X/Y, 2 horizontal scroll, 3 vertical scroll, increment 15.
    static let valuators = [ScrollValuator(number: 2, isVertical: false, increment: 15),
                            ScrollValuator(number: 3, isVertical: true, increment: 15)]

    func decoder() -> XInput2Decoder {
        var decoder = XInput2Decoder()
        decoder.addMaster(deviceID: Self.master, scrollValuators: Self.valuators)
        decoder.setKind(.touchpad, source: Self.touchpad)
        decoder.setKind(.wheel, source: Self.mouse)
        decoder.setKind(.touchscreen, source: Self.touchscreen)
        return decoder
    }

    func motion(source: Int, h: Double? = nil, v: Double? = nil, device: Int = master, emulated: Bool = false,
                t: Double = 0) -> XInput2DeviceEvent {
        var values: [Int: Double] = [0: 100, 1: 200]
        if let h { values[2] = h }
        if let v { values[3] = v }
        return XInput2DeviceEvent(kind: .motion, deviceID: device, sourceID: source, x: 100, y: 200,
                                  isPointerEmulated: emulated, valuators: values, timeMs: t)
    }

    /// What a list of events decodes to, without the pointer moves every motion also gives.
    func decode(_ decoder: inout XInput2Decoder, _ events: [XInput2DeviceEvent]) -> [HostEvent] {
        var out: [HostEvent] = []
        for event in events { decoder.decode(event, into: &out) }
        return out.filter { if case .pointerMove = $0 { false } else { true } }
    }

    @Test("touchpad: the first event primes, then scroll units are pixels 1:1 on each axis")
    func touchpadPixels() {
        var d = decoder()
        let out = decode(&d, [motion(source: Self.touchpad, h: 500, v: 1000),
                              motion(source: Self.touchpad, h: 500, v: 1012.5, t: 8),
                              motion(source: Self.touchpad, h: 497, v: 1012.5, t: 16)])
        #expect(out == [.scroll(x: 100, y: 200, dx: 0, dy: 12.5, timeMs: 8),
                        .scroll(x: 100, y: 200, dx: -3, dy: 0, timeMs: 16)])
    }

    @Test("touchpad: scroll valuators present but unchanged are the lift, a (0, 0) scroll")
    func zeroDeltaIsTheStop() {
        var d = decoder()
        let out = decode(&d, [motion(source: Self.touchpad, h: 0, v: 40), motion(source: Self.touchpad, h: 0, v: 52),
                              motion(source: Self.touchpad, h: 0, v: 52, t: 30)])
        #expect(out.last == .scroll(x: 100, y: 200, dx: 0, dy: 0, timeMs: 30))
        // A plain pointer motion (no scroll valuators) is no stop.
        var moved: [HostEvent] = []
        d.decode(motion(source: Self.touchpad, t: 40), into: &moved)
        #expect(moved == [.pointerMove(x: 100, y: 200, buttons: 0, timeMs: 40)])
    }

    @Test("wheel: one increment is one notch; hi-res fractions carry over; a negative increment flips")
    func wheelIncrements() {
        var d = decoder()
        let out = decode(&d, [motion(source: Self.mouse, v: 0), motion(source: Self.mouse, v: 15),
                              motion(source: Self.mouse, v: 22.5), motion(source: Self.mouse, v: 30),
                              motion(source: Self.mouse, v: 0), motion(source: Self.mouse, h: 0, v: 0),
                              motion(source: Self.mouse, h: 15, v: 0)])
        let notches = out.compactMap { e -> [Int]? in if case let .wheel(_, _, dx, dy, _) = e { [dx, dy] } else { nil } }
        #expect(notches == [[0, 1], [0, 1], [0, -1], [0, -1], [1, 0]])
        #expect(!out.contains { if case .scroll = $0 { true } else { false } }, "a wheel never gives pixel scrolls or stops")

        var inverted = XInput2Decoder()
        inverted.addMaster(deviceID: 2, scrollValuators: [ScrollValuator(number: 3, isVertical: true, increment: -15)])
        inverted.setKind(.wheel, source: Self.mouse)
        #expect(decode(&inverted, [motion(source: Self.mouse, v: 0), motion(source: Self.mouse, v: 15)])
                == [.wheel(x: 100, y: 200, dx: 0, dy: -1, timeMs: 0)])
    }

    @Test("Enter resets the last values: the jump back from elsewhere is not a scroll")
    func enterResets() {
        var d = decoder()
        _ = decode(&d, [motion(source: Self.touchpad, h: 0, v: 100), motion(source: Self.touchpad, h: 0, v: 110)])
        d.enter(deviceID: Self.master)
        let out = decode(&d, [motion(source: Self.touchpad, h: 0, v: 5000), motion(source: Self.touchpad, h: 0, v: 5004)])
        #expect(out == [.scroll(x: 100, y: 200, dx: 0, dy: 4, timeMs: 0)])
    }

    @Test("DeviceChanged resets the values and takes the new device's valuators")
    func deviceChangeResets() {
        var d = decoder()
        _ = decode(&d, [motion(source: Self.touchpad, h: 0, v: 100), motion(source: Self.touchpad, h: 0, v: 110)])
        var ignored: [HostEvent] = []
        // Another slave took over the master; its vertical scroll is valuator 2 now.
        d.deviceChanged(deviceID: Self.master, scrollValuators: [ScrollValuator(number: 2, isVertical: true, increment: 15)],
                        deviceItselfChanged: false, x: 0, y: 0, timeMs: 0, into: &ignored)
        #expect(ignored.isEmpty)
        let out = decode(&d, [motion(source: Self.touchpad, h: 9000), motion(source: Self.touchpad, h: 9006)])
        #expect(out == [.scroll(x: 100, y: 200, dx: 0, dy: 6, timeMs: 0)])
    }

    @Test("master devices only: the same motion from a slave (or an unknown device) is dropped")
    func mastersOnly() {
        var d = decoder()
        #expect(d.isMaster(Self.master) && !d.isMaster(Self.slaveOfMaster))
        var out: [HostEvent] = []
        for v in [0.0, 10, 20] { d.decode(motion(source: Self.touchpad, v: v, device: Self.slaveOfMaster), into: &out) }
        d.decode(XInput2DeviceEvent(kind: .buttonPress, deviceID: Self.slaveOfMaster, sourceID: Self.mouse, detail: 1,
                                    x: 1, y: 2, timeMs: 0), into: &out)
        #expect(out.isEmpty)
    }

    @Test("emulated pointer events are dropped: wheel clicks made from smooth deltas, motion made from a touch")
    func emulatedDropped() {
        var d = decoder()
        var out: [HostEvent] = []
        for kind: XInput2DeviceEvent.Kind in [.buttonPress, .buttonRelease] {
            d.decode(XInput2DeviceEvent(kind: kind, deviceID: Self.master, sourceID: Self.touchpad, detail: 5,
                                        x: 1, y: 2, isPointerEmulated: true, timeMs: 0), into: &out)
            d.decode(XInput2DeviceEvent(kind: kind, deviceID: Self.master, sourceID: Self.touchscreen, detail: 1,
                                        x: 1, y: 2, isPointerEmulated: true, timeMs: 0), into: &out)
        }
        d.decode(motion(source: Self.touchscreen, emulated: true), into: &out)
        #expect(out.isEmpty)
        // The same button events unflagged are a real wheel click and a real press/release.
        for kind: XInput2DeviceEvent.Kind in [.buttonPress, .buttonRelease] {
            d.decode(XInput2DeviceEvent(kind: kind, deviceID: Self.master, sourceID: Self.mouse, detail: 5,
                                        x: 1, y: 2, timeMs: 0), into: &out)
            d.decode(XInput2DeviceEvent(kind: kind, deviceID: Self.master, sourceID: Self.mouse, detail: 1,
                                        x: 1, y: 2, timeMs: 0), into: &out)
        }
        #expect(out == [.wheel(x: 1, y: 2, dx: 0, dy: 1, timeMs: 0), .pointerDown(x: 1, y: 2, button: 1, timeMs: 0),
                        .pointerUp(x: 1, y: 2, button: 1, timeMs: 0)])
    }

    @Test("touch: begin, update and end on a touchscreen; a touchpad's touches are not drags")
    func touches() {
        var d = decoder()
        var out: [HostEvent] = []
        for (kind, id, y) in [(XInput2DeviceEvent.Kind.touchBegin, 7, 500.0), (.touchBegin, 8, 600), (.touchUpdate, 7, 480),
                              (.touchEnd, 7, 470)] {
            d.decode(XInput2DeviceEvent(kind: kind, deviceID: Self.master, sourceID: Self.touchscreen, detail: id,
                                        x: 640, y: y, timeMs: y), into: &out)
        }
        d.decode(XInput2DeviceEvent(kind: .touchBegin, deviceID: Self.master, sourceID: Self.touchpad, detail: 9,
                                    x: 1, y: 1, timeMs: 0), into: &out)
        #expect(out == [.touch(phase: .begin, id: 7, x: 640, y: 500, timeMs: 500),
                        .touch(phase: .begin, id: 8, x: 640, y: 600, timeMs: 600),
                        .touch(phase: .move, id: 7, x: 640, y: 480, timeMs: 480),
                        .touch(phase: .end, id: 7, x: 640, y: 470, timeMs: 470)])
        // The device itself changing cancels what is still down (touch 8); a slave switch does not.
        var changed: [HostEvent] = []
        d.deviceChanged(deviceID: Self.master, scrollValuators: Self.valuators, deviceItselfChanged: false,
                        x: 0, y: 0, timeMs: 700, into: &changed)
        #expect(changed.isEmpty)
        d.deviceChanged(deviceID: Self.master, scrollValuators: Self.valuators, deviceItselfChanged: true,
                        x: 3, y: 4, timeMs: 701, into: &changed)
        #expect(changed == [.touch(phase: .cancel, id: 8, x: 3, y: 4, timeMs: 701)])
    }

    @Test("device kinds: direct touch, touchpad properties or name, otherwise a wheel")
    func kinds() {
        #expect(InputDeviceKind.classify(name: "ELAN Touchscreen", propertyNames: [], touchMode: .direct) == .touchscreen)
        #expect(InputDeviceKind.classify(name: "SYNA2393:00", propertyNames: ["libinput Tapping Enabled"], touchMode: nil) == .touchpad)
        #expect(InputDeviceKind.classify(name: "x", propertyNames: ["Synaptics Off"], touchMode: nil) == .touchpad)
        #expect(InputDeviceKind.classify(name: "DLL0945:00 06CB:CDE6 Touchpad", propertyNames: [], touchMode: nil) == .touchpad)
        #expect(InputDeviceKind.classify(name: "bcm5974", propertyNames: [], touchMode: .dependent) == .touchpad)
        #expect(InputDeviceKind.classify(name: "Logitech USB Optical Mouse", propertyNames: [], touchMode: nil) == .wheel)
        #expect(InputDeviceKind.classify(name: "Virtual core XTEST pointer", propertyNames: [], touchMode: nil) == .wheel)
    }

    @Test("a wheel value jump is bounded: at most ten notches from one event")
    func boundedJump() {
        var d = decoder()
        let out = decode(&d, [motion(source: Self.mouse, v: 0), motion(source: Self.mouse, v: 15_000_000)])
        #expect(out.count == XInput2Decoder.maximumNotchesPerEvent)
    }
}
