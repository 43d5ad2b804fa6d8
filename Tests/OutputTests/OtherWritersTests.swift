import Foundation
import Output
import Testing

/// Two writers of one target see each other (`run --record X` in two windows), a temporary file
/// a crash left behind does not count.
@Suite("ReplacedFile: other live writers of a target")
struct OtherWritersTests {
    @Test("a writer's temporary file is seen while it writes, not once it is committed or discarded")
    func liveWritersOnly() throws {
        let dir = NSTemporaryDirectory() + "writers-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/rec.jsonl"
        #expect(ReplacedFile.otherWriters(for: target).isEmpty)
        let first = try ReplacedFile(path: target)
        let firstTemporary = try #require(first.temporaryPath)
        #expect(ReplacedFile.otherWriters(for: target) == [firstTemporary])
        #expect(ReplacedFile.otherWriters(for: target, excluding: firstTemporary).isEmpty)
        // A leftover with nobody writing it (what a crash leaves) is not a writer.
        _ = FileManager.default.createFile(atPath: dir + "/.rec.jsonl.partial-abandon", contents: Data("x".utf8))
        #expect(ReplacedFile.otherWriters(for: target) == [firstTemporary])
        try first.commit()
        #expect(ReplacedFile.otherWriters(for: target).isEmpty)
    }
}
