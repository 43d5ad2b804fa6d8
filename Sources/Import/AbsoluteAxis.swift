/// An absolute axis's range and resolution (`struct input_absinfo`), as a capture describes it.
struct AbsoluteAxis: Sendable, Equatable {
    var minimum: Int
    var maximum: Int
    /// Units per millimetre; 0 when the device does not say.
    var resolution: Int
    /// The capture's line that describes it (0 when unknown), for messages.
    var line: Int = 0

    /// Where `value` lies between `minimum` (0) and `maximum` (1); 0 for an empty range.
    func fraction(_ value: Int32) -> Double {
        let span = Double(maximum - minimum)
        return span > 0 ? (Double(value) - Double(minimum)) / span : 0
    }

    /// The kernel's range for an axis's numbers: `struct input_absinfo` holds `__s32`.
    static let kernelRange = Int64(Int32.min)...Int64(Int32.max)
}
