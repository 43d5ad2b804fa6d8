/// What a device's capture held that the session does not get, counted, for the one line per
/// device `handoff import` prints on standard error: nothing is dropped without being listed.
struct NotMapped {
    private(set) var counts: [String: Int] = [:]
    private var order: [String] = []

    mutating func add(_ what: String, _ count: Int = 1) {
        if counts[what] == nil { order.append(what) }
        counts[what, default: 0] += count
    }

    mutating func add(_ event: EvdevEvent) {
        add(EvdevCode.name(type: event.type, code: event.code))
    }

    var isEmpty: Bool { order.isEmpty }

    /// `ABS_PRESSURE ×452, one-finger motion ×12 frames` in first-seen order.
    var summary: String {
        order.map { what in
            let count = counts[what] ?? 0
            return what.hasSuffix(" frames") ? "\(what.dropLast(7)) ×\(count) frames" : "\(what) ×\(count)"
        }.joined(separator: ", ")
    }
}
