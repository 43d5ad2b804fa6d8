import Sessions

/// A touchpad's two-finger scrolling, as libinput turns it into scroll events.
///
/// With libinput's own events in the capture (`libinput record --with-libinput`), its
/// `POINTER_AXIS` events of source `finger` or `continuous` are the scroll: their values are
/// already pixels' worth of 1000-dpi units, and the zero-valued one at the end is the stop that
/// starts kinetic scrolling. The kernel events are then only listed.
///
/// From the kernel events alone, the rule is libinput's two-finger scroll
/// (`src/evdev-mt-touchpad-gestures.c`, `tp_gesture_handle_state_scroll`): while exactly two
/// fingers are down (the contacts, or `BTN_TOOL_DOUBLETAP` on a touchpad that tracks fewer), each
/// frame scrolls by the moved contacts' movement summed and divided by the contacts down, unaccelerated
/// ("scroll is not accelerated by default"), in units normalized to 1000 dpi (`tp_filter_scroll`;
/// `DEFAULT_MOUSE_DPI` in `src/libinput-util.h`): millimetres × 1000 / 25.4, one unit a pixel.
/// Millimetres come from the axis resolution; a touchpad that gives none is taken to be 69 × 50 mm
/// (`tp_init_default_resolution` in `src/evdev-mt-touchpad.c`). When the fingers stop being two,
/// a scroll of (0, 0) ends the gesture: the session's kinetic fling. Scroll direction is libinput's
/// default (fingers down scroll toward later content) unless natural scrolling is asked for.
/// Not modeled: libinput's scroll start threshold and direction lock, pinch detection, edge
/// scrolling, one-finger pointer motion, taps and clicks (those are listed as not mapped).
struct TouchpadTranslation {
    /// 1000-dpi units per millimetre.
    static let unitsPerMillimetre = 1000 / 25.4
    /// The size libinput assumes for a touchpad that gives no resolution, mm.
    static let defaultSize = (width: 69.0, height: 50.0)

    let window: ImportWindow
    private let unitsPerDeviceUnit: (x: Double, y: Double)
    private var tracker: ContactTracker
    private var toolFingers = 0
    private var scrolling = false
    private(set) var notMapped = NotMapped()
    private(set) var output: [TimedInput] = []

    init(window: ImportWindow, device: CapturedDevice, axes: (x: AbsoluteAxis, y: AbsoluteAxis)) {
        self.window = window
        tracker = ContactTracker(device: device)
        func millimetresPerUnit(_ axis: AbsoluteAxis, size: Double) -> Double {
            if axis.resolution > 0 { return 1 / Double(axis.resolution) }
            let span = max(1, axis.maximum - axis.minimum)
            return 1 / max(1, (Double(span) / size).rounded(.towardZero)) // libinput's integer resolution
        }
        unitsPerDeviceUnit = (millimetresPerUnit(axes.x, size: Self.defaultSize.width) * Self.unitsPerMillimetre,
                              millimetresPerUnit(axes.y, size: Self.defaultSize.height) * Self.unitsPerMillimetre)
    }

    /// From the kernel events (the rule above).
    mutating func translate(_ events: [EvdevEvent]) -> (output: [TimedInput], notMapped: NotMapped) {
        // An upper bound (an event needs a SYN_REPORT to take effect): the list never regrows, and
        // pages it does not fill are never touched.
        output.reserveCapacity(events.count / 2 + 1)
        for event in events {
            if event.type == EvdevCode.synType, event.code == EvdevCode.synReport {
                frame(at: event.time)
            } else if let fingers = Self.toolFingers(event) {
                if event.value != 0 { toolFingers = fingers } else if toolFingers == fingers { toolFingers = 0 }
            } else if !tracker.take(event) {
                notMapped.add(event)
            }
        }
        if scrolling, let last = events.last { stop(at: last.time) }
        return (output, notMapped)
    }

    /// From libinput's scroll events.
    mutating func translate(_ scrolls: [LibinputScroll], listing events: [EvdevEvent]) -> (output: [TimedInput], notMapped: NotMapped) {
        // An upper bound (an event needs a SYN_REPORT to take effect): the list never regrows, and
        // pages it does not fill are never touched.
        output.reserveCapacity(scrolls.count + 1)
        let sign = window.naturalScrolling ? -1.0 : 1.0
        for scroll in scrolls {
            guard scroll.source == "finger" || scroll.source == "continuous" else {
                notMapped.add("libinput \(scroll.source) scroll")
                continue
            }
            output.append(TimedInput(time: scroll.time, event: .scroll(x: window.pointer.x, y: window.pointer.y,
                                                                      dx: sign * scroll.horizontal, dy: sign * scroll.vertical)))
        }
        if !events.isEmpty { notMapped.add("kernel events (libinput's scroll events used instead)", events.count) }
        return (output, notMapped)
    }

    private mutating func frame(at time: Int64) {
        let before = tracker.contacts
        let changes = tracker.frame()
        let fingers = max(tracker.contacts.count, toolFingers)
        guard fingers == 2 else {
            if scrolling { stop(at: time) }
            if fingers == 1, !changes.moved.isEmpty { notMapped.add("one-finger motion frames") }
            if fingers > 2, !changes.moved.isEmpty { notMapped.add("three-or-more-finger motion frames") }
            return
        }
        // libinput's tp_get_touches_delta: the moved touches' deltas summed, over all active touches.
        let staying = changes.moved.filter { before[$0.id] != nil }
        let count = tracker.contacts.count
        guard count > 0, !staying.isEmpty else { return }
        var sum = (x: 0.0, y: 0.0)
        for contact in staying {
            guard let old = before[contact.id] else { continue }
            sum.x += Double(contact.x - old.x)
            sum.y += Double(contact.y - old.y)
        }
        let sign = window.naturalScrolling ? -1.0 : 1.0
        let dx = sign * sum.x / Double(count) * unitsPerDeviceUnit.x
        let dy = sign * sum.y / Double(count) * unitsPerDeviceUnit.y
        scrolling = true
        output.append(TimedInput(time: time, event: .scroll(x: window.pointer.x, y: window.pointer.y, dx: dx, dy: dy)))
    }

    private mutating func stop(at time: Int64) {
        scrolling = false
        output.append(TimedInput(time: time, event: .scroll(x: window.pointer.x, y: window.pointer.y, dx: 0, dy: 0)))
    }

    /// How many fingers a `BTN_TOOL_*` key stands for.
    private static func toolFingers(_ event: EvdevEvent) -> Int? {
        guard event.type == EvdevCode.keyType else { return nil }
        switch event.code {
        case EvdevCode.btnToolFinger: return 1
        case EvdevCode.btnToolDoubleTap: return 2
        case EvdevCode.btnToolTripleTap: return 3
        case EvdevCode.btnToolQuadTap: return 4
        case EvdevCode.btnToolQuintTap: return 5
        default: return nil
        }
    }
}
