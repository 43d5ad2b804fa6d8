import Sessions

extension FlickPoint {
    /// Why the point cannot be a session's coordinate (the words after the option's name), or nil:
    /// `--at 1e9,1e9` is an option out of range (64), not bad data in the output.
    var coordinateProblem: String? {
        let limit = SessionLimits.maximumCoordinate
        guard x.magnitude <= limit, y.magnitude <= limit else {
            return "must be within ±\(Int(limit)) on each axis, got \(x),\(y)"
        }
        return nil
    }
}
