/// One smooth-scroll valuator of an XI 2.1 device (an `XIScrollClassInfo`): which valuator number
/// carries scrolling on which axis, and how many of its units make one wheel detent.
public struct ScrollValuator: Sendable, Equatable {
    /// The valuator's number in the device's valuator list.
    public var number: Int
    /// `true` for "Rel Vert Scroll", `false` for "Rel Horiz Scroll".
    public var isVertical: Bool
    /// Units per wheel detent (15 under xf86-input-libinput); its sign gives the direction of
    /// "later content".
    public var increment: Double

    /// A scroll valuator.
    public init(number: Int, isVertical: Bool, increment: Double) {
        self.number = number
        self.isVertical = isVertical
        self.increment = increment
    }
}
