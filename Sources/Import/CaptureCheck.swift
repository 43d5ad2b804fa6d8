import Sessions

/// What a capture must be for its events to become a session, checked once both readers are done
/// (each refusal names the capture's line): position axes with a range to map from, slots within
/// the range the device declares, a span a session can hold, and at most `maximumDevices` devices.
enum CaptureCheck {
    /// The most devices one capture may describe: `libinput record --all` on a laptop lists a
    /// few dozen.
    static let maximumDevices = 128
    /// The slots a device may use when it declares no `ABS_MT_SLOT` range.
    static let undeclaredSlots: ClosedRange<Int64> = 0...255

    static func check(_ capture: Capture, file: String) throws(SessionError) {
        guard capture.devices.count <= maximumDevices else {
            throw SessionError(file: file, line: 0, message: "\(capture.devices.count) devices; a capture may describe at most \(maximumDevices)")
        }
        for device in capture.devices {
            try checkAxes(device, file: file)
            try checkSlots(device, file: file)
        }
        try checkSpan(capture, file: file)
    }

    /// The axes positions are read from must have min < max: a touch is placed by its fraction
    /// of the range, and an empty or reversed range would put every touch at one edge.
    private static func checkAxes(_ device: CapturedDevice, file: String) throws(SessionError) {
        for code in [EvdevCode.absX, EvdevCode.absY, EvdevCode.absMTPositionX, EvdevCode.absMTPositionY, EvdevCode.absMTSlot] {
            guard let axis = device.axes[code], axis.minimum >= axis.maximum else { continue }
            if code == EvdevCode.absMTSlot, axis.minimum == axis.maximum { continue } // one slot: a valid range
            throw SessionError(file: file, line: axis.line, message: "\(EvdevCode.name(type: EvdevCode.absType, code: code)) of \(JSONString.literal(device.name)) has minimum \(axis.minimum) and maximum \(axis.maximum): the minimum must be below the maximum")
        }
    }

    /// Every `ABS_MT_SLOT` event names a slot in the device's declared range.
    private static func checkSlots(_ device: CapturedDevice, file: String) throws(SessionError) {
        let declared = device.axes[EvdevCode.absMTSlot]
        let range = declared.map { Int64($0.minimum)...Int64($0.maximum) } ?? undeclaredSlots
        for event in device.events where event.type == EvdevCode.absType && event.code == EvdevCode.absMTSlot {
            guard range.contains(Int64(event.value)) else {
                let said = declared == nil ? "slots \(range.lowerBound) to \(range.upperBound) when a device declares none" : "the device's slots are \(range.lowerBound) to \(range.upperBound)"
                throw SessionError(file: file, line: event.line, message: "ABS_MT_SLOT \(event.value) is out of range (\(said))")
            }
        }
    }

    /// Every event within a session's 24 hours of the capture's first.
    private static func checkSpan(_ capture: Capture, file: String) throws(SessionError) {
        let firsts = capture.devices.flatMap { [$0.events.first?.time, $0.libinputScrolls.first?.time].compactMap { $0 } }
        guard let start = firsts.min() else { return }
        let limit = start + Int64(SessionLimits.maximumTime) * 1000
        for device in capture.devices {
            if let last = device.events.last, last.time > limit, let late = device.events.first(where: { $0.time > limit }) {
                throw spanError(file: file, line: late.line, microseconds: late.time - start)
            }
            if let late = device.libinputScrolls.first(where: { $0.time > limit }) {
                throw spanError(file: file, line: late.line, microseconds: late.time - start)
            }
        }
    }

    private static func spanError(file: String, line: Int, microseconds: Int64) -> SessionError {
        SessionError(file: file, line: line, message: "this event is \(EvemuReader.seconds(microseconds)) s after the capture's first; a session may span at most 86400 s (24 h)")
    }
}
