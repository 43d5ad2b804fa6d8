import Sessions

/// A session event at a capture's microsecond, before times become milliseconds from the start.
struct TimedInput: Sendable {
    var time: Int64
    var event: SessionEvent
}

/// What the translations share: the window the session is for and where scrolling happens.
public struct ImportWindow: Sendable {
    /// The session's window, logical pixels.
    public var width: Int
    public var height: Int
    /// Where the pointer is for wheel and touchpad scrolling (and where a mouse starts).
    public var pointer: (x: Double, y: Double)
    /// Touchpad scrolling with libinput's natural scrolling on (content follows the fingers);
    /// off by default, as libinput's default is for touchpads.
    public var naturalScrolling: Bool

    /// A window of `width`×`height` with the pointer at its centre.
    public init(width: Int, height: Int, pointer: (x: Double, y: Double)? = nil, naturalScrolling: Bool = false) {
        self.width = width
        self.height = height
        self.pointer = pointer ?? (Double(width) / 2, Double(height) / 2)
        self.naturalScrolling = naturalScrolling
    }
}
