extension PlotWindow {
    /// What is wrong with `argument` as `FROM:TO`, in words (for when `init(argument:)` is nil):
    /// `-500:-100` says FROM is negative, `-inf:inf` that FROM is not a finite number.
    public static func problem(_ argument: String) -> String {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return "expected one ':' between FROM and TO" }
        var values: [Double?] = []
        for (name, text) in zip(["FROM", "TO"], parts) {
            if text.isEmpty { values.append(nil); continue }
            guard let number = Double(text) else { return "\(name) '\(text)' is not a number" }
            guard number.isFinite else { return "\(name) \(text) is not a finite number" }
            guard number >= 0 else { return "\(name) \(text) is negative" }
            values.append(number)
        }
        if let from = values[0], let to = values[1], from >= to { return "FROM \(parts[0]) is not below TO \(parts[1])" }
        return "not FROM:TO"
    }
}
