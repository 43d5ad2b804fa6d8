/// Where a released scroll may come to rest.
public enum SnapPolicy: Sendable, Equatable {
    /// Anywhere.
    case none
    /// Multiples of `interval` (cell tops of a paging feed), plus the end of the range.
    case interval(Double)

    /// The snap target for a motion from `current` whose projected resting point is `projected`,
    /// within `range`. Snap paging: the cell is chosen from the projected resting point; half a cell
    /// or more goes on to the next cell, less comes back (an exact half goes on in the direction of
    /// travel).
    public func target(projected: Double, current: Double, range: ClosedRange<Double>) -> Double {
        switch self {
        case .none:
            return min(max(projected, range.lowerBound), range.upperBound)
        case .interval(let interval):
            guard interval > 0 else { return min(max(projected, range.lowerBound), range.upperBound) }
            let clamped = min(max(projected, range.lowerBound), range.upperBound)
            let cells = (clamped - range.lowerBound) / interval
            let lower = cells.rounded(.down)
            let fraction = cells - lower
            let goesOn: Bool
            if fraction > 0.5 { goesOn = true }
            else if fraction < 0.5 { goesOn = false }
            else { goesOn = projected >= current }
            let target = range.lowerBound + (goesOn ? lower + 1 : lower) * interval
            // The range's end is a target too: the last cells may be shorter than the viewport.
            if target > range.upperBound {
                let lastCell = range.lowerBound + lower * interval
                return abs(range.upperBound - clamped) <= abs(clamped - lastCell) ? range.upperBound : lastCell
            }
            return target
        }
    }
}
