import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// The drag's x(t) on the input each engine frame showed (`drag_shown`): the preset replayed on
/// exactly that input, and the file's rows checked against its frames and its session.
@Suite("The drag on the input each frame showed")
struct SeamDragShownTests {
    /// The made file with a lift at 164 ms: its drag ends there, and says nothing of what it shows.
    static func lifted(_ file: SeamTruthFile) -> SeamTruthFile {
        var file = file
        file.dragShown = nil
        file.release = SeamTruthFile.Release(t: 164, offset: nil, velocity: nil, scroller: nil, handled: nil, timelineStart: nil)
        return file
    }

    @Test("frames that show each move a frame late hold when the rows say so, and fail when they do not")
    func lateFrames() throws {
        let made = Self.lifted(try SeamFixture.file(preset: "chromium"))
        let drag = try SeamComparison(file: made, name: "made/own").dragFrames
        var late = made
        late.frames = made.frames.indices.map { i in SeamTruthFrame(timeMs: made.frames[i].timeMs, offsets: made.frames[max(0, i - 1)].offsets) }
        late.dragShown = try SeamFixture.rows(late, drag: drag) { late.frames[$0 - 1].timeMs }
        let held = try SeamComparison(file: late, name: "made/late")
        #expect(held.dragShownRms == [0, 0])
        #expect(held.dragRmsPasses)
        // The same frames said to show the newest input before each: a frame (25 px) off.
        late.dragShown = try SeamFixture.rows(late, drag: drag) { late.frames[$0].timeMs }
        let wrong = try SeamComparison(file: late, name: "made/late-wrong")
        #expect((wrong.dragShownRms?[1] ?? 0) > 10)
        #expect(!wrong.dragRmsPasses && !wrong.rmsPasses && !wrong.passes)
    }

    @Test("a resampled position moves the preset's drag with the finger")
    func resampled() throws {
        var made = Self.lifted(try SeamFixture.file(preset: "chromium"))
        let drag = try SeamComparison(file: made, name: "made/own").dragFrames
        let own = try SeamFixture.rows(made, drag: drag) { made.frames[$0].timeMs }
        made.dragShown = own
        let exact = try SeamComparison(file: made, name: "made/own-rows")
        #expect(exact.dragShownRms == [0, 0])
        // Six px further up than the newest move: the list, already following the finger, is 6 px
        // further along in the drag's last frames.
        made.dragShown = own.map { SeamShownInput(timeMs: $0.timeMs, inputMs: $0.inputMs, y: $0.y - 6) }
        let ahead = try SeamComparison(file: made, name: "made/ahead")
        let last = try #require(ahead.dragShownOffsets?.last)
        #expect(abs(last[1] - made.frames[drag.upperBound - 1].offsets[1] - 6) < 1e-6)
        #expect(last[0] == made.frames[drag.upperBound - 1].offsets[0])
    }

    @Test("a file with a drag and no rows is said to lack them")
    func missing() throws {
        let made = Self.lifted(try SeamFixture.file(preset: "chromium"))
        let c = try SeamComparison(file: made, name: "made/no-rows")
        #expect(c.dragShownMissing && c.dragShownRms == nil)
        #expect(!c.dragRmsPasses && !c.rmsPasses && !c.passes)
        let drag = SeamCases.cases(for: c, path: "made").filter { $0.check.contains("during the drag") }
        #expect(drag.count == 2 && drag.allSatisfy { !$0.run().passed })
    }

    @Test("rows that do not follow the frames, go back, or name no input are refused")
    func refusals() throws {
        let made = Self.lifted(try SeamFixture.file(preset: "chromium"))
        let drag = try SeamComparison(file: made, name: "made/own").dragFrames
        let rows = try SeamFixture.rows(made, drag: drag) { made.frames[$0].timeMs }
        func parse(_ rows: [SeamShownInput]) -> SeamTruthFile {
            var file = made
            file.dragShown = rows
            return file
        }
        // Between two frames.
        var between = rows
        between[2].timeMs += 3
        #expect(parse(between).dragShownProblem?.contains("row 2") == true)
        // The input goes back.
        var back = rows
        back[5].inputMs = back[4].inputMs - 8
        #expect(parse(back).dragShownProblem?.contains("row 5") == true)
        #expect(parse(rows).dragShownProblem == nil)
        // An input time no event has, and a row short.
        var unknown = rows
        unknown[3].inputMs += 0.5
        unknown[4].inputMs = max(unknown[4].inputMs, unknown[3].inputMs)
        #expect(throws: TruthError.self) { try SeamComparison(file: parse(unknown), name: "made/unknown") }
        #expect(throws: TruthError.self) { try SeamComparison(file: parse(Array(rows.dropLast())), name: "made/short") }
        // In JSON: a row of two numbers.
        let json = try SeamFixture.json(preset: "chromium").replacingOccurrences(of: "\"handoffs\": []", with: "\"handoffs\": [], \"drag_shown\": [[6.667, 0]]")
        #expect(throws: TruthError.self) { try SeamTruthFile.parse(Data(json.utf8), name: "two numbers") }
    }
}
