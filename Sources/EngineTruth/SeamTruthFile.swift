import Foundation
import ScrollEngine

/// One gesture run on one real engine over nested scrollers (`assets/truth/ENGINE/nested-*.json`,
/// docs/truth.md "Nested scrollers"): the input as a Handoff session on the `profile` scene, every
/// frame the engine drew with each scroller's offset, and every handoff the engine logged.
///
/// The keys are the single-scroller file's (`TruthFile`) plus `scrollers`, `handoffs` and
/// `overscroll_behavior`; a frame holds one offset per scroller.
public struct SeamTruthFile: Sendable, Decodable {
    /// One scroller of the page, outermost first.
    public struct Scroller: Sendable, Decodable, Equatable {
        /// `outer` or `inner`: the profile scene's trace ids.
        public var id: String
        /// Its viewport's height, px.
        public var viewport: Double
        /// Its content's height, px.
        public var content: Double
    }

    /// A handoff the engine logged: the scroller a fling (or a pan's leftover) left, the one it
    /// went to, and with what velocity.
    public struct Handoff: Sendable, Decodable, Equatable {
        /// Session time, ms.
        public var t: Double
        /// The scroller handing on.
        public var from: String
        /// The scroller taking it, nil when none did.
        public var to: String?
        /// The velocity handed on, px/s, positive toward larger offsets; nil where the log has none.
        public var velocity: Double?
        /// `handed` or `dropped` (Firefox: "dropping handoff due to disallowed immediate handoff").
        public var outcome: String
        /// The engine's own log line.
        public var log: String?
        /// When the scroller taking a fling started its clock, session ms, where the engine's log
        /// says (Firefox: the taker's fling built in APZ's handoff task, which runs a fraction of
        /// a millisecond after the vsync whose sample handed it on).
        public var started: Double?
    }

    /// The lift the file is about, as `TruthFile.Release`, plus the scroller the engine flung.
    public struct Release: Sendable, Decodable {
        /// The lift's session time, ms.
        public var t: Double
        /// The flung scroller's offset when the lift arrived, px.
        public var offset: Double?
        /// The engine's own release velocity, px/s, positive toward larger offsets, where it says.
        public var velocity: Double?
        /// The scroller the engine started its fling on, where it says.
        public var scroller: String?
        /// When the engine handled the lift, session ms, where its trace says (`TruthFile.Release`).
        public var handled: Double?
        /// Where the clock of the animation the lift started has its zero, session ms, where the
        /// engine's trace says (`TruthFile.Release.timelineStart`).
        public var timelineStart: Double?

        enum CodingKeys: String, CodingKey {
            case t, offset, velocity, scroller, handled
            case timelineStart = "timeline_start"
        }
    }

    /// Format version (`truth`).
    public var version: Int
    /// The engine.
    public var engine: TruthFile.Engine
    /// The gesture.
    public var gesture: TruthFile.Gesture
    /// The page or QML used.
    public var source: TruthFile.Source?
    /// The window, [width, height] px.
    public var viewport: [Double]
    /// The scrollers, outermost first.
    public var scrollers: [Scroller]
    /// The input as session lines (header first; scene `profile`).
    public var session: [String]
    /// Every engine frame: its time and each scroller's offset.
    public var frames: [SeamTruthFrame]
    /// The lift, where the gesture has one.
    public var release: Release?
    /// Every handoff the engine logged, in time order.
    public var handoffs: [Handoff]
    /// The inner scroller's CSS `overscroll-behavior` (browsers), nil elsewhere.
    public var overscrollBehavior: String?
    /// What a reader needs to know.
    public var notes: String?
    /// For each frame of the drag, the input the engine had applied when it made that frame, from
    /// the engine's own evidence (docs/truth.md "The drag's x(t)"); nil where the file has none.
    public var dragShown: [SeamShownInput]?

    enum CodingKeys: String, CodingKey {
        case version = "truth"
        case engine, gesture, source, viewport, scrollers, session, frames, release, handoffs, notes
        case overscrollBehavior = "overscroll_behavior"
        case dragShown = "drag_shown"
    }

    /// The preset the file holds to.
    public var preset: PhysicsPreset? { PhysicsPreset.named(engine.name) }

    /// Reads and checks the file at `path`; `name` is how messages call it.
    public static func load(path: String, name: String? = nil) throws(TruthError) -> SeamTruthFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw TruthError(file: name ?? path, problem: "cannot read: \(error.localizedDescription)")
        }
        return try parse(data, name: name ?? path)
    }

    /// Parses and checks a nested truth file's bytes.
    public static func parse(_ data: Data, name: String) throws(TruthError) -> SeamTruthFile {
        let file: SeamTruthFile
        do { file = try JSONDecoder().decode(SeamTruthFile.self, from: data) } catch let error as DecodingError {
            throw TruthError(file: name, problem: TruthError.describe(error))
        } catch {
            throw TruthError(file: name, problem: "not a nested truth file: \(error)")
        }
        if let problem = file.problem { throw TruthError(file: name, problem: problem) }
        return file
    }

    /// The scrollers the profile scene has, in its order: what every nested file must name.
    public static let scrollerIDs = ["outer", "inner"]
    /// The overscroll behaviours a file may name.
    public static let overscrollBehaviors = ["auto", "contain"]

    /// What makes the file unusable, or nil.
    var problem: String? {
        if version != TruthFile.formatVersion { return "\"truth\" is \(version), expected \(TruthFile.formatVersion)" }
        if preset == nil {
            return "engine \"\(engine.name)\" names no preset (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))"
        }
        if viewport.count != 2 || !viewport.allSatisfy({ $0.isFinite && $0 > 0 }) { return "\"viewport\" must be [width, height], both > 0" }
        if scrollers.map(\.id) != Self.scrollerIDs {
            return "\"scrollers\" must name \(Self.scrollerIDs.map { "\"\($0)\"" }.joined(separator: " then ")), outermost first"
        }
        for scroller in scrollers where !(scroller.viewport.isFinite && scroller.viewport > 0 && scroller.content.isFinite && scroller.content > 0) {
            return "scroller \"\(scroller.id)\": \"viewport\" and \"content\" must be numbers > 0"
        }
        if session.isEmpty { return "\"session\" is empty" }
        if frames.count < 2 { return "\"frames\" needs at least two frames" }
        for (index, frame) in frames.enumerated() where frame.offsets.count != scrollers.count {
            return "frame \(index) has \(frame.offsets.count) offsets for \(scrollers.count) scrollers"
        }
        for index in frames.indices.dropFirst() where frames[index].timeMs < frames[index - 1].timeMs {
            return "frame \(index) goes back in time (\(frames[index].timeMs) ms after \(frames[index - 1].timeMs) ms)"
        }
        if let release, let start = release.timelineStart, !(start.isFinite && abs(start - release.t) <= TruthFile.handledRangeMs) {
            return "\"release\".\"timeline_start\" must be a number within \(Int(TruthFile.handledRangeMs)) ms of the lift"
        }
        let ids = Set(scrollers.map(\.id))
        for (index, handoff) in handoffs.enumerated() {
            if !ids.contains(handoff.from) || !(handoff.to.map(ids.contains) ?? true) {
                return "handoff \(index) names a scroller that is not in \"scrollers\""
            }
            if handoff.outcome != "handed" && handoff.outcome != "dropped" {
                return "handoff \(index): \"outcome\" must be \"handed\" or \"dropped\""
            }
            if !handoff.t.isFinite || !(handoff.velocity?.isFinite ?? true) { return "handoff \(index) holds a number that is not finite" }
            if let started = handoff.started, !(started.isFinite && abs(started - handoff.t) <= TruthFile.handledRangeMs) {
                return "handoff \(index): \"started\" must be a number within \(Int(TruthFile.handledRangeMs)) ms of its \"t\""
            }
        }
        if let behaviour = overscrollBehavior, !Self.overscrollBehaviors.contains(behaviour) {
            return "\"overscroll_behavior\" must be \"auto\" or \"contain\""
        }
        if let release, !([release.t] + [release.offset, release.velocity].compactMap { $0 }).allSatisfy(\.isFinite) {
            return "\"release\" holds a number that is not finite"
        }
        if let scroller = release?.scroller, !ids.contains(scroller) { return "\"release\".\"scroller\" is not in \"scrollers\"" }
        return dragShownProblem
    }

    /// The first handoff the engine logged as handed on, with a velocity.
    public var handedVelocity: Handoff? { handoffs.first { $0.outcome == "handed" && $0.velocity != nil } }
}

/// One frame of a nested file: `[time ms, offset px per scroller…]`, optionally followed by the
/// time of the fling sample it shows (`TruthFrame.sampledMs`).
public struct SeamTruthFrame: Sendable, Decodable, Equatable {
    /// The frame's time, ms.
    public var timeMs: Double
    /// Each scroller's offset, outermost first, px.
    public var offsets: [Double]
    /// The time of the fling sample the frame shows, where the engine's trace says (Chromium).
    public var sampledMs: Double?

    /// A frame.
    public init(timeMs: Double, offsets: [Double], sampledMs: Double? = nil) {
        self.timeMs = timeMs
        self.offsets = offsets
        self.sampledMs = sampledMs
    }

    /// The numbers of a row written as a JSON array.
    static func numbers(in decoder: any Decoder) throws -> [Double] {
        var row = try decoder.unkeyedContainer()
        var numbers: [Double] = []
        while !row.isAtEnd { numbers.append(try row.decode(Double.self)) }
        return numbers
    }

    public init(from decoder: any Decoder) throws {
        let numbers = try Self.numbers(in: decoder)
        guard numbers.count >= 3, numbers.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected [time ms, outer px, inner px] (and optionally sampled ms)"))
        }
        timeMs = numbers[0]
        // Two scrollers: a fourth number is the sample time, as in the single-scroller files.
        offsets = Array(numbers[1..<min(numbers.count, 3)])
        sampledMs = numbers.count > 3 ? numbers[3] : nil
    }
}
