/// A test precondition that does not hold (a missing tool, a server that would not start): thrown so the
/// test fails with a readable message instead of being skipped.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
