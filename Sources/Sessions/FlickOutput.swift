import Output
#if canImport(Glibc)
import Glibc
#endif

/// `flick`'s session on standard output, each line written as it is made (a thousand long
/// flicks are gigabytes of text: none of it is held), every line checked by the session writer.
public enum FlickOutput {
    /// Thrown to leave the gesture's loop at a stop or a failed write.
    private struct Leave: Error {}

    /// Writes the header and every event of `gesture`; a stop signal ends it after a whole line
    /// (`StoppedBySignal`, saying how many events were written).
    public static func write(header: SessionHeader, gesture: FlickGesture) throws {
        let writer = LineWriter(writer: try SessionWriter(header: header, name: "<flick>"), output: try TextOutput(path: "-"))
        writer.output.writeLine(String(writer.writer.headerLine.dropLast()))
        do {
            try gesture.forEachEvent(writer.take)
        } catch is Leave {}
        if let failure = writer.output.failure { throw failure }
        if let stopped = writer.stopped {
            writer.output.flush()
            throw StoppedBySignal(signal: stopped, message: "\(StoppedBySignal.name(stopped)): stopped after \(writer.events) events; standard output ends with a whole line")
        }
        try writer.output.finish()
    }

    /// The writer and its output, taking one event at a time.
    private final class LineWriter {
        var writer: SessionWriter
        let output: TextOutput
        var events = 0
        var stopped: Int32?

        init(writer: SessionWriter, output: TextOutput) {
            self.writer = writer
            self.output = output
        }

        func take(_ event: TimedEvent) throws {
            let line = try writer.line(for: event)
            output.writeLine(String(line.dropLast()))
            events += 1
            guard events & 0xFFF == 0 else { return }
            stopped = StopRequest.caught
            if stopped != nil || output.failure != nil { throw Leave() }
        }
    }
}
