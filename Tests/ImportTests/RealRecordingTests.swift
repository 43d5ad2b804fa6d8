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
        let capture = try CaptureImport.read(bytes: try CaptureFile.read(path: path), name: file)
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

    /// The recordings, in the order of each preset's goldens.
    static let recordings = ["synaptics-two-finger-scroll.evemu", "ep0430m09-two-finger-drag.evemu", "ibm-scrollpoint-wheel.evemu"]

    /// Final (outer, inner) offsets, rounded to 0.01 px, one line per preset, one pair per recording
    /// (scripts/retake-goldens.sh does not cover these: change them by hand, and say why in the
    /// commit). The touchpad ends where it started (its scroll goes down and back up twice); the
    /// touchscreen's two-finger drag up flings the header shut under the presets that hand over, and
    /// the list alone under the latching ones; the mouse's 120 notches reach the end of the list
    /// under every preset.
    static let goldens: [String: [[Double]]] = [
        "ios": [[0, 0], [280, 231.22], [280, 12048]],
        "android": [[0, 0], [280, 91.24], [280, 12048]],
        "chromium": [[0, 17.3], [0, 364.34], [280, 12048]],
        "firefox": [[0, 14.44], [0, 345.24], [280, 12048]],
        "gtk": [[0, 0], [0, 443.64], [0, 12048]],
        "qtquick": [[0, 0], [0, 391], [0, 12048]],
        "flutter": [[0, 0], [280, 91.81], [280, 12048]],
        "chromeos": [[0, 22.6], [0, 382.5], [280, 12048]],
    ]

    @Test("each recording imports, writes a valid session with its provenance, and replays under every preset to its golden final state",
          arguments: recordings)
    func goldenFinalStates(file: String) throws {
        let (text, result) = try Self.session(file)
        let reader = try SessionReader(bytes: Array(text.utf8), name: file)
        #expect(reader.header.imported == ImportedRecording(format: "evemu", device: result.deviceNames.joined(separator: ", "), file: file))
        let index = try #require(Self.recordings.firstIndex(of: file))
        for preset in PhysicsPreset.all {
            let golden = try #require(Self.goldens[preset.name], "no goldens for preset \(preset.name): add its line")
            let last = try #require(try Self.states(text, name: file, preset: preset).last)
            let final = [(last.outer * 100).rounded() / 100, (last.inner * 100).rounded() / 100]
            #expect(final == golden[index], "\(preset.name) on \(file)")
        }
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
