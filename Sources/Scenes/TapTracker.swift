/// Tells taps from drags: a press and release less than `slop` apart (8 px).
public struct TapTracker: Sendable, Equatable {
    /// Movement under which a press/release pair is a tap.
    public static let slop = 8.0

    private var downX = 0.0, downY = 0.0
    private var moved = false
    private var isDown = false

    /// Nothing pressed.
    public init() {}

    /// A press at (x, y).
    public mutating func down(x: Double, y: Double) {
        downX = x
        downY = y
        moved = false
        isDown = true
    }

    /// The pointer moved; once it strays `slop` from the press, the gesture is no tap.
    public mutating func move(x: Double, y: Double) {
        guard isDown else { return }
        if Self.distance(x - downX, y - downY) >= Self.slop { moved = true }
    }

    /// The gesture was cancelled: whatever comes next, it was no tap.
    public mutating func cancel() {
        isDown = false
        moved = true
    }

    /// The release: true when the press was a tap.
    public mutating func up(x: Double, y: Double) -> Bool {
        guard isDown else { return false }
        move(x: x, y: y)
        isDown = false
        return !moved
    }

    private static func distance(_ dx: Double, _ dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
}
