import Foundation
import Testing
@testable import EngineTruth

/// Reading truth files: the format of docs/truth.md, and one clear line for each broken file.
@Suite("Truth files")
struct TruthFileTests {
    @Test("the hand-made fixture reads as written")
    func readsFixture() throws {
        let file = try TruthFile.load(path: Repository.fixturePath, name: "fixture")
        #expect(file.engine.name == "qtquick")
        #expect(file.viewport == [400, 800])
        #expect(file.viewportHeight == 800)
        #expect(file.release.t == 160)
        #expect(file.release.velocity == 1200)
        #expect(file.frames[9] == TruthFrame(timeMs: 150, offset: 162.8))
        #expect(file.frames[10] == TruthFrame(timeMs: 166.667, offset: 202.183))
        let events = try TruthInput.sessionEvents(of: file, name: "fixture")
        #expect(events.count == 23)
    }

    /// The fixture with one change, parsed and replayed; the error's line.
    private func problem(_ change: (inout [String: Any]) -> Void) -> String? {
        var object = Repository.fixtureObject
        change(&object)
        do {
            let file = try TruthFile.parse(Repository.data(object), name: "bad.json")
            _ = try TruthComparison(file: file, name: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a broken file is one line naming the file and the problem")
    func brokenFiles() {
        let cases: [(String, (inout [String: Any]) -> Void)] = [
            ("bad.json: frames is missing", { $0["frames"] = nil }),
            ("bad.json: \"truth\" is 2, expected 1", { $0["truth"] = 2 }),
            ("bad.json: engine \"webkit\" names no preset", { o in
                var engine = o["engine"] as? [String: Any] ?? [:]
                engine["name"] = "webkit"
                o["engine"] = engine
            }),
            ("bad.json: \"viewport\" must be [width, height]", { $0["viewport"] = [400] }),
            ("bad.json: frames[3]: expected [time ms, offset px]", { o in
                var frames = o["frames"] as? [Any] ?? []
                frames[3] = [50]
                o["frames"] = frames
            }),
            ("bad.json: frame 2 goes back in time", { o in
                var frames = o["frames"] as? [[Double]] ?? []
                frames[2][0] = 1
                o["frames"] = frames
            }),
            ("bad.json: the session has no lift at release.t = 170.0 ms", { o in
                var release = o["release"] as? [String: Any] ?? [:]
                release["t"] = 170
                o["release"] = release
            }),
            ("bad.json: the session's physics \"chromium\" is not the engine's \"qtquick\"", { o in
                var session = o["session"] as? [String] ?? []
                session[0] = session[0].replacingOccurrences(of: "qtquick", with: "chromium")
                o["session"] = session
            }),
            ("bad.json: \"session\": ", { o in
                var session = o["session"] as? [String] ?? []
                session[3] = "{\"t\":1,\"type\":\"move\"}"
                o["session"] = session
            }),
        ]
        for (expected, change) in cases {
            let message = problem(change)
            #expect(message?.hasPrefix(expected) == true, "expected \(expected)…, got \(message ?? "no error")")
            #expect(message?.contains("\n") == false)
        }
    }

    @Test("a file that cannot be read says so")
    func unreadable() {
        #expect(throws: TruthError.self) { try TruthFile.load(path: "/nonexistent/truth.json") }
    }
}
