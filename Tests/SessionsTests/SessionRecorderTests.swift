import Foundation
import Testing
@testable import Sessions
import TestSupport

/// Recording to a file: exact text, one line per write, and survivable interruptions.
struct SessionRecorderTests {
    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func recordingTheDocumentedExampleWritesItExactly() throws {
        let path = SessionFixtures.temporaryPath("rec.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        for timed in SessionFixtures.documentedEvents.dropLast() {
            try recorder.record(timed.event, at: timed.t)
        }
        #expect(!recorder.isFinished)
        try recorder.finish(endAt: 5000)
        #expect(recorder.isFinished)
        #expect(try contents(path) == SessionFixtures.documentedExample)
    }

    /// Every line is on disk (in the file beside the target) as soon as `record` returns:
    /// nothing is buffered in the process. The target appears only at `finish`.
    @Test func linesReachTheFileImmediately() throws {
        let path = SessionFixtures.temporaryPath("live.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        let writing = try #require(recorder.writingPath)
        #expect(writing.hasPrefix((path as NSString).deletingLastPathComponent + "/.live.jsonl.partial-"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try contents(writing) == SessionFixtures.headerLine + "\n")
        try recorder.record(.key("p"), at: 3)
        #expect(try contents(writing) == SessionFixtures.headerLine + "\n" + #"{"t":3,"type":"key","key":"p"}"# + "\n")
        try recorder.finish()
        #expect(try contents(path) == SessionFixtures.headerLine + "\n" + #"{"t":3,"type":"key","key":"p"}"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: writing))
    }

    @Test func finishIsIdempotentAndLaterEventsAreDropped() throws {
        let path = SessionFixtures.temporaryPath("twice.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        try recorder.record(.move(x: 1, y: 2), at: 1)
        try recorder.finish(endAt: 2)
        let finished = try contents(path)
        try recorder.finish(endAt: 3)
        try recorder.finish()
        try recorder.record(.move(x: 1, y: 2), at: 4)
        #expect(try contents(path) == finished)
        #expect(try SessionReader.readAll(path: path).events.last == TimedEvent(t: 2, event: .end))
    }

    @Test func finishWithoutEndWritesNoEndEvent() throws {
        let path = SessionFixtures.temporaryPath("noend.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        try recorder.record(.move(x: 1, y: 2), at: 1)
        try recorder.finish()
        #expect(try SessionReader.readAll(path: path).events == [TimedEvent(t: 1, event: .move(x: 1, y: 2))])
    }

    @Test func invalidEventsThrowWithTheirLineAndRecordingGoesOn() throws {
        let path = SessionFixtures.temporaryPath("bad.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        try recorder.record(.move(x: 1, y: 2), at: 10)
        #expect(throws: SessionError(file: path, line: 3, message: #""t" decreases (9 after 10)"#)) {
            try recorder.record(.move(x: 1, y: 2), at: 9)
        }
        try recorder.record(.move(x: 3, y: 4), at: 11)
        #expect(throws: SessionError.self) { try recorder.finish(endAt: 1) }
        #expect(recorder.isFinished)  // closed even though `end` was refused
        #expect(try SessionReader.readAll(path: path).events.count == 2)
    }

    /// What `kill -9` leaves: N whole lines, then part of one. Replay keeps the N.
    @Test func killedRecordingReplaysWithAWarning() throws {
        let path = SessionFixtures.temporaryPath("killed.jsonl")
        var random = SplitMix64(seed: 7)
        let events = RandomSession.events(count: 300, using: &random).filter { $0.event != .end }
        do {
            let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
            for timed in events {
                try recorder.record(timed)
            }
            // No finish: deinit just closes, like a process that dies.
        }
        let torn = SessionLineEncoder.line(for: TimedEvent(t: events.last!.t, event: .wheel(x: 1, y: 2, dx: 0, dy: 1)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(torn.utf8.prefix(torn.utf8.count / 2)))
        try handle.close()

        let session = try SessionReader.readAll(path: path)
        #expect(SessionFixtures.identical(session.events, events))
        #expect(session.warnings == ["\(path):\(events.count + 2): ignoring incomplete last line"])
    }

    @Test func unwritablePathIsAnIOError() {
        let path = SessionFixtures.temporaryPath("missing-dir/rec.jsonl")
        let error = #expect(throws: SessionError.self) {
            _ = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        }
        #expect(error?.kind == .io)
        #expect(error?.description == "\(path): cannot create: No such file or directory")
    }

    /// A full disk: the failed write is reported with the line it was writing.
    @Test func writeFailureIsAnIOErrorNamingTheLine() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let error = #expect(throws: SessionError.self) {
            _ = try SessionRecorder(path: "/dev/full", header: SessionFixtures.documentedHeader)
        }
        #expect(error?.description == "/dev/full:1: cannot write: No space left on device; nothing saved")
        #expect(error?.kind == .io)
    }

    @Test func finishFromAnotherThreadIsSafe() async throws {
        let path = SessionFixtures.temporaryPath("threads.jsonl")
        let recorder = try SessionRecorder(path: path, header: SessionFixtures.documentedHeader)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<2000 {
                    try? recorder.record(.move(x: Double(index), y: 0), at: Double(index))
                }
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: 1_000_000)
                try? recorder.finish()
            }
        }
        try recorder.finish()
        // Whatever was recorded before finish is whole: no torn or interleaved lines.
        let session = try SessionReader.readAll(path: path)
        #expect(session.warnings.isEmpty)
        #expect(session.events.enumerated().allSatisfy { $0.element == TimedEvent(t: Double($0.offset), event: .move(x: Double($0.offset), y: 0)) })
    }
}
