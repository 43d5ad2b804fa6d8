import Testing
@testable import Sessions
import TestSupport

/// The replay clock: which events arrive before which frame, to the last bit.
struct ReplayScheduleTests {
    private func frames(_ schedule: inout ReplaySchedule, count: Int) throws -> [ReplayFrame] {
        var frames: [ReplayFrame] = []
        for _ in 0..<count {
            guard let frame = try schedule.nextFrame() else { break }
            frames.append(frame)
        }
        return frames
    }

    /// Frame times are computed, not accumulated: frame 60 at 60 Hz is exactly 1000 ms,
    /// which adding 1000/60 sixty times does not give.
    @Test func frameTimesAreExact() {
        #expect(ReplaySchedule.frameTime(0, hz: 60) == 0)
        #expect(ReplaySchedule.frameTime(1, hz: 60) == 16.666666666666668)
        #expect(ReplaySchedule.frameTime(3, hz: 60) == 50)
        #expect(ReplaySchedule.frameTime(60, hz: 60) == 1000)
        #expect(ReplaySchedule.frameTime(216_000, hz: 60) == 3_600_000)
        let accumulated = (0..<60).reduce(0.0) { sum, _ in sum + 1000.0 / 60 }
        #expect(accumulated != 1000)
        #expect(ReplaySchedule.frameTime(7, hz: 144) == Double(7) * 1000.0 / 144)
    }

    /// Events right at, just before and just after frame 1's time (1000/60 ms).
    @Test func eventsAtTheFrameBoundaryGoToTheFirstFrameAtOrAfterThem() throws {
        let boundary = 1000.0 / 60  // 16.666666666666668
        let events = [
            TimedEvent(t: 0, event: .key("a")),
            TimedEvent(t: 16.6, event: .key("b")),
            TimedEvent(t: boundary.nextDown, event: .key("c")),
            TimedEvent(t: boundary, event: .key("d")),
            TimedEvent(t: boundary.nextUp, event: .key("e")),
            TimedEvent(t: 33.333333333333336, event: .key("f")),
        ]
        var schedule = ReplaySchedule(hz: 60, events: events)
        let frames = try frames(&schedule, count: 4)
        #expect(frames.map(\.index) == [0, 1, 2, 3])
        #expect(frames.map { $0.events.map(\.event) } == [[.key("a")], [.key("b"), .key("c"), .key("d")],
                                                          [.key("e"), .key("f")], []])
        #expect(frames[2].time == 33.333333333333336)
    }

    /// The same boundary through a file: the texts the writer produces read back to the same doubles.
    @Test func boundaryEventsSurviveTheFile() throws {
        let text = SessionFixtures.headerLine + "\n"
            + #"{"t":16.666666666666668,"type":"key","key":"at"}"# + "\n"
            + #"{"t":16.66666666666667,"type":"key","key":"after"}"# + "\n"
        var schedule = ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "b.jsonl"))
        let frames = try frames(&schedule, count: 3)
        #expect(frames.map { $0.events.map(\.event) } == [[], [.key("at")], [.key("after")]])
    }

    @Test func equalTimesArriveTogetherInFileOrder() throws {
        let events = (0..<5).map { TimedEvent(t: 20, event: .key(String($0))) }
        var schedule = ReplaySchedule(hz: 60, events: events)
        let frames = try frames(&schedule, count: 3)
        #expect(frames[2].events == events)
    }

    /// The first frame whose time is ≥ end's t delivers `end` and is the last.
    @Test func replayStopsAtTheFrameThatDeliversEnd() throws {
        let events = [
            TimedEvent(t: 0, event: .down(x: 1, y: 1, button: 1)),
            TimedEvent(t: 10, event: .move(x: 1, y: 2)),
            TimedEvent(t: 20, event: .end),
            TimedEvent(t: 20, event: .move(x: 1, y: 3)),  // after end: never delivered
            TimedEvent(t: 30, event: .up(x: 1, y: 3, button: 1)),
        ]
        var schedule = ReplaySchedule(hz: 60, events: events)
        let frames = try frames(&schedule, count: 10)
        #expect(frames.count == 3)
        #expect(frames.map(\.isLast) == [false, false, true])
        #expect(frames[2].events.map(\.event) == [.end])
        #expect(schedule.reachedEnd)
        #expect(try schedule.nextFrame() == nil)
        #expect(schedule.lastEventTime == 20)
    }

    @Test func endExactlyOnAFrameTimeEndsAtThatFrame() throws {
        var schedule = ReplaySchedule(hz: 60, events: [TimedEvent(t: 50, event: .end)])
        let frames = try frames(&schedule, count: 10)
        #expect(frames.last?.index == 3)
        #expect(frames.last?.isLast == true)
        var later = ReplaySchedule(hz: 60, events: [TimedEvent(t: 50.000000000000007, event: .end)])
        #expect(try self.frames(&later, count: 10).last?.index == 4)
    }

    /// Without `end`, frames go on; the caller learns when every event has been delivered.
    @Test func withoutEndFramesContinueAfterTheLastEvent() throws {
        var schedule = ReplaySchedule(hz: 60, events: [TimedEvent(t: 20, event: .key("x"))])
        _ = try frames(&schedule, count: 2)
        #expect(!schedule.hasDeliveredAllEvents)
        let third = try schedule.nextFrame()
        #expect(third?.events.count == 1)
        #expect(schedule.hasDeliveredAllEvents)
        #expect(try frames(&schedule, count: 100).count == 100)
        #expect(!schedule.reachedEnd)
        var empty = ReplaySchedule(hz: 60, events: [])
        #expect(try empty.nextFrame()?.events == [])
        #expect(empty.hasDeliveredAllEvents)
    }

    /// Streaming from a reader and iterating an array give the same frames.
    @Test func streamingMatchesTheArray() throws {
        var random = SplitMix64(seed: 99)
        var events = RandomSession.events(count: 500, using: &random).filter { $0.event != .end }
            .map { TimedEvent(t: ($0.t.truncatingRemainder(dividingBy: 10_000)), event: $0.event) }
        events.sort { $0.t < $1.t }
        events.append(TimedEvent(t: events.last!.t + 100, event: .end))
        let text = try SessionWriter.text(header: SessionFixtures.documentedHeader, events: events)
        var streamed = ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "r.jsonl", maxChunk: 97))
        var inMemory = ReplaySchedule(hz: 60, events: events)
        let streamedFrames = try frames(&streamed, count: 1_000_000)
        let memoryFrames = try frames(&inMemory, count: 1_000_000)
        #expect(streamedFrames == memoryFrames)
        #expect(streamedFrames.flatMap(\.events).count == events.count)
        #expect(streamed.reachedEnd)
    }

    @Test func readerErrorsSurfaceAtTheirFrame() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":0,"type":"key","key":"a"}"# + "\n"
            + #"{"t":100,"type":"jump"}"# + "\n"
        var schedule = ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "e.jsonl"))
        #expect(try schedule.nextFrame()?.events.count == 1)  // delivered although the next line is bad
        let error = SessionError(file: "e.jsonl", line: 3, message: #"unknown event type "jump""#)
        #expect(throws: error) { _ = try schedule.nextFrame() }
        #expect(throws: error) { _ = try schedule.nextFrame() }
    }

    @Test func streamingKeepsTheReadersWarnings() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":0,"type":"key","key":"a"}"# + "\n" + #"{"t":1,"ty"#
        var schedule = ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "w.jsonl"))
        _ = try frames(&schedule, count: 2)
        #expect(schedule.hasDeliveredAllEvents)
        #expect(schedule.warnings == ["w.jsonl:3: ignoring incomplete last line"])
    }
}
