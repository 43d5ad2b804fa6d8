/// A test helper that could not do its part (start a process, find Xvfb, see a window's line).
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
