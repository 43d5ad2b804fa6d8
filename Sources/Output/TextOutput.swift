/// A buffered line sink for traces: a file (written whole: see `ReplacedFile`), or standard
/// output for `-`, a FIFO or a device, written in place.
///
/// Every write is checked. The first failure is kept in `failure` and ends all writing (the
/// replay stops at its next frame and the command reports it); `finish` flushes, syncs and
/// renames the file into place, so a trace is either whole lines or not there.
public final class TextOutput {
    private let file: ReplacedFile
    private var buffer: [UInt8] = []
    /// Flush when the buffer holds this much.
    private static let flushSize = 1 << 16

    /// The first write failure, if any; nothing is written after it.
    public private(set) var failure: OutputError?

    /// Opens `path` for writing, or standard output when `path` is `-`.
    public init(path: String) throws(OutputError) {
        file = try ReplacedFile(path: path)
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    /// Writes `line` and a newline.
    public func writeLine(_ line: String) {
        guard failure == nil else { return }
        var copy = line
        copy.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(0x0A)
        if buffer.count >= Self.flushSize { flush() }
    }

    /// Hands the buffered lines to the operating system (a failure lands in `failure`).
    public func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do { try file.write(buffer) } catch { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and puts the file in place; throws the first failure.
    public func finish() throws(OutputError) {
        flush()
        if let failure {
            file.discard()
            throw failure
        }
        do { try file.commit() } catch {
            failure = error
            throw error
        }
    }

    /// Drops everything: the target keeps what it had.
    public func discard() {
        buffer.removeAll()
        file.discard()
    }
}
