import Foundation
import ScrollEngine

/// One fling run through an engine's own code, compiled here without its platform
/// (`assets/truth/ENGINE/NAME.json` with `"kind": "engine-code-run"`, docs/truth.md): AOSP's
/// `OverScroller.java` driven frame by frame by `truth/android/FlingDriver.java`. Unlike a
/// recorded truth file it has no finger: the fling's velocity, start and frame rate are given
/// (`fling`), and the frames are what the code returned at each frame time.
public struct EngineCodeRunFile: Sendable, Decodable {
    /// The value of `kind` that marks these files among the truth files.
    public static let kind = "engine-code-run"

    /// The code that ran: where it comes from and which bytes.
    public struct Code: Sendable, Decodable {
        /// The repository (`aosp-mirror/platform_frameworks_base`).
        public var repository: String
        /// The revision the file was taken at.
        public var revision: String
        /// Its path in the repository.
        public var path: String
        /// The SHA-256 of the bytes compiled.
        public var sha256: String
    }

    /// What the driver asked of the code.
    public struct Fling: Sendable, Decodable {
        /// The fling's velocity, px/s, positive toward larger offsets.
        public var velocity: Double
        /// The offset at the lift, px.
        public var start: Double
        /// The frame rate, Hz.
        public var frameHz: Double
        /// The lift's time, ms: when `fling` was called, on the frames' clock.
        public var t: Double
        /// The scroll range `[min, max]` the code was given, px.
        public var range: [Double]

        enum CodingKeys: String, CodingKey {
            case velocity, start, t, range
            case frameHz = "frame_hz"
        }
    }

    /// Where the code left the scroller.
    public struct Rest: Sendable, Decodable {
        /// The offset once it reported itself finished, px.
        public var offset: Double
        /// The last frame that moved, ms.
        public var settleMs: Double

        enum CodingKeys: String, CodingKey {
            case offset
            case settleMs = "settle_ms"
        }
    }

    /// `"engine-code-run"`.
    public var kind: String
    /// The preset held and the runtime the code ran on (its Debian package and version).
    public var engine: TruthFile.Engine
    /// The code.
    public var code: Code
    /// The run's name and a sentence.
    public var gesture: TruthFile.Gesture
    /// The fling asked for.
    public var fling: Fling
    /// Every frame from the lift on: `[time ms, offset px]`.
    public var frames: [TruthFrame]
    /// The speed the code reported at each frame, px/s, where the file gives it.
    public var velocities: [Double]?
    /// The scroller at rest.
    public var rest: Rest

    /// The preset the file holds to.
    public var preset: PhysicsPreset? { PhysicsPreset.named(engine.name) }

    /// Whether the JSON file at `path` says it is an engine-code run (false when unreadable:
    /// the truth loader then reports the problem).
    public static func holds(path: String) -> Bool {
        struct Kind: Decodable { var kind: String? }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
              let found = try? JSONDecoder().decode(Kind.self, from: data) else { return false }
        return found.kind == kind
    }

    /// The engine-code runs under `directory` (`ENGINE/NAME.json`) as (name `ENGINE/NAME`, path),
    /// in name order.
    public static func files(in directory: String) -> [(name: String, path: String)] {
        let manager = FileManager.default
        guard let engines = try? manager.contentsOfDirectory(atPath: directory) else { return [] }
        return engines.sorted().flatMap { engine -> [(name: String, path: String)] in
            let folder = directory + "/" + engine
            let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            return entries.sorted().filter { $0.hasSuffix(".json") && holds(path: folder + "/" + $0) }
                .map { (engine + "/" + $0.dropLast(".json".count), folder + "/" + $0) }
        }
    }

    /// Reads and checks the file at `path`; `name` is how messages call it.
    public static func load(path: String, name: String? = nil) throws(TruthError) -> EngineCodeRunFile {
        let label = name ?? path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw TruthError(file: label, problem: "cannot read: \(error.localizedDescription)")
        }
        return try parse(data, name: label)
    }

    /// Parses and checks an engine-code run's bytes.
    public static func parse(_ data: Data, name: String) throws(TruthError) -> EngineCodeRunFile {
        let file: EngineCodeRunFile
        do { file = try JSONDecoder().decode(EngineCodeRunFile.self, from: data) } catch let error as DecodingError {
            throw TruthError(file: name, problem: TruthError.describe(error))
        } catch {
            throw TruthError(file: name, problem: "not an engine-code run: \(error)")
        }
        if let problem = file.problem { throw TruthError(file: name, problem: problem) }
        return file
    }

    /// What makes the file unusable, or nil.
    var problem: String? {
        if kind != Self.kind { return "\"kind\" is \"\(kind)\", expected \"\(Self.kind)\"" }
        if preset == nil {
            return "engine \"\(engine.name)\" names no preset (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))"
        }
        let numbers = [fling.velocity, fling.start, fling.frameHz, fling.t, rest.offset, rest.settleMs] + fling.range
        if !numbers.allSatisfy(\.isFinite) { return "\"fling\" or \"rest\" holds a number that is not finite" }
        if !(fling.frameHz > 0) { return "\"fling\".\"frame_hz\" must be > 0" }
        if fling.range.count != 2 || fling.range[0] > fling.range[1] { return "\"fling\".\"range\" must be [min, max], min ≤ max" }
        if frames.count < 2 { return "\"frames\" needs at least two frames" }
        if frames[0].timeMs != fling.t { return "the first frame (\(frames[0].timeMs) ms) is not the lift (\(fling.t) ms)" }
        for index in frames.indices.dropFirst() where frames[index].timeMs <= frames[index - 1].timeMs {
            return "frame \(index) does not come after the one before (\(frames[index].timeMs) ms after \(frames[index - 1].timeMs) ms)"
        }
        if let velocities, velocities.count != frames.count { return "\"velocities\" has \(velocities.count) values for \(frames.count) frames" }
        return nil
    }
}
