import Foundation
import Live
import Scenes
import Sessions
import Testing

@Suite("Live recording: the session file on the live time line")
struct LiveRecordingTests {
    static func path(_ name: String) -> String { NSTemporaryDirectory() + "live-recording-\(getpid())-\(name).jsonl" }

    @Test("times are relative to the recording's start; key r is left out; the file replays as written")
    func recordsRelativeTimes() throws {
        let path = Self.path("relative")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = SceneOptions(kind: .slide, width: 640, height: 480, bounce: .child, tabs: .keep)
        let recording = try LiveRecording(path: path, options: options, hz: 120, startMs: 1000)
        recording.record(.frame, timeMs: 1000)
        recording.record(.down(x: 10, y: 20, button: 1), timeMs: 1004.5)
        recording.record(.key("r"), timeMs: 1005)
        recording.record(.up(x: 10, y: 30, button: 1), timeMs: 1010)
        #expect(recording.finish(endMs: 1020) == nil)
        let session = try SessionReader.readAll(path: path)
        #expect(session.header.scene == .slide)
        #expect(session.header.hz == 120)
        #expect(session.header.bounce == .child)
        #expect(session.header.tabs == .keep)
        #expect(session.events.map(\.t) == [0, 4.5, 10, 20])
        #expect(session.events.map(\.event) == [.frame, .down(x: 10, y: 20, button: 1), .up(x: 10, y: 30, button: 1), .end])
    }

    @Test("a recording that cannot be written fails at its start, with the format's words")
    func unwritable() {
        #expect(throws: SessionError.self) {
            _ = try LiveRecording(path: "/nonexistent-dir/x.jsonl", options: SceneOptions(), hz: 60, startMs: 0)
        }
    }

    @Test("default names follow the local time: handoff-YYYYMMDD-HHMMSS.jsonl")
    func defaultName() {
        let name = LiveRecording.defaultName(at: 0)
        #expect(name.hasPrefix("handoff-19") || name.hasPrefix("handoff-1970"))
        #expect(name.hasSuffix(".jsonl"))
        #expect(name.count == "handoff-19700101-000000.jsonl".count)
        #expect(LiveRecording.defaultName(at: 86_400 * 365) != name)
    }
}
