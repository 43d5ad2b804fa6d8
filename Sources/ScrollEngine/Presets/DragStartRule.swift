/// Where a drag's content starts following the finger once the press leaves the touch slop:
/// how much of the travel up to that moment the engine applies.
///
/// Engines differ here. Some apply the whole travel since the press at the move that leaves the
/// slop (the content jumps by the slop and more); some apply only the travel past the slop's
/// edge; some drop everything up to the move that starts the drag, or up to the move after it.
/// Which one an engine does decides where every frame of the drag lands, and so how early a
/// drag reaches a scroller's end. Some engines make a press that catches a moving scroller a drag
/// at once, with no slop (`atPress`): a preset names that rule apart (`dragStartCaught`).
public enum DragStartRule: String, Codable, Sendable, CaseIterable {
    /// The whole travel since the press is applied at the move that leaves the slop: the drag's
    /// total equals the finger's travel.
    case wholeTravel = "whole-travel"
    /// Only the travel past the slop's edge is applied: the move that leaves the slop scrolls by
    /// the travel less the slop (along the travel's direction, for two axes), and the drag's
    /// total is the finger's travel less the slop.
    case pastSlop = "past-slop"
    /// The move that leaves the slop starts the drag and scrolls nothing: the content follows
    /// from the finger's position at that move.
    case fromSlopMove = "from-slop-move"
    /// The move that leaves the slop and the next move that changes the position scroll nothing:
    /// the content follows from the finger's position at that second move. Travel of exactly the
    /// slop has not left it (`leavesSlop`).
    case fromNextMove = "from-next-move"
    /// The press is a drag at once: there is no slop, and every move scrolls by its own travel.
    case atPress = "at-press"

    /// Where along the axis the drag's offset counts from, the finger having left the slop at
    /// `position` (its press at `down`) after `distance` px of travel in all (the two-axis
    /// distance, or the axis's own for one axis).
    func origin(down: Double, position: Double, distance: Double, slop: Double) -> Double {
        switch self {
        case .wholeTravel, .atPress: return down
        case .pastSlop:
            // The travel scaled by (distance − slop) / distance is applied, so the drag counts
            // from the slop's edge along the travel's direction.
            guard distance > 0 else { return down }
            return down + (position - down) * min(1, slop / distance)
        case .fromSlopMove, .fromNextMove: return position
        }
    }

    /// Whether the move after the one that leaves the slop is dropped too.
    var dropsNextMove: Bool { self == .fromNextMove }

    /// The travel a press needs before it drags under this rule, px: the preset's `touchSlop`, or
    /// none for a press that drags at once.
    func slop(_ touchSlop: Double) -> Double { self == .atPress ? 0 : touchSlop }

    /// Whether `distance` px of travel from the press has left the slop. Qt Quick, the engine of
    /// `fromNextMove`, needs travel beyond it: `QQuickDeliveryAgentPrivate::dragOverThreshold`
    /// compares `qAbs(d) > startDragDistance` (qt/qtdeclarative v6.4.2
    /// src/quick/util/qquickdeliveryagent.cpp), so a move of exactly 10 px is not yet a drag and a
    /// slow drag in 2-px steps leaves out 14 px, not 12 (truth file `nested-drag-down-past-top`).
    /// The other rules leave the slop at its edge.
    func leavesSlop(distance: Double, touchSlop: Double) -> Bool {
        self == .fromNextMove ? distance > slop(touchSlop) : distance >= slop(touchSlop)
    }
}
