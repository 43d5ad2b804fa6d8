import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// `physics verify`'s truth cases, on a directory holding the hand-made fixture.
@Suite("Truth cases for physics verify")
struct TruthCasesTests {
    /// A fresh directory `ROOT/qtquick/handmade.json` holding the fixture, changed by `change`.
    private func directory(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("truth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("qtquick"), withIntermediateDirectories: true)
        var object = Repository.fixtureObject
        change(&object)
        try Repository.data(object).write(to: root.appendingPathComponent("qtquick/handmade.json"))
        return root.path
    }

    @Test("each file gives its four cases, all within tolerance for the fixture under the fixture's start rule")
    func fixtureCases() throws {
        let root = try directory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases = TruthCases.cases(for: "qtquick", directory: root, rule: .previousFrame)
        #expect(cases.map(\.check) == ["truth handmade-1200: release velocity", "truth handmade-1200: rest distance from the lift",
                                       "truth handmade-1200: x(t) after the lift, RMS (start: previous-frame)",
                                       "truth handmade-1200: last frame that moves after the lift"])
        #expect(cases.allSatisfy { $0.run().passed })
        #expect(TruthCases.cases(for: "chromium", directory: root).isEmpty)
    }

    @Test("a landing 0.4 px off passes the rest; a stop two frames after the preset's misses")
    func tightCases() throws {
        let root = try directory { o in
            var frames = o["frames"] as? [[Double]] ?? []
            let last = frames.count - 1
            frames[last - 1][1] += 0.2
            frames[last][1] += 0.4
            o["frames"] = frames
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let results = TruthCases.cases(for: "qtquick", directory: root, rule: .previousFrame).map { $0.run() }
        #expect(results.map(\.passed) == [true, true, true, false])
    }

    @Test("a file that cannot be replayed is one case that misses, naming the problem")
    func brokenFile() throws {
        let root = try directory { $0["release"] = ["t": 500, "offset": 0] }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases = TruthCases.cases(for: "qtquick", directory: root)
        #expect(cases.count == 1)
        #expect(cases.first?.run().passed == false)
        #expect(cases.first?.origin.contains("no lift at release.t") == true)
    }
}
