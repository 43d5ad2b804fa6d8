/// An absolute axis's range and resolution (`struct input_absinfo`), as a capture describes it.
struct AbsoluteAxis: Sendable, Equatable {
    var minimum: Int
    var maximum: Int
    /// Units per millimetre; 0 when the device does not say.
    var resolution: Int

    /// Where `value` lies between `minimum` (0) and `maximum` (1); 0 for an empty range.
    func fraction(_ value: Int32) -> Double {
        let span = Double(maximum - minimum)
        return span > 0 ? (Double(value) - Double(minimum)) / span : 0
    }
}
