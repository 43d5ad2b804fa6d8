/// The frames `AverageLagTracker` still waits on, oldest first: a ring of fixed capacity, allocated
/// once, so feeding events never touches the heap.
struct LagFrameQueue: Sendable, Equatable {
    /// One presented frame whose lag is still being summed (upstream's `LagAreaInFrame`).
    struct Frame: Sendable, Equatable {
        /// When the frame was presented, ms.
        var timeMs: Double
        /// The accumulated delta shown until this frame replaced it, px.
        var shownAccumulated: Double
        /// Lag area summed so far, px·ms.
        var area = 0.0
    }

    /// How many frames may wait at once. Only frames presented after the newest event wait, so a
    /// handful is the most a real stream needs; a full queue finishes its oldest frame early.
    static let capacity = 32

    private var slots: [Frame]
    private var head = 0
    private(set) var count = 0

    init() {
        slots = Array(repeating: Frame(timeMs: 0, shownAccumulated: 0), count: Self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == Self.capacity }

    /// The oldest frame (the queue must not be empty).
    var front: Frame {
        get { slots[head] }
        set { slots[head] = newValue }
    }

    /// The newest frame (the queue must not be empty).
    var back: Frame { slots[(head + count - 1) % Self.capacity] }

    mutating func append(_ frame: Frame) {
        precondition(count < Self.capacity, "LagFrameQueue is full")
        slots[(head + count) % Self.capacity] = frame
        count += 1
    }

    mutating func removeFront() {
        precondition(count > 0, "LagFrameQueue is empty")
        head = (head + 1) % Self.capacity
        count -= 1
    }
}
