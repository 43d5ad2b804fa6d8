import ScrollEngine

/// The preset's fling on the engine's own frames: from the file's release (the engine's offset at
/// the lift, the preset's velocity), with t = 0 where the preset's start rule puts it on those
/// frames. Frames before the start, and the engine's latent frames (drawn before it handled the
/// lift), show the release offset and take no sample of the curve; after the engine's last frame
/// the grid goes on at the engine's frame period until the preset rests.
struct TruthPath {
    /// Frame times from the first frame at or after the lift, ms: the engine's, then the extension.
    var times: [Double]
    /// The preset's offset at each, px.
    var offsets: [Double]
    /// How many of `times` are the engine's frames.
    var engineFrames: Int
    /// The curve's t = 0, ms.
    var startMs: Double

    /// The grid stops here however long the preset runs, s after the start.
    static let longestFling = 60.0

    /// The path of the fling `release` under `preset`, started by `rule`.
    init(file: TruthFile, preset: PhysicsPreset, release record: ReleaseRecord, lastMoveMs: Double, rule: FlingStartRule,
         latentFrames: Int = 0) {
        let release = file.release
        let period = Self.framePeriod(file.frames)
        var times = file.frames.map(\.timeMs).filter { $0 >= release.t }
        let engineFrames = times.count
        // The frame that handles the lift and the one after, on the engine's grid (continued
        // at its period when the file stops first).
        func frame(_ index: Int) -> Double {
            index < times.count ? times[index] : (times.last ?? release.t) + Double(index - times.count + 1) * period
        }
        // Where the engine handled the lift (its trace's), else at the lift: the first sample.
        let handled = release.handled ?? release.t
        let startMs = switch rule {
        // An engine that handles the lift after its timestamp (its trace says when) starts there.
        // Where its trace puts the fling's clock zero, else there.
        case .input: release.timelineStart ?? handled
        case .inputOneFrameLate: release.t
        case .lastMoveOneFrameLate: FlingStartRule.lastMoveStart(handledMs: handled, lastMoveMs: lastMoveMs)
        case .nearestFrame:
            FlingStartRule.nearestFrame(to: handled, lastFrameMs: file.frames.last { $0.timeMs <= handled }?.timeMs ?? handled,
                                        periodMs: period)
        case .lastMove: frame(0) - lastMoveMs >= FlingStartRule.lastMoveMaxLagMs ? frame(0) - FlingStartRule.lastMoveRestartMs : lastMoveMs
        case .liftFrame: frame(0)
        case .nextFrame: frame(1)
        case .previousFrame: Self.previousFrame(file.frames, liftMs: release.t)
        }
        // The time whose sample frame `index` shows: its own, or the frame's before it for an
        // engine that draws the previous sample.
        let lastBefore = file.frames.last { $0.timeMs < frame(0) }?.timeMs ?? release.t
        let recorded = file.frames.filter { $0.timeMs >= release.t }.map(\.sampledMs)
        let recordsSamples = recorded.contains { $0 != nil }
        func sampled(_ index: Int) -> Double {
            // The engine's own account of which sample the frame shows, where the file has it;
            // a frame without one then shows none of the fling yet.
            if recordsSamples, index < recorded.count { return recorded[index] ?? -.infinity }
            switch rule {
            case .inputOneFrameLate:
                return index == 0 ? lastBefore : frame(index - 1)
            case .lastMoveOneFrameLate:
                // The latest sample taken before this frame: the lift's, or the frame's before;
                // none yet on a frame drawn before the engine handled the lift.
                guard frame(index) >= handled else { return -.infinity }
                return max(handled, index == 0 ? lastBefore : frame(index - 1))
            default:
                return frame(index)
            }
        }
        var offsets: [Double] = []
        if record.velocity == 0 {
            offsets = times.map { _ in release.offset }
        } else {
            var curve = preset.fling.simulation(for: FlingStart(release: record, origin: release.offset, viewport: file.viewportHeight,
                                                                maximum: preset.maxFlingVelocity))
            var index = 0
            while true {
                let time = frame(index)
                // A start on the engine's previous frame is a tick of its animation timer, as are
                // the frames after it: Qt counts the time between two ticks in whole ms, which the
                // recorded times carry with their sub-ms noise.
                let since = sampled(index) - startMs
                let elapsed = (rule == .previousFrame && since.isFinite ? since.rounded() : since) / 1000
                if index >= times.count {
                    if elapsed > Self.longestFling { break }
                    times.append(time)
                }
                index += 1
                guard elapsed >= 0, index > latentFrames else {
                    offsets.append(release.offset)
                    continue
                }
                // As `Scroller` steps a fling: the resting point once done, the curve before.
                let done = curve.isDone(elapsed)
                offsets.append(release.offset + (done ? curve.finalX : curve.x(elapsed)))
                curve.sample(at: elapsed)
                if done, index >= engineFrames { break }
            }
        }
        self.times = times
        self.offsets = offsets
        self.engineFrames = engineFrames
        self.startMs = startMs
    }

    /// Where `FlingStartRule.previousFrame` puts t = 0 for a lift at `liftMs`: the last frame
    /// before it (input reaches the engine before a frame at the same time), when at most
    /// `previousFrameWindowMs` old; else the lift.
    static func previousFrame(_ frames: [TruthFrame], liftMs: Double) -> Double {
        guard let previous = frames.last(where: { $0.timeMs < liftMs })?.timeMs,
              liftMs - previous <= FlingStartRule.previousFrameWindowMs else { return liftMs }
        return previous
    }

    /// The engine's typical frame interval: the median of its frames' intervals, ms.
    static func framePeriod(_ frames: [TruthFrame]) -> Double {
        let intervals = zip(frames, frames.dropFirst()).map { $1.timeMs - $0.timeMs }.filter { $0 > 0 }.sorted()
        return intervals.isEmpty ? 1000.0 / 60 : intervals[intervals.count / 2]
    }

    /// The index in `offsets` of the last frame that moved, seen at `resolution` px (each offset
    /// rounded to it), counting `start` as the frame before the first; nil when none moved.
    static func lastMovingFrame(_ offsets: [Double], from start: Double, resolution: Double) -> Int? {
        func seen(_ value: Double) -> Double { (value / resolution).rounded() }
        var previous = seen(start)
        var last: Int?
        for (index, offset) in offsets.enumerated() {
            let here = seen(offset)
            if here != previous { last = index }
            previous = here
        }
        return last
    }

    /// The finest step the engine's offsets show, px: 1 when every frame is on a whole pixel (an
    /// engine that reports whole pixels), else the 0.001 px the files are rounded to.
    static func resolution(_ frames: [TruthFrame]) -> Double {
        frames.allSatisfy { $0.offset == $0.offset.rounded() } ? 1 : 0.001
    }
}
