/// The contacts on a multitouch surface, frame by frame, from the kernel's three ways of saying
/// where fingers are (the kernel's Documentation/input/multi-touch-protocol.rst):
/// - protocol B: `ABS_MT_SLOT` picks a slot, `ABS_MT_TRACKING_ID` ≥ 0 starts a contact in it and
///   −1 ends it, `ABS_MT_POSITION_X/Y` move it; the slot's number is the contact's id;
/// - protocol A: no slots, every contact's position is sent each frame, each followed by
///   `SYN_MT_REPORT`; contacts are matched by their order in the frame (the protocol has no ids);
/// - single touch: `ABS_X/ABS_Y` and `BTN_TOUCH`, one contact with id 0.
/// `SYN_REPORT` closes a frame; `frame()` then says which contacts began, moved and ended.
struct ContactTracker {
    struct Contact: Equatable {
        var id: Int
        var x: Int32
        var y: Int32
    }

    /// A frame's changes, in contact order.
    struct Changes {
        var began: [Contact] = []
        var moved: [Contact] = []
        var ended: [Contact] = []
    }

    private enum Layout { case slots, unslotted, single }
    private let mode: Layout
    private var slot = 0
    private var slots: [Int: (tracking: Int32, x: Int32?, y: Int32?)] = [:]
    private var unslotted: [Contact] = []
    private var pendingPosition: (x: Int32?, y: Int32?) = (nil, nil)
    private var single: (down: Bool, x: Int32?, y: Int32?) = (false, nil, nil)
    /// The contacts after the last frame, by id.
    private(set) var contacts: [Int: Contact] = [:]

    init(device: CapturedDevice) {
        if device.axes[EvdevCode.absMTSlot] != nil || device.events.contains(where: { $0.type == EvdevCode.absType && $0.code == EvdevCode.absMTTrackingID }) {
            mode = .slots
        } else if device.events.contains(where: { $0.type == EvdevCode.synType && $0.code == EvdevCode.synMTReport }) {
            mode = .unslotted
        } else {
            mode = .single
        }
    }

    /// The X and Y axes positions are measured on.
    static func positionAxes(of device: CapturedDevice) -> (x: AbsoluteAxis, y: AbsoluteAxis)? {
        if let x = device.axes[EvdevCode.absMTPositionX], let y = device.axes[EvdevCode.absMTPositionY] { return (x, y) }
        if let x = device.axes[EvdevCode.absX], let y = device.axes[EvdevCode.absY] { return (x, y) }
        return nil
    }

    /// Takes one event that is not `SYN_REPORT`; false when it is not about contacts.
    mutating func take(_ event: EvdevEvent) -> Bool {
        switch (event.type, event.code) {
        case (EvdevCode.absType, EvdevCode.absMTSlot):
            slot = Int(event.value)
        case (EvdevCode.absType, EvdevCode.absMTTrackingID):
            slots[slot, default: (-1, nil, nil)].tracking = event.value
        case (EvdevCode.absType, EvdevCode.absMTPositionX):
            if mode == .slots { slots[slot, default: (-1, nil, nil)].x = event.value } else { pendingPosition.x = event.value }
        case (EvdevCode.absType, EvdevCode.absMTPositionY):
            if mode == .slots { slots[slot, default: (-1, nil, nil)].y = event.value } else { pendingPosition.y = event.value }
        case (EvdevCode.synType, EvdevCode.synMTReport):
            if let x = pendingPosition.x, let y = pendingPosition.y {
                unslotted.append(Contact(id: unslotted.count, x: x, y: y))
            }
            pendingPosition = (nil, nil)
        case (EvdevCode.absType, EvdevCode.absX) where mode == .single:
            single.x = event.value
        case (EvdevCode.absType, EvdevCode.absY) where mode == .single:
            single.y = event.value
        case (EvdevCode.keyType, EvdevCode.btnTouch) where mode == .single:
            single.down = event.value != 0
        case (EvdevCode.absType, EvdevCode.absX), (EvdevCode.absType, EvdevCode.absY), (EvdevCode.keyType, EvdevCode.btnTouch):
            return true // single-touch emulation of a multitouch device: the MT events say it all
        default:
            return false
        }
        return true
    }

    /// Closes a frame: the contacts now down, and what changed since the last frame.
    mutating func frame() -> Changes {
        var now: [Int: Contact] = [:]
        switch mode {
        case .slots:
            for (index, state) in slots where state.tracking >= 0 {
                if let x = state.x, let y = state.y { now[index] = Contact(id: index, x: x, y: y) }
            }
        case .unslotted:
            for contact in unslotted { now[contact.id] = contact }
            unslotted.removeAll(keepingCapacity: true)
        case .single:
            if single.down, let x = single.x, let y = single.y { now[0] = Contact(id: 0, x: x, y: y) }
        }
        var changes = Changes()
        for id in Set(contacts.keys).union(now.keys).sorted() {
            switch (contacts[id], now[id]) {
            case let (nil, contact?): changes.began.append(contact)
            case let (old?, nil): changes.ended.append(old)
            case let (old?, contact?) where old != contact: changes.moved.append(contact)
            default: break
            }
        }
        // A slot whose tracking id changed within one frame is a lift and a new touch.
        if mode == .slots {
            for (index, state) in slots where state.tracking >= 0 {
                if let old = trackingIDs[index], old != state.tracking, let previous = contacts[index], let contact = now[index] {
                    changes.moved.removeAll { $0.id == index }
                    changes.ended.append(previous)
                    changes.began.append(contact)
                }
            }
            trackingIDs = slots.compactMapValues { $0.tracking >= 0 ? $0.tracking : nil }
        }
        contacts = now
        return changes
    }

    private var trackingIDs: [Int: Int32] = [:]
}
