import Foundation
import Testing
import ScrollEngine
@testable import EngineTruth

/// Every committed nested truth file (assets/truth/ENGINE/nested-*.json) replayed through its
/// preset under the preset's own handoff policy, in Handoff's profile scene: who moved in each
/// frame, each scroller's x(t), the frame of the seam, the velocity handed on. No engine needed.
@Suite("Real engines at the seam")
struct SeamTruthTests {
    static let directory = Repository.path(TruthCatalog.directory)
    static let files = TruthCatalog.seamFiles(in: directory)

    @Test("the preset's seam rule does what its engine did", arguments: files.map(\.name))
    func holds(name: String) throws {
        let path = try #require(Self.files.first { $0.name == name }?.path)
        let c = try SeamComparison(file: SeamTruthFile.load(path: path, name: name), name: name)
        print(SeamReport.line(c))
        // SEAM_FRAMES=ENGINE/GESTURE[,…]: that file's frames, engine beside preset (the name whole,
        // so `nested-flick-down-at-top` does not also print the `-contain` file).
        let shown = ProcessInfo.processInfo.environment["SEAM_FRAMES"]?.split(separator: ",").map(String.init) ?? []
        if shown.contains(name) { print(SeamReport.frames(c)) }
        let seam = c.seamPasses, velocity = c.velocityPasses
        if let gap = SeamKnownGap.all[name] {
            let worst = c.rms.max() ?? 0
            #expect(c.dragRunsMatch && c.dragMismatches.isEmpty && c.moverMismatches.count <= gap.frames && worst <= gap.ceiling,
                    "\(name): a known gap grew (\(gap.why)): x(t) \(worst) px RMS, \(c.moverMismatches.count) frame(s) with other movers")
            #expect(!(c.moversPass && c.rmsPasses), "\(name) now passes: take it off SeamKnownGap.all and docs/truth.md's known gaps")
            #expect(seam, "\(name): seam at frame \(c.presetSeamFrame.map(String.init) ?? "none"), the engine's \(c.engineSeamFrame.map(String.init) ?? "none")")
            #expect(velocity, "\(name): handed on \(c.presetHandedVelocity ?? .nan) px/s, the engine logged \(c.engineHandedVelocity ?? .nan)")
            return
        }
        let movers = c.moversPass, xt = c.rmsPasses
        #expect(movers, "\(name): other scrollers moved in frames \(c.moverMismatches), drag frames \(c.dragMismatches) (engine/preset: \(SeamReport.moverRuns(c)))")
        #expect(xt, "\(name): x(t) RMS outer \(c.rms[0]) px, inner \(c.rms[1]) px")
        #expect(seam, "\(name): seam at frame \(c.presetSeamFrame.map(String.init) ?? "none"), the engine's \(c.engineSeamFrame.map(String.init) ?? "none")")
        #expect(velocity, "\(name): handed on \(c.presetHandedVelocity ?? .nan) px/s, the engine logged \(c.engineHandedVelocity ?? .nan)")
    }

    @Test("a drag frame with other movers counts, unless the engine's own set changes next to it")
    func dragFrames() {
        let engine = [0, 0, 2, 2, 2, 0]
        #expect(SeamComparison.mismatches(engine, [0, 2, 2, 2, 2, 0], in: 0..<6).isEmpty)    // one frame early
        #expect(SeamComparison.mismatches(engine, [0, 0, 2, 0, 2, 0], in: 0..<6) == [4])      // a gap mid-run
        #expect(SeamComparison.mismatches(engine, [0, 0, 2, 1, 2, 0], in: 0..<3).isEmpty)     // outside the range
        // Two frames early: forgiven only within a reach of two.
        let late = [0, 0, 0, 2, 2, 2]
        #expect(SeamComparison.mismatches(late, [0, 2, 2, 2, 2, 2], in: 0..<6) == [2])
        #expect(SeamComparison.mismatches(late, [0, 2, 2, 2, 2, 2], in: 0..<6, reach: 2).isEmpty)
        #expect(SeamComparison.mismatches(late, [2, 2, 2, 2, 2, 2], in: 0..<6, reach: 2) == [1])   // three early
        // A frame whose moves were alike on both sides is no mismatch; others still are.
        #expect(SeamComparison.mismatches(engine, [0, 0, 2, 0, 2, 0], in: 0..<6, alike: { $0 == 3 }).isEmpty)
        #expect(SeamComparison.mismatches(engine, [0, 0, 2, 0, 2, 0], in: 0..<6, alike: { $0 == 2 }) == [4])
    }

    @Test("every known gap names a committed nested file")
    func knownGapsExist() {
        for name in SeamKnownGap.all.keys { #expect(Self.files.contains { $0.name == name }, "\(name) is not a committed nested file") }
    }

    @Test("Chromium, Firefox, Qt Quick and GTK have at least four nested files each, each naming its engine's version")
    func enough() throws {
        for engine in ["chromium", "firefox", "qtquick", "gtk"] {
            let files = Self.files.filter { $0.name.hasPrefix(engine + "/") }
            #expect(files.count >= 4, "\(engine): \(files.count) nested truth files")
            for (name, path) in files {
                let file = try SeamTruthFile.load(path: path, name: name)
                #expect(file.engine.name == engine, "\(name) holds \(file.engine.name)")
                #expect(!file.engine.version.isEmpty, "\(name): no engine version")
                #expect(file.gesture.name + ".json" == URL(fileURLWithPath: path).lastPathComponent, "\(name): gesture \(file.gesture.name)")
            }
        }
    }

    @Test("the single-scroller catalogue leaves the nested files out, the seam catalogue keeps only them")
    func catalogues() {
        #expect(TruthCatalog.files(in: Self.directory).allSatisfy { !$0.name.contains("/nested-") })
        #expect(Self.files.allSatisfy { $0.name.contains("/nested-") })
    }

    // MARK: - The comparison itself, on files made here

    /// A file whose frames are what the preset itself does is held to pass, exactly.
    @Test("a file of the preset's own frames passes with no error", arguments: ["chromium", "ios", "gtk", "firefox"])
    func ownFramesPass(preset: String) throws {
        let made = try SeamFixture.file(preset: preset)
        let c = try SeamComparison(file: made, name: "made/\(preset)")
        #expect(c.rms == [0, 0])
        #expect(c.moversPass && c.seamPasses && c.passes)
    }

    /// The drag's x(t) is set beside the preset's frame `lag` frames back: frames that show each
    /// move a frame late match at lag 1 exactly and miss at lag 0; the lift ends the drag.
    @Test("the drag's x(t) is measured at a lag of whole frames, up to the lift")
    func dragLag() throws {
        var made = try SeamFixture.file(preset: "chromium")
        made.release = SeamTruthFile.Release(t: 164, offset: nil, velocity: nil, scroller: nil, handled: nil, timelineStart: nil)
        let own = try SeamComparison(file: made, name: "made/own")
        #expect(own.dragShownRms == [0, 0])
        #expect(own.dragFrames == 1..<own.liftFrame && own.liftFrame < made.frames.count)
        #expect(own.dragRms(lag: 0) == [0, 0])
        var late = made
        late.frames = made.frames.indices.map { i in SeamTruthFrame(timeMs: made.frames[i].timeMs, offsets: made.frames[max(0, i - 1)].offsets) }
        let c = try SeamComparison(file: late, name: "made/late")
        #expect(c.dragRms(lag: 1) == [0, 0])
        #expect((c.dragRms(lag: 0)?[1] ?? 0) > 10, "a flick at 1500 px/s moves 25 px a frame")
        #expect((c.dragRms(lag: 2)?[1] ?? 0) > 10)
    }

    /// The same frames with the scrollers swapped (the engine moved the other one) must fail on who
    /// moved and on x(t): the test can tell one seam rule from another.
    @Test("frames where the other scroller moved fail")
    func swappedFails() throws {
        var made = try SeamFixture.file(preset: "chromium")
        made.frames = made.frames.map { SeamTruthFrame(timeMs: $0.timeMs, offsets: [$0.offsets[0] + ($0.offsets[1] - made.frames[0].offsets[1]), made.frames[0].offsets[1]]) }
        let c = try SeamComparison(file: made, name: "made/swapped")
        #expect(!c.moversPass)
        #expect(!c.rmsPasses)
        #expect(!c.passes)
    }

    /// Under `nested` a flick on the header crosses the seam; under `latch` it does not: the
    /// seam frame tells them apart, and a handed velocity the engine logged must be matched.
    @Test("the seam frame and the handed velocity are checked")
    func seamAndVelocity() throws {
        var made = try SeamFixture.file(preset: "ios", onHeader: true)
        let own = try SeamComparison(file: made, name: "made/ios")
        let seam = try #require(own.presetSeamFrame)
        let handed = try #require(own.presetHandedVelocity)
        #expect(own.engineSeamFrame == seam)
        made.handoffs = [SeamTruthFile.Handoff(t: 0, from: "outer", to: "inner", velocity: handed * 1.01, outcome: "handed", log: nil)]
        let off = try SeamComparison(file: made, name: "made/ios-velocity")
        #expect(!off.velocityPasses)
        let latched = try SeamComparison(file: made, name: "made/ios-latch", policy: .latch)
        #expect(latched.presetSeamFrame == nil)
        #expect(!latched.seamPasses)
    }

    /// APZ's handed fling starts its clock when its handoff task runs, a fraction of a millisecond
    /// after the vsync; the file says when (`started`) and the preset's taker counts from there.
    /// In this file the outer's frame stops 0.1 px short of 0 at the frame where the preset,
    /// counting from the vsync, already overscrolls: without `started` it misses.
    @Test("a handed fling counts from when the engine's handoff task started it")
    func handedFlingStart() throws {
        let name = "firefox/nested-flick-down-at-top"
        let path = try #require(Self.files.first { $0.name == name }?.path)
        var file = try SeamTruthFile.load(path: path, name: name)
        let handed = try #require(file.handoffs.first { $0.started != nil })
        // A sample for the frame at `t` ran at the vsync a period before; the task ran just after it.
        let lead = handed.t - handed.started!
        #expect(lead > 12 && lead < 17.2)
        let own = try SeamComparison(file: file, name: name)
        file.handoffs = file.handoffs.map { var h = $0; h.started = nil; return h }
        let atVsync = try SeamComparison(file: file, name: name + "/no-started")
        #expect(own.rms[0] < SeamComparison.Tolerance.rms)
        #expect(atVsync.rms[0] > own.rms[0] + 1)
    }

    @Test("bad nested files are refused with the key that is wrong")
    func refusals() throws {
        let good = try SeamFixture.json(preset: "chromium")
        for (change, expected) in [("\"outer\"", "\"wrong\""), ("\"truth\": 1", "\"truth\": 2")] {
            let text = good.replacingOccurrences(of: change, with: expected)
            #expect(throws: TruthError.self) { try SeamTruthFile.parse(Data(text.utf8), name: "bad") }
        }
        let oneOffset = good.replacingOccurrences(of: #"\[(\d+(\.\d+)?), (-?\d+(\.\d+)?), (-?\d+(\.\d+)?)\]"#, with: "[$1, $3]", options: .regularExpression)
        #expect(throws: TruthError.self) { try SeamTruthFile.parse(Data(oneOffset.utf8), name: "one offset") }
    }
}
