import HostInterface
import Sessions

/// A touchscreen: each contact becomes a `touch` sequence (begin, moves, end) with the contact's
/// id, its position mapped from the device's axis ranges onto the whole window (a touchscreen
/// covers its display; the window stands for that display).
struct TouchscreenTranslation {
    let window: ImportWindow
    let axes: (x: AbsoluteAxis, y: AbsoluteAxis)
    private var tracker: ContactTracker
    private(set) var notMapped = NotMapped()
    private(set) var output: [TimedInput] = []

    init(window: ImportWindow, device: CapturedDevice, axes: (x: AbsoluteAxis, y: AbsoluteAxis)) {
        self.window = window
        self.axes = axes
        tracker = ContactTracker(device: device)
    }

    mutating func translate(_ events: [EvdevEvent]) -> (output: [TimedInput], notMapped: NotMapped) {
        // An upper bound (an event needs a SYN_REPORT to take effect): the list never regrows, and
        // pages it does not fill are never touched.
        output.reserveCapacity(events.count / 2 + 1)
        for event in events {
            if event.type == EvdevCode.synType, event.code == EvdevCode.synReport {
                let changes = tracker.frame()
                for contact in changes.ended { emit(.end, contact, event.time) }
                for contact in changes.began { emit(.begin, contact, event.time) }
                for contact in changes.moved { emit(.move, contact, event.time) }
            } else if !tracker.take(event) {
                notMapped.add(event)
            }
        }
        return (output, notMapped)
    }

    private mutating func emit(_ phase: TouchPhase, _ contact: ContactTracker.Contact, _ time: Int64) {
        let x = axes.x.fraction(contact.x) * Double(window.width)
        let y = axes.y.fraction(contact.y) * Double(window.height)
        output.append(TimedInput(time: time, event: .touch(phase: phase, id: contact.id, x: x, y: y)))
    }
}
