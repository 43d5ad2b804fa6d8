// Handoff's frame-loop benchmarks (ordo-one/benchmark). Run from Benchmarks/:
//
//     swift package --disable-sandbox benchmark
//
// Metrics: wall clock and heap allocations (mallocCountTotal) per iteration. An empty benchmark
// already shows a few mallocs of the harness's own on this machine: compare against "Noop".
//
// - Engine/fling: one fling through a 3-level chain (outer 280 px, middle 1200 px, inner list of
//   640 000 px), 240 steps of 1/120 s per iteration: the momentum crosses both seams.
// - Frame/profile: one frame of the frame loop per iteration (FrameLoop with the profiling overlay,
//   input from the synthetic sweep, so the offset changes every frame), as `handoff bench` runs it.
// - Chat/insert-with-anchor: on a fresh chat, 10 pull-to-refresh loads (pull, release, the frame in
//   which 30 older messages are inserted above the anchor, and the next frame's display list).

import Benchmark
import FramePipeline
import Scenes
import ScrollEngine

/// Heap allocations must not depend on how long a benchmark runs: every benchmark's state is
/// built before its measurement and only mutated in place afterwards.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    Benchmark("Noop (harness baseline)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }

    // MARK: Engine

    let flingSteps = 240
    var chain3 = FlingChain()
    // The momentum must cross both seams (outer 280 + middle 1200), or this measures a one-node fling.
    let reached = chain3.run(steps: flingSteps)
    precondition(reached > 280 + 1200, "fling reached only \(reached) px")
    Benchmark("Engine/fling 3-level chain, 240 steps",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 20,
                                   maxDuration: .seconds(2), maxIterations: 10_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(chain3.run(steps: flingSteps))
        }
    }

    // MARK: Profile frame

    for (width, height) in [(1280, 800), (1920, 1080)] {
        let frames = ProfileFrames(width: width, height: height)
        Benchmark("Frame/profile+overlay sweep \(width)x\(height)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 60,
                                       maxDuration: .seconds(3), maxIterations: 3_000)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(frames.next())
            }
        }
    }

    // MARK: Chat

    Benchmark("Chat/insert-with-anchor, 10 loads of 30",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 5,
                                   maxDuration: .seconds(2), maxIterations: 2_000)) { benchmark in
        // A fresh chat each iteration, so every iteration inserts into the same history.
        let chat = ChatLoads(width: 1280, height: 800)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            chat.run(loads: 10)
        }
        benchmark.stopMeasurement()
        chat.check(loads: 10 * benchmark.scaledIterations.count)
        blackHole(chat)
    }
}

/// A 3-level chain (header, pager, list) flung from the top toward "more" on every run.
struct FlingChain {
    var scroller: Scroller

    init() {
        let outer = ScrollNode(contentExtent: 800 + 280, viewportExtent: 800, leading: .bounce, trailing: .chain)
        let middle = ScrollNode(contentExtent: 752 + 1200, viewportExtent: 752, leading: .chain, trailing: .chain)
        let inner = ScrollNode(contentExtent: 10_000 * 64, viewportExtent: 752, leading: .chain, trailing: .bounce)
        scroller = Scroller(chain: ScrollChain(nodes: [outer, middle, inner]), preset: .ios)
    }

    /// Rewinds in place (no copy of the node array), flings at 8000 px/s and steps `steps` times.
    /// Returns the total offset reached.
    mutating func run(steps: Int) -> Double {
        scroller.stopAll()
        for index in scroller.chain.nodes.indices { scroller.chain.nodes[index].offset = 0 }
        do {
            try scroller.fling(velocity: 8000)
            for _ in 0..<steps { try scroller.step(1.0 / 120) }
        } catch {
            fatalError("engine refused a finite input: \(error)")
        }
        return scroller.chain.totalOffset
    }
}

/// The profile scene in the frame loop, with the overlay, driven by the synthetic sweep.
final class ProfileFrames {
    let loop: FrameLoop
    let sweep: SyntheticSweep
    var index = 0

    init(width: Int, height: Int) {
        loop = FrameLoop(options: SceneOptions(kind: .profile, width: width, height: height), hz: 60,
                         overlayVisible: true)
        sweep = SyntheticSweep(height: height)
    }

    /// Delivers frame `index`'s input and runs the frame; returns whether it was drawn.
    func next() -> Bool {
        let time = Double(index) * 1000 / 60
        let event = sweep.event(frame: index)
        loop.handle(event, timeMs: time)
        index += 1
        return loop.frame(dt: 1.0 / 60)
    }
}

/// A chat with instant loads (latency 0), pulled to refresh over and over.
final class ChatLoads {
    let scene: ChatScene
    var list = DisplayList()
    var timeMs = 0.0
    let initialCount: Int

    init(width: Int, height: Int) {
        // Ids high enough that no load comes up short.
        scene = ChatScene(width: width, height: height, loadLatencyMs: 0, newestID: 10_000_000)
        initialCount = scene.transcript.count
        scene.render(into: &list)
    }

    /// `loads` times: back to the top, pull 400 px past it, release (ready: the load starts), one
    /// frame (the batch is inserted above, the anchor keeps its screen y), one more frame's display list.
    func run(loads: Int) {
        let dt = 1.0 / 60
        for _ in 0..<loads {
            scene.scroller.stopAll()
            scene.scroller.chain.nodes[0].offset = 0
            scene.pointerDown(x: 200, y: 100, timeMs: timeMs)
            timeMs += 16
            scene.pointerMove(x: 200, y: 300, timeMs: timeMs)
            timeMs += 16
            scene.pointerMove(x: 200, y: 500, timeMs: timeMs)
            timeMs += 16
            scene.pointerUp(x: 200, y: 500, timeMs: timeMs)
            scene.advance(dt: dt)
            timeMs += dt * 1000
            scene.advance(dt: dt)
            timeMs += dt * 1000
            scene.render(into: &list)
        }
    }

    /// Every load must have inserted a full batch (else the benchmark measured nothing).
    func check(loads: Int) {
        let expected = initialCount + loads * scene.batchSize
        precondition(scene.transcript.count == expected,
                     "chat: \(scene.transcript.count) messages after \(loads) loads, expected \(expected)")
    }
}
