import Foundation
@testable import Replay
import Sessions
import Testing

/// A pull held still for ten minutes: nothing moves until the release, so replay draws none of
/// those frames (it jumps them as idle) — before, every one was drawn, and a random session holding
/// a pull across a 24-hour gap took hours to replay.
@Suite("Replay of a held pull")
struct HeldPullReplayTests {
    @Test("the frames of a ten-minute hold past the edge are idle, and the release still springs back")
    func heldPullIsIdle() throws {
        var lines = [#"{"handoff":1,"scene":"profile","physics":"ios","size":[320,240],"hz":60}"#,
                     #"{"t":0,"type":"down","x":160,"y":60,"button":1}"#]
        for i in 1...10 { lines.append(#"{"t":\#(i * 16),"type":"move","x":160,"y":\#(60 + i * 15)}"#) }
        lines.append(#"{"t":600000,"type":"up","x":160,"y":210,"button":1}"#)
        lines.append(#"{"t":603000,"type":"end"}"#)
        let path = NSTemporaryDirectory() + "held-pull-\(UUID().uuidString).jsonl"
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var heldOuter: [Double] = []
        let summary = try Replay(path: path).run(afterFrame: { _, time, state in
            if time > 1000, time < 599_000 { heldOuter.append(state.outer) }
        })
        #expect(summary.frames > 36_000)
        // The pull (drag frames) and the spring back after the release: a few hundred frames at most.
        #expect(summary.drawnFrames < 400, "drawn \(summary.drawnFrames) of \(summary.frames)")
        // Held still, past the top, the whole time.
        #expect(!heldOuter.isEmpty && heldOuter.allSatisfy { $0 < 0 && $0 == heldOuter[0] })
        #expect(summary.final.outer == 0)
    }
}
