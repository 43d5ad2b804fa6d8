import Foundation
import Import
import Replay
import Scenes
import ScrollEngine
import Sessions
import Testing

/// The captures in assets/recordings (real devices, recorded by other people) imported and
/// replayed under every preset: what each does in the profile scene is pinned here.
@Suite("Import: real recordings replay under every preset")
struct RealRecordingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `file` imported as `handoff import` does with its defaults (profile scene, 1280×800, 60 Hz).
    static func session(_ file: String) throws -> (text: String, result: CaptureImport.Result) {
        let path = root + "/assets/recordings/" + file
        let capture = try CaptureFile.read(path: path)
        let result = try CaptureImport.events(from: capture, window: ImportWindow(width: 1280, height: 800), file: file)
        var header = SessionHeader(scene: .profile, physics: "ios", width: 1280, height: 800, hz: 60)
        header.imported = ImportedRecording(format: capture.format, device: result.deviceNames.joined(separator: ", "), file: file)
        return (try SessionWriter.text(header: header, events: result.events, name: file), result)
    }

    /// Every frame's state of the session replayed under `preset`.
    static func states(_ text: String, name: String, preset: PhysicsPreset) throws -> [SceneState] {
        let replay = try Replay(reader: SessionReader(bytes: Array(text.utf8), name: name),
                                overrides: ReplayOverrides(physics: preset))
        var states: [SceneState] = []
        _ = try replay.run(afterFrame: { _, _, state in states.append(state) })
        return states
    }

    /// The recordings, in the golden table's order.
    static let recordings = ["synaptics-two-finger-scroll.evemu", "ep0430m09-two-finger-drag.evemu", "ibm-scrollpoint-wheel.evemu"]

    /// Final (outer, inner) offsets of each recording under each preset, rounded to 0.01 px: one
    /// line per recording and preset, written by this test under `HANDOFF_UPDATE_GOLDEN=1` (and by
    /// scripts/retake-goldens.sh), so a new preset needs no edit here. The touchpad ends where it
    /// started (its scroll goes down and back up twice); the touchscreen's two-finger drag up flings
    /// the header shut under the presets that hand over, and the list alone under the latching
    /// ones; the mouse's 120 notches reach the end of the list under every preset.
    static let golden = root + "/assets/recordings/golden.tsv"
    static let columns = "recording\tphysics\touter\tinner"

    /// A golden line's key: the recording and the preset.
    static func key(_ file: String, _ preset: String) -> String { file + "\t" + preset }

    /// An offset rounded to 0.01 px, as a person writes it (`0`, `17.3`, `12048`).
    static func figure(_ offset: Double) -> String {
        let rounded = (offset * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }

    /// What differs between the figures now (`key(file, preset)` → `outer\tinner`) and the golden
    /// lines, one sentence each: a missing line names its preset and says how to add it.
    static func problems(now: [(key: String, figures: String)], golden lines: [String]) -> [String] {
        var golden: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            golden[key(fields[0], fields[1])] = fields.dropFirst(2).joined(separator: "\t")
        }
        var problems: [String] = []
        /// `preset ios on a.evemu`.
        func name(_ key: String) -> String {
            let fields = key.split(separator: "\t")
            return "preset \(fields[1]) on \(fields[0])"
        }
        for (key, figures) in now {
            guard let want = golden.removeValue(forKey: key) else {
                problems.append("assets/recordings/golden.tsv has no line for \(name(key)) (a new preset?): "
                                + "HANDOFF_UPDATE_GOLDEN=1 swift test --filter RealRecordingTests writes it; check its figures")
                continue
            }
            if figures != want { problems.append("\(name(key)): outer, inner now \(figures), golden \(want)") }
        }
        for key in golden.keys.sorted() {
            problems.append("assets/recordings/golden.tsv has a line for \(name(key)), which no longer exists")
        }
        return problems
    }

    @Test("each recording imports, writes a valid session with its provenance, and replays under every preset to its golden final state")
    func goldenFinalStates() throws {
        var now: [(key: String, figures: String)] = []
        for file in Self.recordings {
            let (text, result) = try Self.session(file)
            let reader = try SessionReader(bytes: Array(text.utf8), name: file)
            #expect(reader.header.imported == ImportedRecording(format: "evemu", device: result.deviceNames.joined(separator: ", "), file: file))
            for preset in PhysicsPreset.all {
                let last = try #require(try Self.states(text, name: file, preset: preset).last)
                now.append((Self.key(file, preset.name), Self.figure(last.outer) + "\t" + Self.figure(last.inner)))
            }
        }
        if ProcessInfo.processInfo.environment["HANDOFF_UPDATE_GOLDEN"] == "1" {
            let lines = [Self.columns] + now.map { $0.key + "\t" + $0.figures }
            try (lines.joined(separator: "\n") + "\n").write(toFile: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let lines = try String(contentsOfFile: Self.golden, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == Self.columns)
        for problem in Self.problems(now: now, golden: lines) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("a preset without golden lines fails naming it and the command that writes them")
    func missingPresetIsNamed() {
        let now = [(Self.key("a.evemu", "ios"), "0\t0"), (Self.key("a.evemu", "newpreset"), "280\t12.5")]
        let problems = Self.problems(now: now, golden: [Self.columns, "a.evemu\tios\t0\t0", "a.evemu\tgone\t1\t1"])
        #expect(problems.count == 2)
        #expect(problems.first?.contains("no line for preset newpreset on a.evemu") == true, "\(problems)")
        #expect(problems.first?.contains("HANDOFF_UPDATE_GOLDEN=1") == true)
        #expect(problems.last?.contains("preset gone on a.evemu") == true, "\(problems)")
    }

    @Test("the real touchpad's two-finger scroll and lift start a kinetic fling that crosses the header→list seam (ios, nested)")
    func touchpadFlingCrossesTheSeam() throws {
        let file = "synaptics-two-finger-scroll.evemu"
        let (text, result) = try Self.session(file)
        #expect(result.deviceNames == ["SynPS/2 Synaptics TouchPad"])
        let lastInput = try #require(result.events.last?.t)
        let replay = try Replay(reader: SessionReader(bytes: Array(text.utf8), name: file))
        var frames: [(time: Double, state: SceneState)] = []
        _ = try replay.run(afterFrame: { _, time, state in frames.append((time, state)) })
        let crossing = frames.indices.dropFirst().first { index in
            frames[index].state.phase == .fling
                && frames[index - 1].state.outer < 280 && frames[index].state.outer == 280 && frames[index].state.inner > 0
        }
        let seam = try #require(crossing, "no frame where a fling fills the header and carries into the list")
        // The trace carries a release on the frame of the lift: the last one before the seam.
        let release = try #require(frames[..<seam].last { $0.state.release != nil }?.state.release)
        #expect(release.liftVelocity > 300, "the lift is a flick, not a rest: \(release.liftVelocity) px/s")
        #expect(Swift.abs(frames[seam].state.velocity) > 100, "momentum, not a rest, reaches the list")
        // Nothing but momentum moves it there: no event between the lift and the seam.
        let nextInput = result.events.first { $0.t > release.timeMs }?.t ?? lastInput
        #expect(release.timeMs < frames[seam].time && frames[seam].time < nextInput)
    }
}
