/// One `struct input_event` from a capture: its time, type, code and value, and the capture's line.
struct EvdevEvent: Sendable, Equatable {
    /// Microseconds since the epoch the capture counts from (evemu: wall clock; libinput record:
    /// the recording's start).
    var time: Int64
    var type: UInt16
    var code: UInt16
    var value: Int32
    /// 1-based line of the capture that holds it (for messages).
    var line: Int
}
