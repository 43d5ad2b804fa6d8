import Compare
import Testing

/// `compare --window` says what is wrong with a span it refuses.
@Suite("PlotWindow: what is wrong with a refused span")
struct PlotWindowProblemTests {
    @Test("each refused span gets its reason", arguments: [
        ("-500:-100", "FROM -500 is negative"),
        ("-inf:inf", "FROM -inf is not a finite number"),
        ("10:nan", "TO nan is not a finite number"),
        ("500:100", "FROM 500 is not below TO 100"),
        ("a:1", "FROM 'a' is not a number"),
        ("100", "expected one ':' between FROM and TO"),
    ])
    func reasons(argument: String, reason: String) {
        #expect(PlotWindow(argument: argument) == nil)
        #expect(PlotWindow.problem(argument) == reason)
    }
}
