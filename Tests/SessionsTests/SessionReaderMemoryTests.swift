import Foundation
import Testing
@testable import Sessions

/// A one-hour session must not cost more memory than a one-second one.
struct SessionReaderMemoryTests {
    /// Writes 250 000 frames at 60 Hz (69 min) with two events each: 500 000 event lines,
    /// plus header and end, streamed out in 64 KiB pieces so that producing the file does
    /// not inflate memory itself.
    private func writeHourLongSession(to path: String) throws -> Int {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        var writer = try SessionWriter(header: SessionFixtures.documentedHeader)
        var pending = writer.headerLine
        var events = 0
        for frame in 0..<250_000 {
            let t = Double(frame) * 1000 / 60
            pending += try writer.line(for: TimedEvent(t: t, event: .move(x: Double(frame % 1280), y: 400.5)))
            pending += try writer.line(for: TimedEvent(t: t, event: .wheel(x: 640, y: 400, dx: 0, dy: frame % 2 == 0 ? 1 : -1)))
            events += 2
            if pending.utf8.count > 65_536 {
                try handle.write(contentsOf: Data(pending.utf8))
                pending = ""
            }
        }
        pending += try writer.line(for: TimedEvent(t: endTime, event: .end))
        try handle.write(contentsOf: Data(pending.utf8))
        try handle.close()
        return events + 1
    }

    /// Time of the final `end` event, as the generator writes it.
    private let endTime = 250_000.0 * 1000 / 60

    @Test func hourLongSessionStreamsInConstantMemory() throws {
        let path = SessionFixtures.temporaryPath("hour.jsonl")
        let expected = try writeHourLongSession(to: path)
        let fileSize = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(fileSize > 25_000_000)

        var reader = try SessionReader(path: path)
        let capacity = reader.bufferCapacity
        #expect(capacity <= 2 * SessionReader.maxLineLength)
        var count = 0
        var lastT = -1.0
        while let event = try reader.next() {
            count += 1
            lastT = event.t
            if count % 50_000 == 0 {
                #expect(reader.bufferCapacity == capacity)
            }
        }
        #expect(count == expected)
        #expect(lastT == endTime)
        #expect(reader.lineNumber == expected + 1)
        #expect(reader.bufferCapacity == capacity)
        // Process RSS is not asserted: Swift Testing runs other suites in this process at the same
        // time (a 4K framebuffer alone is 33 MB), so it would be noise. The fixed read buffer above
        // is the deterministic check; flat RSS over a one-hour replay is a benchmark figure
        // (docs/performance.md, "A long replay").
        try? FileManager.default.removeItem(atPath: path)
    }
}
