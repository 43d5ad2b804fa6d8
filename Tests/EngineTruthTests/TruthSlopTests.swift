import Testing
import ScrollEngine
import Sessions
@testable import EngineTruth

/// The finger travel each truth file's engine swallowed before its last stroke scrolled
/// (`release.slop`) against what the preset's drag start swallows on the same input: the rule of
/// a press on a still scroller (`drag_start`) and of one that catches a fling (`drag_start_caught`,
/// the second stroke of `reflick`).
@Suite("Truth files: the touch slop a drag swallows")
struct TruthSlopTests {
    static let files = TruthCatalog.files(in: Repository.path(TruthCatalog.directory))

    /// The travel of the file's last stroke less what it scrolled under `preset`, px: the file's
    /// events at their times, the engine's frames stepped between them, as the truth test does.
    /// `atSlop` is the step of the move after one that lands exactly on the slop (0 when none):
    /// the engines start a drag past their slop and Handoff at it (docs/presets.md), so there the
    /// two part by that move.
    static func swallowed(_ file: TruthFile, name: String, preset: PhysicsPreset) throws -> (px: Double, atSlop: Double) {
        let node = ScrollNode(contentExtent: file.content, viewportExtent: file.viewportHeight,
                              offset: file.frames[0].offset, leading: .clamp, trailing: .clamp)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        var frameIndex = 0
        var previousMs = file.frames[0].timeMs
        var press = (y: 0.0, offset: 0.0), lift = (y: 0.0, offset: 0.0)
        var previousY: Double?, atSlop = 0.0
        for timed in try TruthInput.sessionEvents(of: file, name: name) {
            while frameIndex < file.frames.count, file.frames[frameIndex].timeMs < timed.t {
                let frameMs = file.frames[frameIndex].timeMs
                scroller.beginFrame()
                scroller.frameTimeMs = frameMs
                try scroller.step(max(0, frameMs - previousMs) / 1000)
                previousMs = frameMs
                frameIndex += 1
            }
            switch timed.event {
            case let .down(_, y, _), let .touch(.begin, _, _, y):
                try scroller.pointerDown(position: y, timeMs: timed.t)
                press = (y, scroller.chain.nodes[0].offset)
                previousY = nil
                atSlop = 0
            case let .move(_, y), let .touch(.move, _, _, y):
                if let previousY, abs(previousY - press.y) == preset.touchSlop, atSlop == 0 { atSlop = abs(y - previousY) }
                previousY = y
                try scroller.pointerMove(position: y, timeMs: timed.t)
            case let .up(_, y, _), let .touch(.end, _, _, y):
                try scroller.pointerMove(position: y, timeMs: timed.t)
                lift = (y, scroller.chain.nodes[0].offset)
                try scroller.pointerUp(position: y, timeMs: timed.t)
            default:
                break
            }
        }
        return ((press.y - lift.y) - (lift.offset - press.offset), atSlop)
    }

    @Test("the preset swallows what the engine did: within half a pixel, or a move more where one lands on the slop", arguments: files.map(\.name))
    func swallowsAsTheEngine(name: String) throws {
        let path = try #require(Self.files.first { $0.name == name }?.path)
        let file = try TruthFile.load(path: path, name: name)
        guard let slop = file.release.slop, let preset = PhysicsPreset.named(file.engine.name) else { return }
        let (measured, atSlop) = try Self.swallowed(file, name: name, preset: preset)
        #expect(abs(measured - slop) <= 0.5 + atSlop, "\(name): the preset swallows \(measured) px, the engine \(slop) px")
    }
}
