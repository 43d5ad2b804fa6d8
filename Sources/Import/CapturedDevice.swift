/// One input device of a capture: what the capture says it is, and everything it recorded.
public struct CapturedDevice: Sendable {
    /// What kind of device, as far as the importer is concerned.
    public enum Kind: String, Sendable {
        /// Relative motion, buttons and wheels (a mouse, a trackball, a pointing stick).
        case pointer
        /// An indirect multitouch surface: two-finger scrolling.
        case touchpad
        /// A direct touch surface: its contacts become `touch` events.
        case touchscreen
        /// Anything else (keyboards, switches, tablets): listed, not imported.
        case unsupported
    }

    /// The device's name (`N:` in evemu, `name:` in libinput record).
    public var name: String
    /// Absolute axes by code.
    var axes: [UInt16: AbsoluteAxis] = [:]
    /// Supported codes by event type, where the capture lists them.
    var codes: [UInt16: Set<UInt16>] = [:]
    /// `INPUT_PROP_*` bits set.
    var properties: Set<Int> = []
    /// udev's `ID_INPUT_*` flags, where the capture has them (libinput record).
    var udevKinds: Set<String> = []
    /// The kernel events, in capture order.
    var events: [EvdevEvent] = []
    /// libinput's own scroll events, when the capture has them (`libinput record --with-libinput`).
    var libinputScrolls: [LibinputScroll] = []
    /// libinput event types in the capture that the importer does not use, with their counts.
    var otherLibinputEvents: [String: Int] = [:]

    init(name: String) {
        self.name = name
    }

    private func has(_ type: UInt16, _ code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    /// The device's kind: udev's classification where the capture records it, otherwise the
    /// rules udev's `input_id` builtin applies (a direct-touch property or touch without a finger
    /// tool is a touchscreen; finger tools without it, a touchpad; relative X/Y or a wheel, a pointer).
    public var kind: Kind {
        if udevKinds.contains("ID_INPUT_TOUCHPAD") { return .touchpad }
        if udevKinds.contains("ID_INPUT_TOUCHSCREEN") { return .touchscreen }
        if udevKinds.contains("ID_INPUT_MOUSE") || udevKinds.contains("ID_INPUT_POINTINGSTICK") { return .pointer }
        let absolute = axes[EvdevCode.absMTPositionX] != nil || axes[EvdevCode.absX] != nil
        if absolute, !has(EvdevCode.keyType, EvdevCode.btnToolPen) {
            if properties.contains(EvdevCode.propDirect) { return .touchscreen }
            if properties.contains(EvdevCode.propPointer) || properties.contains(EvdevCode.propButtonpad)
                || has(EvdevCode.keyType, EvdevCode.btnToolFinger) { return .touchpad }
            if has(EvdevCode.keyType, EvdevCode.btnTouch) || axes[EvdevCode.absMTPositionX] != nil { return .touchscreen }
        }
        let wheel = has(EvdevCode.relType, EvdevCode.relWheel) || has(EvdevCode.relType, EvdevCode.relWheelHiRes)
        if (has(EvdevCode.relType, EvdevCode.relX) && has(EvdevCode.relType, EvdevCode.relY)) || wheel { return .pointer }
        if codes.isEmpty, events.contains(where: { $0.type == EvdevCode.relType }) { return .pointer }
        return .unsupported
    }
}
