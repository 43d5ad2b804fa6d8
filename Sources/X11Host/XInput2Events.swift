import CXlib
import HostInterface

/// XInput2 on one window: the X glue around ``XInput2Decoder``.
///
/// Selects XI2 buttons, motion, Enter and DeviceChanged (XI 2.0/2.1) and touch (XI 2.2) on the
/// master devices only, learns each master's smooth-scroll valuators and each physical device's
/// kind (``InputDeviceKind``) from XIQueryDevice and device properties, and turns the server's
/// generic events into plain ``XInput2DeviceEvent``s for the decoder. Keys stay core events
/// (`XLookupString` needs an `XKeyEvent`). Once XI2 buttons and motion are selected the server no
/// longer sends this client the core ones for the window, so nothing arrives twice.
final class XInput2Events {
    /// The XInputExtension's major opcode: generic events carry it.
    let opcode: Int32
    /// The XI2 version both sides speak (2.2 or older).
    let version: (major: Int32, minor: Int32)
    /// Whether touch events were selected (XI 2.2 and the server accepted the selection).
    private(set) var selectsTouch = false

    private let display: OpaquePointer
    private var decoder = XInput2Decoder()
    /// The touchpad-only property atoms that exist on this server (an atom nobody interned yet
    /// cannot be on any device).
    private let touchpadAtoms: [Atom]

    private init(display: OpaquePointer, opcode: Int32, version: (major: Int32, minor: Int32)) {
        self.display = display
        self.opcode = opcode
        self.version = version
        touchpadAtoms = InputDeviceKind.touchpadProperties.sorted().compactMap {
            let atom = XInternAtom(display, $0, 1)
            return atom == 0 ? nil : atom
        }
    }

    /// Starts XI2 input on `window`, or says why core events must do (no XInputExtension, or one
    /// older than 2.0).
    static func start(display: OpaquePointer, window: Window) -> (events: XInput2Events?, fallbackReason: String?) {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
            return (nil, "the X server has no XInputExtension: core pointer events only (no smooth scrolling, no touch)")
        }
        // XI2 events are generic events: without the Generic Event Extension none can arrive.
        guard XQueryExtension(display, "Generic Event Extension", &opcode, &firstEvent, &firstError) != 0 else {
            return (nil, "the X server has no Generic Event Extension, which XInput2 events need: core pointer events only")
        }
        _ = XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError)
        // Ask for 2.2 (touch); the server answers with what it has, at most that.
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else {
            return (nil, "the X server's XInputExtension is older than 2.0: core pointer events only")
        }
        let xinput = XInput2Events(display: display, opcode: opcode, version: (major, minor))
        xinput.learnDevices()
        xinput.select(on: window)
        return (xinput, nil)
    }

    /// `"xi2.2"`, say: what input arrives through.
    var description: String { "xi\(version.major).\(version.minor)" }

    // MARK: Setup

    private func select(on window: Window) {
        var events: [Int32] = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_DeviceChanged]
        let withTouch = version.major > 2 || version.minor >= 2
        // TouchBegin, TouchUpdate and TouchEnd must be selected together (any alone is BadValue).
        if withTouch { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
        let trap = XErrorTrap.shared
        trap.beginTrap(display)
        selectMask(events, on: window)
        XSync(display, 0)
        if trap.endTrap(display) != nil, withTouch {
            // A server that refuses touch for this window still gives us pointers and scrolling.
            events.removeLast(3)
            trap.beginTrap(display)
            selectMask(events, on: window)
            XSync(display, 0)
            _ = trap.endTrap(display)
            return
        }
        selectsTouch = withTouch
    }

    private func selectMask(_ events: [Int32], on window: Window) {
        var bytes = [UInt8](repeating: 0, count: (Int(XI_LASTEVENT) >> 3) + 1)
        for event in events { bytes[Int(event) >> 3] |= UInt8(1) << UInt8(event & 7) }
        bytes.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Every master pointer with its scroll valuators, and the kind of every physical pointer.
    private func learnDevices() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) {
            let info = devices[index]
            let id = Int(info.deviceid)
            switch info.use {
            case XIMasterPointer:
                decoder.addMaster(deviceID: id, scrollValuators: Self.scrollValuators(info.classes, count: info.num_classes))
            case XISlavePointer, XIFloatingSlave:
                decoder.setKind(kind(of: info), source: id)
            default:
                break
            }
        }
    }

    /// Looks up a device that appeared after startup (hotplug) the first time it speaks.
    private func learnSource(_ id: Int) {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, Int32(id), &count), count > 0 else {
            decoder.setKind(.wheel, source: id)
            return
        }
        defer { XIFreeDeviceInfo(devices) }
        decoder.setKind(kind(of: devices[0]), source: id)
    }

    private func kind(of info: XIDeviceInfo) -> InputDeviceKind {
        var touchMode: InputDeviceKind.TouchMode?
        if let classes = info.classes {
            for index in 0..<Int(info.num_classes) {
                guard let any = classes[index], any.pointee.type == XITouchClass else { continue }
                let mode = UnsafeRawPointer(any).assumingMemoryBound(to: XITouchClassInfo.self).pointee.mode
                touchMode = mode == XIDirectTouch ? .direct : .dependent
            }
        }
        var names: Set<String> = []
        if !touchpadAtoms.isEmpty {
            var count: Int32 = 0
            if let atoms = XIListProperties(display, info.deviceid, &count) {
                for index in 0..<Int(count) where touchpadAtoms.contains(atoms[index]) {
                    if let name = XGetAtomName(display, atoms[index]) {
                        names.insert(String(cString: name))
                        XFree(name)
                    }
                }
                XFree(atoms)
            }
        }
        let name = info.name.map { String(cString: $0) } ?? ""
        return InputDeviceKind.classify(name: name, propertyNames: names, touchMode: touchMode)
    }

    private static func scrollValuators(_ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?,
                                        count: Int32) -> [ScrollValuator] {
        guard let classes else { return [] }
        var valuators: [ScrollValuator] = []
        for index in 0..<Int(count) {
            guard let any = classes[index], any.pointee.type == XIScrollClass else { continue }
            let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            valuators.append(ScrollValuator(number: Int(scroll.number), isVertical: scroll.scroll_type == XIScrollTypeVertical,
                                            increment: scroll.increment))
        }
        return valuators
    }

    // MARK: Events

    /// Translates one XI2 generic event into `events`; returns false when it is not ours.
    func translate(_ event: inout XEvent, into events: inout [HostEvent]) -> Bool {
        var cookie = event.xcookie
        guard cookie.extension == opcode, XGetEventData(display, &cookie) != 0, let data = cookie.data else { return false }
        defer { XFreeEventData(display, &cookie) }
        let now = MonotonicClock.monotonicMs()
        switch cookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            let kind: XInput2DeviceEvent.Kind
            switch cookie.evtype {
            case XI_ButtonPress: kind = .buttonPress
            case XI_ButtonRelease: kind = .buttonRelease
            case XI_Motion: kind = .motion
            case XI_TouchBegin: kind = .touchBegin
            case XI_TouchUpdate: kind = .touchUpdate
            default: kind = .touchEnd
            }
            let source = Int(device.sourceid)
            if !decoder.knowsSource(source) { learnSource(source) }
            // The moment the input happened, on the same clock as core events and Present (honest time).
            let happenedMs = ServerTime.monotonicMs(serverTime: UInt32(truncatingIfNeeded: device.time), receivedMs: now)
            decoder.decode(XInput2DeviceEvent(kind: kind, deviceID: Int(device.deviceid), sourceID: source,
                                              detail: Int(device.detail), x: device.event_x, y: device.event_y,
                                              isPointerEmulated: device.flags & XIPointerEmulated != 0,
                                              buttons: Self.buttons(device.buttons),
                                              valuators: Self.valuators(device.valuators), timeMs: happenedMs),
                           into: &events)
        case XI_Enter:
            let enter = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            decoder.enter(deviceID: Int(enter.deviceid))
        case XI_DeviceChanged:
            let changed = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            decoder.deviceChanged(deviceID: Int(changed.deviceid),
                                  scrollValuators: Self.scrollValuators(changed.classes, count: changed.num_classes),
                                  deviceItselfChanged: changed.reason == XIDeviceChange,
                                  x: 0, y: 0, timeMs: now, into: &events)
        default:
            break
        }
        return true
    }

    /// Buttons 1–5 held, bit 0 = button 1 (the core state's layout, shifted down).
    private static func buttons(_ state: XIButtonState) -> Int {
        guard let mask = state.mask, state.mask_len > 0 else { return 0 }
        var bits = 0
        for button in 1...5 where Int(state.mask_len) * 8 > button && mask[button >> 3] & (UInt8(1) << UInt8(button & 7)) != 0 {
            bits |= 1 << (button - 1)
        }
        return bits
    }

    /// The valuators present in an event: number → value (values are packed in mask order).
    private static func valuators(_ state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let values = state.values, state.mask_len > 0 else { return [:] }
        var result: [Int: Double] = [:]
        var packed = 0
        for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & (UInt8(1) << UInt8(number & 7)) != 0 {
            result[number] = values[packed]
            packed += 1
        }
        return result
    }
}
