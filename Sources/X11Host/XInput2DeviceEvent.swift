/// One XI2 device event (`XIDeviceEvent`: button, motion or touch) reduced to plain values, so that
/// ``XInput2Decoder`` can be driven by tests with synthetic data.
public struct XInput2DeviceEvent: Sendable, Equatable {
    /// Which XI2 event it is.
    public enum Kind: Sendable, Equatable {
        /// XI_ButtonPress.
        case buttonPress
        /// XI_ButtonRelease.
        case buttonRelease
        /// XI_Motion (pointer motion and smooth-scroll valuators).
        case motion
        /// XI_TouchBegin.
        case touchBegin
        /// XI_TouchUpdate.
        case touchUpdate
        /// XI_TouchEnd.
        case touchEnd
    }

    /// Which event.
    public var kind: Kind
    /// The device it was delivered for (a master device when selected as XIAllMasterDevices).
    public var deviceID: Int
    /// The physical (slave) device that produced it.
    public var sourceID: Int
    /// The button number, or the touch id.
    public var detail: Int
    /// Window-relative position, pixels.
    public var x: Double
    /// Window-relative position, pixels.
    public var y: Double
    /// `XIPointerEmulated`: the server made this pointer event up (wheel clicks from smooth scroll
    /// deltas, pointer events from a touch).
    public var isPointerEmulated: Bool
    /// Buttons held, bit 0 = button 1 (as in ``HostEvent/pointerMove(x:y:buttons:timeMs:)``).
    public var buttons: Int
    /// The valuators present in the event: number → value (absolute, as XI2 reports them).
    public var valuators: [Int: Double]
    /// When it happened, ms.
    public var timeMs: Double

    /// An event; `valuators` empty and flags clear unless given.
    public init(kind: Kind, deviceID: Int, sourceID: Int, detail: Int = 0, x: Double, y: Double,
                isPointerEmulated: Bool = false, buttons: Int = 0, valuators: [Int: Double] = [:], timeMs: Double) {
        self.kind = kind
        self.deviceID = deviceID
        self.sourceID = sourceID
        self.detail = detail
        self.x = x
        self.y = y
        self.isPointerEmulated = isPointerEmulated
        self.buttons = buttons
        self.valuators = valuators
        self.timeMs = timeMs
    }
}
