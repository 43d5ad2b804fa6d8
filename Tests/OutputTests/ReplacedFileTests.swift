import Foundation
import Output
import Testing

/// Whole-file outputs: the target changes only on a successful commit, never half-written.
@Suite("ReplacedFile: temporary file, rename, in-place devices")
struct ReplacedFileTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "output-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("the target keeps its old content until commit, and nothing else is left in the folder")
    func commitReplaces() throws {
        let dir = try folder()
        let target = dir + "/out.txt"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        let file = try ReplacedFile(path: target)
        try file.write(Array("new content".utf8))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        try file.commit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new content")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.txt"])
    }

    @Test("discard, or dropping the object, leaves the target as it was and removes the temporary file")
    func discardKeepsTarget() throws {
        let dir = try folder()
        let target = dir + "/out.txt"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        do {
            let file = try ReplacedFile(path: target)
            try file.write(Array("half".utf8))
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.txt"])
    }

    @Test("/dev/full is written in place and its failure is ENOSPC with the OS reason")
    func deviceFull() throws {
        let file = try ReplacedFile(path: "/dev/full")
        #expect(throws: OutputError(path: "/dev/full", action: "cannot write", code: ENOSPC)) {
            try file.write(Array("x".utf8))
        }
        #expect(OutputError(path: "/dev/full", action: "cannot write", code: ENOSPC).description
                == "/dev/full: cannot write: No space left on device")
    }

    @Test("a missing folder and a directory target fail at once, with the reason")
    func unopenable() throws {
        #expect(throws: OutputError(path: "/nonexistent-dir/x", action: "cannot create", code: ENOENT)) {
            _ = try ReplacedFile(path: "/nonexistent-dir/x")
        }
        let dir = try folder()
        #expect(throws: OutputError(path: dir, action: "cannot write", code: EISDIR)) {
            _ = try ReplacedFile(path: dir)
        }
    }

    @Test("truncate cuts back to a whole line; the committed file has the mode of a new file")
    func truncateAndMode() throws {
        let dir = try folder()
        let target = dir + "/rec.jsonl"
        let file = try ReplacedFile(path: target)
        try file.write(Array("line 1\nline".utf8))
        file.truncate(to: 7)
        #expect(file.size == 7)
        try file.commit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "line 1\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        let mask = umask(0)
        umask(mask)
        #expect(mode == 0o666 & ~Int(mask))
    }
}
