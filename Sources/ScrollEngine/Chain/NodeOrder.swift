/// The order in which the nodes of a chain are offered one delta: a few indices kept inline, so
/// routing a delta never allocates.
struct NodeOrder {
    /// Most entries an order holds: a parent may appear twice (before and after its child).
    static let capacity = 16
    private var storage: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// Number of entries.
    private(set) var count = 0

    mutating func append(_ index: Int) {
        precondition(count < Self.capacity, "a chain is at most 8 nodes deep")
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: index, toByteOffset: count * MemoryLayout<Int>.stride, as: Int.self) }
        count += 1
    }

    subscript(position: Int) -> Int {
        withUnsafeBytes(of: storage) { $0.load(fromByteOffset: position * MemoryLayout<Int>.stride, as: Int.self) }
    }
}
