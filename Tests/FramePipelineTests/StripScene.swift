import Pixels
import Raster
import Scenes
import ScrollEngine

/// A sixth scene, written the way docs/architecture.md says a new scene is: this one file, its
/// name included, and its registry line (`SixthSceneTests.registry`, which adds it to the
/// program's scenes as a line in `SceneRegistry.standard` would). A plain list of 200 rows on one
/// scroller; everything else —
/// the engine door, refusals, the stop rule, `isAnimating` — comes from the shared parts.
final class StripScene: RegisteredScene, TreeScene {
    enum Name: Int, ScrollerName {
        case list
    }

    static let rowHeight = 64
    static let rows = 200

    static let kind = SceneKind.strip
    var tree: ScrollTree<Name>
    private(set) var rowsVisited = 0
    private var width: Int
    private var height: Int

    convenience init(options: SceneOptions) {
        self.init(width: options.width, height: options.height, preset: options.preset)
    }

    init(width: Int, height: Int, preset: PhysicsPreset = .ios) {
        self.width = max(1, width)
        self.height = max(1, height)
        let viewport = Double(self.height)
        tree = ScrollTree(preset: preset) { _ in
            ScrollNode(contentExtent: Double(Self.rows * Self.rowHeight), viewportExtent: viewport,
                       leading: .bounce, trailing: .bounce)
        }
    }

    func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        tree[.list].setExtents(content: Double(Self.rows * Self.rowHeight), viewport: Double(self.height))
    }

    func pointerDown(x: Double, y: Double, timeMs: Double) { tree.run { try $0.pointerDown(position: y, timeMs: timeMs) } }
    func pointerMove(x: Double, y: Double, timeMs: Double) { tree.run { try $0.pointerMove(position: y, timeMs: timeMs) } }
    func pointerUp(x: Double, y: Double, timeMs: Double) { tree.run { try $0.pointerUp(position: y, timeMs: timeMs) } }
    func pointerCancel(x: Double, y: Double, timeMs: Double) { tree.run { try $0.pointerCancel(timeMs: timeMs) } }
    func wheel(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.wheel(notches: dy, timeMs: timeMs) }
    }
    func scrollDelta(x: Double, y: Double, dx: Double, dy: Double, timeMs: Double) {
        tree.run { try $0.scroll(delta: dy, timeMs: timeMs) }
    }
    func scrollLift(x: Double, y: Double, timeMs: Double) { tree.run { try $0.scrollStop(timeMs: timeMs) } }
    func key(_ name: String) -> Bool { false }
    func advance(dt: Double) { tree.run { try $0.step(dt) } }

    var state: SceneState {
        var s = SceneState(scene: kind, scroller: tree.scroller)
        s.outer = tree[.list].offset
        return s
    }

    func render(into list: inout DisplayList) {
        list.reset()
        rowsVisited = 0
        list.fill(Rect(x: 0, y: 0, width: width, height: height), Palette.background)
        let offset = tree[.list].offset
        let first = max(0, Int((offset / Double(Self.rowHeight)).rounded(.down)))
        let last = min(Self.rows - 1, Int(((offset + Double(height)) / Double(Self.rowHeight)).rounded(.down)))
        guard first <= last else { return }
        for row in first...last {
            rowsVisited += 1
            ContentRow.append(index: row, seed: 99, y: row * Self.rowHeight - PixelSnap.shift(offset), width: width,
                              height: Self.rowHeight, into: &list)
        }
    }
}

extension SceneKind {
    /// A plain list of rows on one scroller.
    static let strip = SceneKind(rawValue: "strip")
}
