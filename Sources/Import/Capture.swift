/// A recording of real input devices, read from a capture file.
public struct Capture: Sendable {
    /// The capture's format: `evemu` or `libinput-record`.
    public var format: String
    /// The devices, in the order the capture lists them.
    public var devices: [CapturedDevice]
}
