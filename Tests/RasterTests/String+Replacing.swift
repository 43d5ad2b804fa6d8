extension String {
    /// Foundation-free replacement of the first occurrence, enough for small test fixtures.
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }

    /// Foundation-free substring search.
    func range(of target: String) -> Range<Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(target) {
                return start..<index(start, offsetBy: target.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
