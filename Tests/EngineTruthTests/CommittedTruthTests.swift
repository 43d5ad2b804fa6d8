import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// Every committed truth file (assets/truth/ENGINE/GESTURE.json) against its preset: the real
/// engine's own frames, replayed with no engine installed. A miss here is a preset that moves
/// differently from its engine; the line printed says by how much, with the start used.
@Suite("Real engines' truth files")
struct CommittedTruthTests {
    static let directory = Repository.path(TruthCatalog.directory)
    static let files = TruthCatalog.files(in: directory)

    @Test("the preset moves as its engine did", arguments: files.map(\.name))
    func holds(name: String) throws {
        let path = try #require(Self.files.first { $0.name == name }?.path)
        let c = try TruthComparison(file: TruthFile.load(path: path, name: name), name: name)
        print(TruthReport.line(c))
        // Each verdict as a plain Bool, so a miss prints the message, not the whole comparison.
        let velocity = c.velocityPasses, rest = c.restPasses, xt = c.rmsPasses, settle = c.settlePasses
        #expect(velocity, "\(name): release velocity \(c.velocity) px/s, the engine's \(c.engineVelocity ?? .nan)")
        #expect(rest, "\(name): rest \(c.presetRest) px from the lift, the engine's \(c.engineRest)")
        #expect(xt, "\(name): x(t) after the lift \(c.rms) px RMS (worst \(c.worst)), start \(c.rule.rawValue) at \(c.startMs) ms, offset \(c.startOffset)")
        #expect(settle, "\(name): last move \(c.settleFrames) frames from the engine's (\(c.presetSettleMs) ms vs \(c.engineSettleMs) ms)")
    }

    @Test("Chromium and Qt Quick have at least six files each, each naming its engine's version")
    func enough() throws {
        for engine in ["chromium", "qtquick"] {
            let files = Self.files.filter { $0.name.hasPrefix(engine + "/") }
            #expect(files.count >= 6, "\(engine): \(files.count) truth files")
            for (name, path) in files {
                let file = try TruthFile.load(path: path, name: name)
                #expect(file.engine.name == engine, "\(name) holds \(file.engine.name)")
                #expect(!file.engine.version.isEmpty && file.engine.package != "hand-made", "\(name): no engine version")
                #expect(file.gesture.name + ".json" == URL(fileURLWithPath: path).lastPathComponent, "\(name): gesture \(file.gesture.name)")
            }
        }
    }

    @Test("physics verify lists each file's cases under its preset")
    func verifyCases() throws {
        for (name, path) in Self.files {
            let file = try TruthFile.load(path: path, name: name)
            let cases = TruthCases.cases(for: file.engine.name, directory: Self.directory)
                .filter { $0.origin.contains("/\(name).json") }
            #expect(cases.count == (file.release.velocity == nil ? 3 : 4), "\(name)")
        }
    }
}
