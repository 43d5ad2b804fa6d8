import Output

/// A file in Chrome's JSON trace event format, `{"traceEvents":[…]}`, one event per line, written
/// whole like a trace (`TextOutput`): `PerfettoRecorder`s add their runs' events.
public final class PerfettoFile {
    private let output: TextOutput
    private var events = 0

    /// Opens `path` (`-`: standard output) and starts the event array.
    public init(path: String) throws(OutputError) {
        output = try TextOutput(path: path)
        output.writeLine("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[")
    }

    /// The first write failure, if any.
    public var failure: OutputError? { output.failure }

    /// Adds one event (a JSON object).
    public func add(_ event: String) {
        output.writeLine(events == 0 ? event : "," + event)
        events += 1
    }

    /// A recorder for one run whose events go straight into this file.
    public func recorder(pid: Int, name: String) -> PerfettoRecorder {
        PerfettoRecorder(pid: pid, name: name) { [self] in add($0) }
    }

    /// Closes the array and puts the file in place.
    public func finish() throws(OutputError) {
        output.writeLine("]}")
        try output.finish()
    }

    /// Drops everything written.
    public func discard() {
        output.discard()
    }
}
