/// What the input of the current gesture is doing: one value instead of a set of flags, so a
/// gesture starts and ends in one assignment.
enum GestureState: Sendable {
    /// No finger down and no touchpad gesture under way.
    case idle
    /// A finger is down.
    case pointer(PointerGesture)
    /// Touchpad fingers on the pad: from the first smooth-scroll delta to the stop.
    case scrolling
}

/// A finger that is down.
struct PointerGesture: Sendable {
    /// How its drag starts: the preset's `dragStart`, or its `dragStartCaught` when the press
    /// caught a moving scroller.
    var rule: DragStartRule = .wholeTravel
    /// Whether it has moved past the touch slop (a drag, not a tap).
    var isDragging = false
    /// A two-axis press waiting for its axis lock.
    var pendingAxes: PendingAxes?
    /// The locked axis found no scroller: the rest of the gesture moves nothing.
    var isIgnored = false
    /// The drag has started but counts from the next move that changes the position
    /// (`DragStartRule.fromNextMove`).
    var dropsNextMove = false
}

/// A two-axis press before its axis lock: the route for each axis (nil: no scroller of that axis
/// under the pointer) and where the press was.
struct PendingAxes: Sendable {
    var x: ScrollRoute?
    var y: ScrollRoute?
    var downX: Double
    var downY: Double
}
