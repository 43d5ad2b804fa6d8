/// The evdev event types and codes the importer reads, with their kernel names for messages.
///
/// Values from the kernel's `include/uapi/linux/input-event-codes.h`; only the ones that map to
/// session input or describe a device are named here, everything else is reported by number.
enum EvdevCode {
    static let synType: UInt16 = 0x00
    static let keyType: UInt16 = 0x01
    static let relType: UInt16 = 0x02
    static let absType: UInt16 = 0x03
    static let mscType: UInt16 = 0x04

    static let synReport: UInt16 = 0x00
    static let synMTReport: UInt16 = 0x02
    static let synDropped: UInt16 = 0x03

    static let relX: UInt16 = 0x00
    static let relY: UInt16 = 0x01
    static let relHWheel: UInt16 = 0x06
    static let relWheel: UInt16 = 0x08
    static let relWheelHiRes: UInt16 = 0x0b
    static let relHWheelHiRes: UInt16 = 0x0c

    static let absX: UInt16 = 0x00
    static let absY: UInt16 = 0x01
    static let absMTSlot: UInt16 = 0x2f
    static let absMTPositionX: UInt16 = 0x35
    static let absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39

    static let btnLeft: UInt16 = 0x110
    static let btnRight: UInt16 = 0x111
    static let btnMiddle: UInt16 = 0x112
    static let btnSide: UInt16 = 0x113
    static let btnExtra: UInt16 = 0x114
    static let btnToolPen: UInt16 = 0x140
    static let btnToolFinger: UInt16 = 0x145
    static let btnToolQuintTap: UInt16 = 0x148
    static let btnTouch: UInt16 = 0x14a
    static let btnToolDoubleTap: UInt16 = 0x14d
    static let btnToolTripleTap: UInt16 = 0x14e
    static let btnToolQuadTap: UInt16 = 0x14f

    /// `INPUT_PROP_*` bits (`input.h`).
    static let propPointer = 0
    static let propDirect = 1
    static let propButtonpad = 2

    /// One hi-res wheel notch (`REL_WHEEL_HI_RES`: "120 is one detent", input-event-codes.h).
    static let hiResPerNotch = 120.0

    /// X11's number for an evdev mouse button (1 left, 2 middle, 3 right, 8 back, 9 forward),
    /// as xf86-input-evdev and libinput's X driver number them.
    static func x11Button(_ code: UInt16) -> Int? {
        switch code {
        case btnLeft: 1
        case btnMiddle: 2
        case btnRight: 3
        case btnSide: 8
        case btnExtra: 9
        default: nil
        }
    }

    private static let typeNames: [UInt16: String] = [0: "EV_SYN", 1: "EV_KEY", 2: "EV_REL", 3: "EV_ABS", 4: "EV_MSC", 5: "EV_SW", 0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF"]

    private static let codeNames: [UInt16: [UInt16: String]] = [
        synType: [0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED"],
        relType: [0: "REL_X", 1: "REL_Y", 2: "REL_Z", 6: "REL_HWHEEL", 7: "REL_DIAL", 8: "REL_WHEEL", 9: "REL_MISC",
                  0x0b: "REL_WHEEL_HI_RES", 0x0c: "REL_HWHEEL_HI_RES"],
        absType: [0: "ABS_X", 1: "ABS_Y", 2: "ABS_Z", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1c: "ABS_TOOL_WIDTH",
                  0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR",
                  0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X",
                  0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE", 0x39: "ABS_MT_TRACKING_ID",
                  0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE"],
        keyType: [0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x113: "BTN_SIDE", 0x114: "BTN_EXTRA",
                  0x140: "BTN_TOOL_PEN", 0x145: "BTN_TOOL_FINGER", 0x148: "BTN_TOOL_QUINTTAP", 0x14a: "BTN_TOUCH",
                  0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP"],
        mscType: [4: "MSC_SCAN", 5: "MSC_TIMESTAMP"],
    ]

    /// `ABS_PRESSURE`, `EV_KEY 0x1e`: the kernel's name where known, the number otherwise.
    static func name(type: UInt16, code: UInt16) -> String {
        if let name = codeNames[type]?[code] { return name }
        let typeName = typeNames[type] ?? "type \(type)"
        return "\(typeName) 0x" + String(code, radix: 16)
    }
}
