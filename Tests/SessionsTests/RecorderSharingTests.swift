import Scenes
import Foundation
import Sessions
import Testing

/// Two recordings to one file: the second refuses at its start instead of silently replacing
/// the first's recording when it finishes.
@Suite("SessionRecorder: one writer per file")
struct RecorderSharingTests {
    @Test("a second recorder of the same path is refused while the first records, allowed after")
    func secondRefused() throws {
        let dir = NSTemporaryDirectory() + "recorders-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/rec.jsonl"
        let header = SessionHeader(scene: SceneKind(rawValue: "profile"), physics: "ios", width: 100, height: 100, hz: 60)
        let first = try SessionRecorder(path: path, header: header)
        do {
            _ = try SessionRecorder(path: path, header: header)
            Issue.record("a second recorder of \(path) started")
        } catch {
            #expect(error.kind == .io)
            #expect(error.message.hasPrefix("another handoff is recording to it ("))
        }
        try first.finish(endAt: 10)
        let again = try SessionRecorder(path: path, header: header)
        try again.finish(endAt: 10)
        // Only whole recordings are left: no temporary file of the refused one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["rec.jsonl"])
    }
}
