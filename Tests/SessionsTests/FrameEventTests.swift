import Testing
@testable import Sessions

/// `frame` events: read and written like every event, and the replay clock they switch on.
struct FrameEventTests {
    private func allFrames(_ schedule: inout ReplaySchedule) throws -> [ReplayFrame] {
        var frames: [ReplayFrame] = []
        while let frame = try schedule.nextFrame(), frames.count < 1000 { frames.append(frame) }
        return frames
    }

    private func schedule(_ lines: [String], fixedClockHz: Double? = nil) throws -> ReplaySchedule {
        let text = SessionFixtures.headerLine + "\n" + lines.joined(separator: "\n") + "\n"
        return ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "f.jsonl"), fixedClockHz: fixedClockHz)
    }

    @Test func frameLinesRoundTripThroughWriterAndReader() throws {
        var writer = try SessionWriter(header: SessionFixtures.documentedHeader, name: "w.jsonl")
        let line = try writer.line(for: TimedEvent(t: 16.944, event: .frame))
        #expect(line == #"{"t":16.944,"type":"frame"}"# + "\n")
        let read = try SessionFixtures.read(SessionFixtures.headerLine + "\n" + line)
        #expect(read.events == [TimedEvent(t: 16.944, event: .frame)])
    }

    @Test func frameEventsObeyTheTimeRulesOfEveryEvent() {
        let decreasing = SessionFixtures.headerLine + "\n" + #"{"t":5,"type":"frame"}"# + "\n" + #"{"t":4,"type":"frame"}"# + "\n"
        #expect(SessionFixtures.error(reading: decreasing)?.description == #"s.jsonl:3: "t" decreases (4 after 5)"#)
        let negative = SessionFixtures.headerLine + "\n" + #"{"t":-1,"type":"frame"}"# + "\n"
        #expect(SessionFixtures.error(reading: negative)?.description.hasPrefix("s.jsonl:2:") == true)
        let missing = SessionFixtures.headerLine + "\n" + #"{"type":"frame"}"# + "\n"
        #expect(SessionFixtures.error(reading: missing)?.description.hasPrefix("s.jsonl:2:") == true)
    }

    @Test func eachFrameEventIsOneFrameAtItsTimeWithTheEventsBeforeIt() throws {
        var schedule = try schedule([
            #"{"t":3,"type":"frame"}"#,
            #"{"t":5,"type":"down","x":1,"y":2,"button":1}"#,
            #"{"t":9,"type":"move","x":1,"y":5}"#,
            #"{"t":10,"type":"frame"}"#,
            #"{"t":40,"type":"frame"}"#,
            #"{"t":41,"type":"up","x":1,"y":5,"button":1}"#,
            #"{"t":47.5,"type":"frame"}"#,
        ])
        let frames = try allFrames(&schedule)
        #expect(frames.map(\.time) == [3, 10, 40, 47.5])
        #expect(frames.map(\.index) == [0, 1, 2, 3])
        #expect(frames.allSatisfy { $0.isPresented })
        #expect(frames.map { $0.events.map(\.event) } == [
            [], [.down(x: 1, y: 2, button: 1), .move(x: 1, y: 5)], [], [.up(x: 1, y: 5, button: 1)],
        ])
        #expect(schedule.usesFrameEvents)
    }

    @Test func endOrTheEndOfTheFileStopsWithoutAnotherFrame() throws {
        var ended = try schedule([#"{"t":1,"type":"frame"}"#, #"{"t":2,"type":"key","key":"a"}"#, #"{"t":3,"type":"end"}"#,
                                  #"{"t":4,"type":"frame"}"#])
        #expect(try allFrames(&ended).map(\.time) == [1])
        var unterminated = try schedule([#"{"t":1,"type":"frame"}"#, #"{"t":2,"type":"frame"}"#, #"{"t":8,"type":"key","key":"a"}"#])
        #expect(try allFrames(&unterminated).map(\.time) == [1, 2])
    }

    @Test func eventsBeforeTheFirstFrameEventPlayOnTheFixedClockUntilIt() throws {
        // 60 Hz header: fixed frame 0 at 0 ms delivers nothing, frame 1 (16.67) the key; then frames.
        var schedule = try schedule([#"{"t":10,"type":"key","key":"a"}"#, #"{"t":20,"type":"frame"}"#,
                                     #"{"t":30,"type":"frame"}"#])
        let frames = try allFrames(&schedule)
        #expect(frames.map(\.isPresented) == [false, false, true, true])
        #expect(frames.map(\.index) == [0, 1, 2, 3])
        #expect(frames.map(\.time) == [0, 1000.0 / 60, 20, 30])
    }

    @Test func aFixedClockSkipsFrameEvents() throws {
        var schedule = try schedule([#"{"t":1,"type":"frame"}"#, #"{"t":30,"type":"key","key":"a"}"#,
                                     #"{"t":31,"type":"frame"}"#, #"{"t":50,"type":"end"}"#], fixedClockHz: 100)
        let frames = try allFrames(&schedule)
        #expect(!schedule.usesFrameEvents)
        #expect(frames.map(\.time) == [0, 10, 20, 30, 40, 50])
        #expect(frames.allSatisfy { !$0.isPresented })
        #expect(frames[3].events.map(\.event) == [.key("a")])
        #expect(frames.last?.isLast == true)
    }

    @Test func aBadLineAfterFramesIsReportedWithItsLine() throws {
        var schedule = try schedule([#"{"t":1,"type":"frame"}"#, #"{"t":2,"type":"bogus"}"#])
        #expect(try schedule.nextFrame()?.time == 1)
        #expect(throws: SessionError.self) { try schedule.nextFrame() }
    }
}
