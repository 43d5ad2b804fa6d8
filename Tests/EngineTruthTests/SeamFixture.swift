import Foundation
import ScrollEngine
@testable import EngineTruth

/// Nested truth files made here: a touch flick at 1500 px/s on the profile's list (or its header),
/// with 60-Hz frames that show what the preset itself does, so a comparison against the same preset
/// must come out exact.
enum SeamFixture {
    /// The file as JSON text, its frames all at the start (0, 0).
    static func json(preset: String, onHeader: Bool = false) throws -> String {
        var session = [#"{"handoff":1,"scene":"profile","physics":"\#(preset)","size":[500,800],"hz":60}"#]
        let startY = onHeader ? 200.0 : 700.0
        session.append(#"{"t":0,"type":"touch","phase":"begin","id":1,"x":250,"y":\#(startY)}"#)
        for step in 1...20 {
            session.append(#"{"t":\#(Double(step) * 8),"type":"touch","phase":"move","id":1,"x":250,"y":\#(startY - Double(step) * 12)}"#)
        }
        session.append(#"{"t":164,"type":"touch","phase":"end","id":1,"x":250,"y":\#(startY - 240)}"#)
        let frames = (0...180).map { index in "[\(String(format: "%.3f", Double(index) * 1000 / 60 - 10)), 0, 0]" }
        let lines = session.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        return """
            {"truth": 1, "engine": {"name": "\(preset)", "package": "made", "version": "1", "product": "Handoff"},
             "gesture": {"name": "nested-made", "summary": "made here"}, "viewport": [500, 800],
             "scrollers": [{"id": "outer", "viewport": 800, "content": 1080}, {"id": "inner", "viewport": 752, "content": 12800}],
             "session": [\(lines.joined(separator: ", "))], "frames": [\(frames.joined(separator: ", "))],
             "handoffs": []}
            """
    }

    /// The file with the preset's own offsets in every frame.
    static func file(preset: String, onHeader: Bool = false) throws -> SeamTruthFile {
        var file = try SeamTruthFile.parse(Data(json(preset: preset, onHeader: onHeader).utf8), name: "made")
        let preset = try unwrapped(file.preset)
        let replay = try SeamReplay(file: file, preset: preset, policy: preset.handoff, name: "made")
        file.frames = file.frames.indices.map { SeamTruthFrame(timeMs: file.frames[$0].timeMs, offsets: replay.offsets[$0]) }
        // Each drag frame shows the input that reached the scene before it, as the replay does.
        let drag = try SeamComparison(file: file, name: "made").dragFrames
        file.dragShown = try rows(file, drag: drag) { file.frames[$0].timeMs }
        return file
    }

    /// Rows naming, for each drag frame, the newest input at or before `seen(frame index)` ms (the
    /// press where none came yet), at that input's own y.
    static func rows(_ file: SeamTruthFile, drag: Range<Int>, seen: (Int) -> Double) throws -> [SeamShownInput] {
        let events = try SeamReplay.events(of: file, name: "made")
        let inputs = events.filter { SeamDragReplay.position(of: $0.event) != nil }
        return drag.map { i in
            let input = inputs.last { $0.t <= seen(i) } ?? inputs[0]
            return SeamShownInput(timeMs: file.frames[i].timeMs, inputMs: input.t, y: SeamDragReplay.position(of: input.event)?.y ?? .nan)
        }
    }
}

private func unwrapped<T>(_ value: T?) throws -> T {
    guard let value else { throw TruthError(file: "made", problem: "no preset") }
    return value
}
