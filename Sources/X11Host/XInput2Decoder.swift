import HostInterface

/// Turns XI2 device events into ``HostEvent``s: buttons, motion, smooth scrolling and touch.
///
/// Pure state, no Xlib: the X glue (``XInput2Events``) feeds it plain values, and tests feed it
/// synthetic ones (Xvfb cannot inject XI2 scroll or touch events).
///
/// - Only master devices count (events are selected on XIAllMasterDevices; a slave's copy of the
///   same motion would otherwise scroll twice).
/// - Smooth-scroll valuators are absolute: the decoder keeps the last value per device and
///   valuator, and forgets it on Enter and on DeviceChanged (the values jump when the pointer
///   comes back or another slave takes over the master), so the first event after either only
///   primes it.
/// - Touchpads (see ``InputDeviceKind``): scroll units become pixels 1:1
///   (``touchpadPixelsPerUnit``); a motion whose scroll valuators are present but unchanged is the
///   (0, 0) stop libinput sends when the fingers lift, reported as a zero ``HostEvent/scroll``.
/// - Wheels: every `increment` units is one ``HostEvent/wheel`` notch (fractions of hi-res wheels
///   are carried to the next event); the wheel buttons 4–7 the server emulates from these deltas,
///   like every pointer event it emulates (`XIPointerEmulated`, also set on pointer events made
///   from a touch), are dropped. Real button 4–7 presses (no flag) are notches as in core events.
/// - Touch: TouchBegin/Update/End become ``HostEvent/touch``; touches of a device that changes
///   under them (DeviceChanged for the device itself) are cancelled.
public struct XInput2Decoder: Sendable {
    /// Pixels per touchpad scroll unit: xf86-input-libinput passes libinput's finger-scroll values
    /// (about one unit per pixel of finger travel) straight through.
    public static let touchpadPixelsPerUnit = 1.0
    /// At most this many notches from one wheel event (a value jump after a missed reset must not
    /// scroll for seconds).
    public static let maximumNotchesPerEvent = 10

    private struct Carry: Sendable {
        var x = 0.0
        var y = 0.0
    }

    private var masters: [Int: [ScrollValuator]] = [:]
    private var lastValues: [Int: [Int: Double]] = [:]
    private var kinds: [Int: InputDeviceKind] = [:]
    private var carries: [Int: Carry] = [:]
    private var touches: [Int: [Int]] = [:]

    /// No devices known yet.
    public init() {}

    // MARK: Devices

    /// A master pointer and the scroll valuators it has now (from XIQueryDevice).
    public mutating func addMaster(deviceID: Int, scrollValuators: [ScrollValuator]) {
        masters[deviceID] = scrollValuators
        lastValues[deviceID] = nil
        carries[deviceID] = nil
    }

    /// What the physical device `sourceID` is.
    public mutating func setKind(_ kind: InputDeviceKind, source sourceID: Int) {
        kinds[sourceID] = kind
    }

    /// Whether `setKind` has been told about `sourceID`.
    public func knowsSource(_ sourceID: Int) -> Bool { kinds[sourceID] != nil }

    /// Whether `deviceID` is a master pointer the decoder follows.
    public func isMaster(_ deviceID: Int) -> Bool { masters[deviceID] != nil }

    /// XI_Enter: the pointer (re)entered the window; scroll values seen elsewhere are stale.
    public mutating func enter(deviceID: Int) {
        lastValues[deviceID] = nil
        carries[deviceID] = nil
    }

    /// XI_DeviceChanged: `deviceID` now has `scrollValuators` (another slave took over the master,
    /// or the device itself changed). Values are forgotten; when the device itself changed
    /// (`deviceItselfChanged`), touches still down on it are cancelled at (x, y).
    public mutating func deviceChanged(deviceID: Int, scrollValuators: [ScrollValuator], deviceItselfChanged: Bool,
                                       x: Double, y: Double, timeMs: Double, into events: inout [HostEvent]) {
        guard masters[deviceID] != nil else { return }
        masters[deviceID] = scrollValuators
        lastValues[deviceID] = nil
        carries[deviceID] = nil
        guard deviceItselfChanged, let down = touches[deviceID], !down.isEmpty else { return }
        for id in down { events.append(.touch(phase: .cancel, id: id, x: x, y: y, timeMs: timeMs)) }
        touches[deviceID] = nil
    }

    // MARK: Events

    /// Appends what `event` means to `events` (nothing for events that are dropped).
    public mutating func decode(_ event: XInput2DeviceEvent, into events: inout [HostEvent]) {
        guard let valuators = masters[event.deviceID] else { return }
        switch event.kind {
        case .buttonPress, .buttonRelease:
            guard !event.isPointerEmulated else { return }
            let press = event.kind == .buttonPress
            switch event.detail {
            case 4...7:
                // A real wheel click: one notch per press, the release is noise.
                guard press else { return }
                let (dx, dy) = event.detail == 4 ? (0, -1) : event.detail == 5 ? (0, 1) : event.detail == 6 ? (-1, 0) : (1, 0)
                events.append(.wheel(x: event.x, y: event.y, dx: dx, dy: dy, timeMs: event.timeMs))
            default:
                events.append(press
                    ? .pointerDown(x: event.x, y: event.y, button: event.detail, timeMs: event.timeMs)
                    : .pointerUp(x: event.x, y: event.y, button: event.detail, timeMs: event.timeMs))
            }
        case .motion:
            guard !event.isPointerEmulated else { return }
            events.append(.pointerMove(x: event.x, y: event.y, buttons: event.buttons, timeMs: event.timeMs))
            smoothScroll(event, valuators: valuators, into: &events)
        case .touchBegin, .touchUpdate, .touchEnd:
            // A dependent-touch device (touchpad) moves the cursor; its touches are not drags.
            guard kinds[event.sourceID] != .touchpad else { return }
            touch(event, into: &events)
        }
    }

    private mutating func smoothScroll(_ event: XInput2DeviceEvent, valuators: [ScrollValuator],
                                       into events: inout [HostEvent]) {
        var present = false, primed = true
        var dx = 0.0, dy = 0.0          // touchpad: pixels
        var notchX = 0.0, notchY = 0.0  // wheel: notches
        var last = lastValues[event.deviceID] ?? [:]
        for valuator in valuators {
            guard let value = event.valuators[valuator.number], value.isFinite else { continue }
            present = true
            defer { last[valuator.number] = value }
            guard let previous = last[valuator.number] else {
                primed = false
                continue
            }
            let units = value - previous
            let increment = valuator.increment == 0 ? 1 : valuator.increment
            let pixels = units * Self.touchpadPixelsPerUnit * (increment < 0 ? -1 : 1)
            let notches = units / increment
            if valuator.isVertical {
                dy += pixels
                notchY += notches
            } else {
                dx += pixels
                notchX += notches
            }
        }
        guard present else { return }
        lastValues[event.deviceID] = last
        guard primed else { return }
        switch kinds[event.sourceID] ?? .wheel {
        case .touchpad:
            // Unchanged valuators are the lift: a zero scroll, which starts the kinetic fling.
            events.append(.scroll(x: event.x, y: event.y, dx: dx, dy: dy, timeMs: event.timeMs))
        case .wheel, .touchscreen:
            var carry = carries[event.deviceID] ?? Carry()
            carry.x += notchX
            carry.y += notchY
            let wholeX = Self.whole(carry.x), wholeY = Self.whole(carry.y)
            carry.x -= Double(wholeX)
            carry.y -= Double(wholeY)
            carries[event.deviceID] = carry
            for _ in 0..<abs(wholeY) {
                events.append(.wheel(x: event.x, y: event.y, dx: 0, dy: wholeY > 0 ? 1 : -1, timeMs: event.timeMs))
            }
            for _ in 0..<abs(wholeX) {
                events.append(.wheel(x: event.x, y: event.y, dx: wholeX > 0 ? 1 : -1, dy: 0, timeMs: event.timeMs))
            }
        }
    }

    /// Whole notches in `value`, toward zero, at most `maximumNotchesPerEvent` either way. A hair of
    /// tolerance so that 15 units of 15 count as the one notch they are.
    private static func whole(_ value: Double) -> Int {
        let limit = Double(maximumNotchesPerEvent)
        let clamped = min(max(value, -limit), limit)
        return Int((clamped + (clamped < 0 ? -1e-9 : 1e-9)).rounded(.towardZero))
    }

    private mutating func touch(_ event: XInput2DeviceEvent, into events: inout [HostEvent]) {
        var down = touches[event.deviceID] ?? []
        let phase: TouchPhase
        switch event.kind {
        case .touchBegin:
            phase = .begin
            if !down.contains(event.detail) { down.append(event.detail) }
        case .touchEnd:
            phase = .end
            down.removeAll { $0 == event.detail }
        default:
            phase = .move
        }
        touches[event.deviceID] = down
        events.append(.touch(phase: phase, id: event.detail, x: event.x, y: event.y, timeMs: event.timeMs))
    }
}
