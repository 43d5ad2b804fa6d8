/// Each engine's momentum as its own code computes it, frame by frame, written from the engine's
/// source independently of Handoff's simulations (which may use closed forms, other precisions or
/// shared parts): the expected side of `physics verify`'s replica cases. Each preset's file adds
/// its engine's function here and names it in its `PresetDefinition`'s `EngineReplica`.
///
/// A replica gets the release velocity (px/s, positive toward more), the offset at the release (for
/// engines that round to whole pixels of the offset), the viewport, and the times after the
/// release of the frames that follow (s); it returns the offset relative to the release at each of
/// those frames, where the fling rests, and the time after the release of the last frame at which
/// the engine still moved it.
public enum EngineReference {
    /// The path of one fling.
    public struct Path: Sendable {
        /// Offset relative to the release at each frame.
        public var offsets: [Double]
        /// Resting offset relative to the release.
        public var rest: Double
        /// Time after the release of the last frame that moved, s.
        public var settle: Double
    }

    /// Walks `position(τ)` over the frames until `done(τ)`, where it lands on `rest`.
    static func walk(_ frames: [Double], rest: Double, done: (Double) -> Bool, position: (Double) -> Double) -> Path {
        var offsets: [Double] = []
        var settle = 0.0
        var last = 0.0
        for tau in frames {
            let x = done(tau) ? rest : position(tau)
            if abs(x - last) > ReferenceFlick.stillPx { settle = tau }
            last = x
            offsets.append(x)
        }
        return Path(offsets: offsets, rest: rest, settle: settle)
    }
}

/// A preset's replica of its engine's code: the source file (with its revision) it transcribes and
/// the path it computes (`EngineReference`).
public struct EngineReplica: Sendable {
    /// Repository, revision and file.
    public var source: String
    /// The path after a release at a velocity (px/s), from an offset, in a viewport, at frame times (s after the start).
    public var path: @Sendable (_ velocity: Double, _ origin: Double, _ viewport: Double, _ frames: [Double]) -> EngineReference.Path

    /// A replica of `source`.
    public init(source: String, path: @escaping @Sendable (Double, Double, Double, [Double]) -> EngineReference.Path) {
        self.source = source
        self.path = path
    }
}
