import Sessions

/// A mouse, trackball or pointing stick: relative motion moves the pointer one pixel per count
/// (no acceleration: the session replays what the hand did, not what a desktop's pointer curve
/// made of it), buttons press and release, wheels turn notches.
///
/// Wheels: `REL_WHEEL` counts detents, positive away from the user (toward earlier content,
/// X11 button 4), so a session notch is its negation; `REL_HWHEEL` positive is rightward (button 7).
/// A device with `REL_WHEEL_HI_RES` reports 120 per detent and fractions of one; those are summed
/// and a notch is sent each time the sum crosses a whole detent, the fraction carried to the next
/// (the session's wheel moves by whole notches); its low-resolution `REL_WHEEL` duplicates are then
/// not used (the kernel sends both for one turn).
struct PointerTranslation {
    let window: ImportWindow
    private var x: Double
    private var y: Double
    private var pending = (dx: 0.0, dy: 0.0, wheel: 0.0, hwheel: 0.0)
    private var buttons: [(code: UInt16, pressed: Bool)] = []
    private var hiResCarry = (horizontal: 0.0, vertical: 0.0)
    private let hiResVertical: Bool
    private let hiResHorizontal: Bool
    private(set) var notMapped = NotMapped()
    private(set) var output: [TimedInput] = []

    init(window: ImportWindow, device: CapturedDevice) {
        self.window = window
        x = window.pointer.x
        y = window.pointer.y
        hiResVertical = device.events.contains { $0.type == EvdevCode.relType && $0.code == EvdevCode.relWheelHiRes }
        hiResHorizontal = device.events.contains { $0.type == EvdevCode.relType && $0.code == EvdevCode.relHWheelHiRes }
    }

    mutating func translate(_ events: [EvdevEvent]) -> (output: [TimedInput], notMapped: NotMapped) {
        // An upper bound (an event needs a SYN_REPORT to take effect): the list never regrows, and
        // pages it does not fill are never touched.
        output.reserveCapacity(events.count / 2 + 1)
        for event in events { take(event) }
        return (output, notMapped)
    }

    private mutating func take(_ event: EvdevEvent) {
        switch (event.type, event.code) {
        case (EvdevCode.relType, EvdevCode.relX): pending.dx += Double(event.value)
        case (EvdevCode.relType, EvdevCode.relY): pending.dy += Double(event.value)
        case (EvdevCode.relType, EvdevCode.relWheel): if !hiResVertical { pending.wheel -= Double(event.value) }
        case (EvdevCode.relType, EvdevCode.relHWheel): if !hiResHorizontal { pending.hwheel += Double(event.value) }
        case (EvdevCode.relType, EvdevCode.relWheelHiRes): pending.wheel -= Double(event.value) / EvdevCode.hiResPerNotch
        case (EvdevCode.relType, EvdevCode.relHWheelHiRes): pending.hwheel += Double(event.value) / EvdevCode.hiResPerNotch
        case (EvdevCode.keyType, let code) where EvdevCode.x11Button(code) != nil:
            if event.value != 2 { buttons.append((code, event.value != 0)) } // 2 is autorepeat
        case (EvdevCode.synType, EvdevCode.synReport): frame(at: event.time)
        default: notMapped.add(event)
        }
    }

    private mutating func frame(at time: Int64) {
        if pending.dx != 0 || pending.dy != 0 {
            x = min(max(x + pending.dx, 0), Double(window.width))
            y = min(max(y + pending.dy, 0), Double(window.height))
            output.append(TimedInput(time: time, event: .move(x: x, y: y)))
        }
        for (code, pressed) in buttons {
            let button = EvdevCode.x11Button(code) ?? 1
            output.append(TimedInput(time: time, event: pressed ? .down(x: x, y: y, button: button) : .up(x: x, y: y, button: button)))
        }
        let dy = whole(pending.wheel + hiResCarry.vertical)
        let dx = whole(pending.hwheel + hiResCarry.horizontal)
        hiResCarry = (pending.hwheel + hiResCarry.horizontal - dx, pending.wheel + hiResCarry.vertical - dy)
        var remaining = (dx: dx, dy: dy)
        while remaining.dx != 0 || remaining.dy != 0 {
            // The session caps one wheel event at ±100 notches; a faster turn becomes several.
            let step = (dx: max(-100, min(100, remaining.dx)), dy: max(-100, min(100, remaining.dy)))
            output.append(TimedInput(time: time, event: .wheel(x: x, y: y, dx: step.dx, dy: step.dy)))
            remaining = (remaining.dx - step.dx, remaining.dy - step.dy)
        }
        pending = (0, 0, 0, 0)
        buttons.removeAll(keepingCapacity: true)
    }

    /// The whole notches in `value`, toward zero (with a tolerance for 120ths that sum to a notch).
    private func whole(_ value: Double) -> Double {
        (value + (value >= 0 ? 1e-9 : -1e-9)).rounded(.towardZero)
    }
}
