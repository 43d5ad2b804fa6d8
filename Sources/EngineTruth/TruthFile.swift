import Foundation
import ScrollEngine

/// One gesture run on one real engine (`assets/truth/ENGINE/GESTURE.json`, docs/truth.md): the
/// input exactly as the engine received it, as a Handoff session, and every frame the engine drew
/// from the first input to rest, with what the engine itself said of the release.
public struct TruthFile: Sendable, Decodable {
    /// The only format version there is.
    public static let formatVersion = 1
    /// How far `release.handled` may lie from the lift, ms: an engine handles a lift within a
    /// second, or the file is not about that lift.
    public static let handledRangeMs = 1000.0

    /// The engine that ran the gesture.
    public struct Engine: Sendable, Decodable {
        /// The Handoff preset this file holds to (`chromium`, `qtquick`, …).
        public var name: String
        /// The Debian package that provided the engine.
        public var package: String
        /// The package's exact version.
        public var version: String
        /// What the engine says of itself (`Chrome/156.0.7444.59`, `Qt 6.4.2`).
        public var product: String
    }

    /// What the finger did.
    public struct Gesture: Sendable, Decodable {
        /// A short slug (`flick-2000`, `reflick`, …), the file's name.
        public var name: String
        /// The gesture in a sentence.
        public var summary: String
    }

    /// The page or QML the engine ran, committed in the repository.
    public struct Source: Sendable, Decodable {
        /// Its path from `assets/`.
        public var path: String
        /// Its SHA-256, hex.
        public var sha256: String
    }

    /// The lift that started the fling the file is about (the last lift, for a flick into a
    /// running fling).
    public struct Release: Sendable, Decodable {
        /// The lift's session time, ms.
        public var t: Double
        /// The engine's offset when the lift arrived (its own drag's end, touch slop swallowed), px.
        public var offset: Double
        /// The engine's own release velocity, px/s, positive toward larger offsets; nil where the
        /// engine does not expose it.
        public var velocity: Double?
        /// Finger travel the engine swallowed before it scrolled, px, if measured.
        public var slop: Double?
        /// When the engine handled the lift, on its own clock, session ms, where it says:
        /// Chromium's `FlingController::HandlingGestureFling` (its first sample), GTK's frame
        /// clock reading (its kinetic scrolling's start, up to half a frame before the lift);
        /// nil: at `t`.
        public var handled: Double?
        /// Where the clock of the fling (or the return from past a bound) the lift started has
        /// its zero, session ms, where the engine's trace says: Qt Quick's animation clock, from
        /// its tick dump (truth/qtquick/README.md). The `input` start rule counts from it.
        public var timelineStart: Double?

        enum CodingKeys: String, CodingKey {
            case t, offset, velocity, slop, handled
            case timelineStart = "timeline_start"
        }
    }

    /// Format version (`truth`).
    public var version: Int
    /// The engine.
    public var engine: Engine
    /// The gesture.
    public var gesture: Gesture
    /// The page or QML used.
    public var source: Source?
    /// The scrolling viewport, [width, height] px.
    public var viewport: [Double]
    /// Scrollable content height, px.
    public var content: Double
    /// The input as session lines (header first).
    public var session: [String]
    /// Every engine frame from the first input to rest.
    public var frames: [TruthFrame]
    /// The release.
    public var release: Release
    /// What a reader needs to know.
    public var notes: String?
    /// The start rule the engine followed in this recording where it is not its preset's: the
    /// app the recorder ran changed it (Qt's `FrameAnimation` keeps the animation timer ticking,
    /// so those files start at the frame before the lift).
    public var startRule: FlingStartRule?

    enum CodingKeys: String, CodingKey {
        case version = "truth"
        case engine, gesture, source, viewport, content, session, frames, release, notes
        case startRule = "start_rule"
    }

    /// The viewport's height: the extent along the scroll axis, px.
    public var viewportHeight: Double { viewport.count == 2 ? viewport[1] : 0 }

    /// The preset the file holds to.
    public var preset: PhysicsPreset? { PhysicsPreset.named(engine.name) }

    /// Reads and checks the file at `path`; `name` is how messages call it (default: the path).
    public static func load(path: String, name: String? = nil) throws(TruthError) -> TruthFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw TruthError(file: name ?? path, problem: "cannot read: \(error.localizedDescription)")
        }
        return try parse(data, name: name ?? path)
    }

    /// Parses and checks a truth file's bytes.
    public static func parse(_ data: Data, name: String) throws(TruthError) -> TruthFile {
        let file: TruthFile
        do { file = try JSONDecoder().decode(TruthFile.self, from: data) } catch let error as DecodingError {
            throw TruthError(file: name, problem: TruthError.describe(error))
        } catch {
            throw TruthError(file: name, problem: "not a truth file: \(error)")
        }
        if let problem = file.problem { throw TruthError(file: name, problem: problem) }
        return file
    }

    /// What makes the file unusable, or nil.
    var problem: String? {
        if version != Self.formatVersion { return "\"truth\" is \(version), expected \(Self.formatVersion)" }
        if preset == nil {
            return "engine \"\(engine.name)\" names no preset (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))"
        }
        if viewport.count != 2 || !viewport.allSatisfy({ $0.isFinite && $0 > 0 }) { return "\"viewport\" must be [width, height], both > 0" }
        if !(content.isFinite && content > 0) { return "\"content\" must be a number > 0" }
        if session.isEmpty { return "\"session\" is empty" }
        if frames.count < 2 { return "\"frames\" needs at least two frames" }
        for index in frames.indices.dropFirst() where frames[index].timeMs < frames[index - 1].timeMs {
            return "frame \(index) goes back in time (\(frames[index].timeMs) ms after \(frames[index - 1].timeMs) ms)"
        }
        let numbers = [release.t, release.offset] + [release.velocity, release.slop, release.handled, release.timelineStart].compactMap { $0 }
        if !numbers.allSatisfy(\.isFinite) { return "\"release\" holds a number that is not finite" }
        if let handled = release.handled, abs(handled - release.t) > Self.handledRangeMs {
            return "\"release\".\"handled\" (\(handled) ms) is more than \(Int(Self.handledRangeMs)) ms from the lift (\(release.t) ms)"
        }
        if let start = release.timelineStart, abs(start - release.t) > Self.handledRangeMs {
            return "\"release\".\"timeline_start\" (\(start) ms) is more than \(Int(Self.handledRangeMs)) ms from the lift (\(release.t) ms)"
        }
        return nil
    }
}

/// One frame the engine drew: `[time ms, offset px]` in the session's time base, or
/// `[time ms, offset px, sampled ms]` where the engine's own trace says which of its fling's
/// samples the frame shows (Chromium's browser samples the curve, its renderer draws the sample
/// at the frame it reaches: the same frame or the next, a race between two processes).
public struct TruthFrame: Sendable, Decodable, Equatable {
    /// The frame's time, ms.
    public var timeMs: Double
    /// The scroll offset it showed, px.
    public var offset: Double
    /// The time at which the engine sampled the fling this frame shows, ms; nil where the file
    /// does not say (the frame then shows the sample its preset's start rule gives).
    public var sampledMs: Double?

    /// A frame.
    public init(timeMs: Double, offset: Double, sampledMs: Double? = nil) {
        self.timeMs = timeMs
        self.offset = offset
        self.sampledMs = sampledMs
    }

    public init(from decoder: any Decoder) throws {
        let wrong = DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                      debugDescription: "expected [time ms, offset px] or [time ms, offset px, sampled ms]"))
        var pair = try decoder.unkeyedContainer()
        guard pair.count == 2 || pair.count == 3 else { throw wrong }
        timeMs = try pair.decode(Double.self)
        offset = try pair.decode(Double.self)
        sampledMs = pair.isAtEnd ? nil : try pair.decode(Double.self)
        guard timeMs.isFinite, offset.isFinite, sampledMs?.isFinite ?? true else { throw wrong }
        if let sampledMs, sampledMs > timeMs + 1 { throw wrong }
    }
}
