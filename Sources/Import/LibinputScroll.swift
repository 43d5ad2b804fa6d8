/// A scroll event libinput itself produced (`POINTER_AXIS` in a `libinput record --with-libinput`
/// capture): the deltas an application would have received.
struct LibinputScroll: Sendable, Equatable {
    /// Where the scroll came from, as libinput says (`finger`, `wheel`, `continuous`, `wheel-tilt`).
    var source: String
    /// Microseconds since the recording started.
    var time: Int64
    /// libinput's axis values: for `finger` and `continuous`, 1000-dpi normalized units (one per
    /// 1/1000 inch of finger travel; positive = down / right); for wheels, degrees (15 a notch).
    var horizontal: Double
    var vertical: Double
    /// The capture's line.
    var line: Int
}
