import Pixels
import Raster
import Scenes
import ScrollEngine
import Testing

/// The scenes' look as a reader meets it: every label fits its box (inside the window, not cut by
/// its clip, not overlapping another label) at the default and the smallest supported window.
@Suite("Scene look: labels fit their boxes")
struct SceneLookTests {
    /// 1280×800 (the default) and 360×640 (the smallest supported window, a small phone).
    static let sizes = [(1280, 800), (360, 640)]

    static func makeScene(_ kind: SceneKind, width: Int, height: Int) -> any Scene {
        SceneOptions(kind: kind, width: width, height: height).makeScene()
    }

    /// Scroll offsets to look at: the start, part way, and deep into the content.
    static let offsets: [Double] = [0, 150, 333, 1_234, 4_321]

    @Test("every label lies inside the window and its clip, and no two labels overlap",
          arguments: SceneRegistry.kinds)
    func labelsFit(kind: SceneKind) {
        for (width, height) in Self.sizes {
            let scene = Self.makeScene(kind, width: width, height: height)
            // The vertical scrollers: outer (header, page) and innermost (the list). Horizontal ones
            // (pager, carousel) stay at their starts: a card scrolled past the edge is meant to be cut.
            let vertical = scene.scroller.chain.nodes.indices.filter { scene.scroller.chain.nodes[$0].axis == .y }
            let outer = vertical[0], node = vertical[vertical.count - 1]
            for offset in Self.offsets {
                // Outer node first (header, page), the rest to the inner list.
                let outerMax = scene.scroller.chain.nodes[outer].maxOffset
                scene.scroller.chain.nodes[outer].offset = min(offset, outerMax)
                if node != outer { scene.scroller.chain.nodes[node].offset = min(max(0, offset - outerMax), scene.scroller.chain.nodes[node].maxOffset) }
                var list = DisplayList()
                scene.render(into: &list)
                let problems = Self.labelProblems(list, width: width, height: height)
                #expect(problems.isEmpty, "\(kind) \(width)×\(height) offset \(offset): \(problems.prefix(4))")
            }
        }
    }

    /// Labels whose box leaves the window horizontally, is cut by the clip it is drawn under
    /// (a label partly scrolled under a pinned bar is not a problem: its whole row is), or
    /// overlaps another label drawn under the same clip.
    static func labelProblems(_ list: DisplayList, width: Int, height: Int) -> [String] {
        var problems: [String] = []
        var clip = Rect(x: 0, y: 0, width: width, height: height)
        var boxes: [(Rect, Rect, DisplayItem)] = [] // box, clip, item
        for item in list.items {
            switch item {
            case .clip(let rect): clip = rect
            case .unclip: clip = Rect(x: 0, y: 0, width: width, height: height)
            default:
                guard let box = DisplayList.box(of: item) else { continue }
                if box.width == 0 { continue }
                // Only labels that are on screen at all count.
                guard !box.intersection(clip).isEmpty else { continue }
                if box.x < 0 || box.maxX > width || box.x < clip.x || box.maxX > clip.maxX {
                    problems.append("cut horizontally: \(item) box \(box) clip \(clip)")
                }
                for (other, otherClip, otherItem) in boxes where otherClip == clip {
                    if !box.intersection(other).isEmpty {
                        // Ellipsis labels continue the slice right before them by design.
                        if case .text(.text("…"), _, _, _, _) = item, other.maxX == box.x { continue }
                        problems.append("overlaps: \(item) and \(otherItem)")
                    }
                }
                boxes.append((box, clip, item))
            }
        }
        return problems
    }

    @Test("chat text stays inside its bubble", arguments: [1280, 360])
    func chatTextInsideBubbles(width: Int) {
        let scene = ChatScene(width: width, height: 800)
        var list = DisplayList()
        scene.render(into: &list)
        var bubble: Rect?
        var checked = 0
        for item in list.items {
            if case let .roundedRect(rect, _, _) = item { bubble = rect; continue }
            guard case let .text(_, _, _, font, _) = item, font == .body, let box = DisplayList.box(of: item),
                  let current = bubble else { continue }
            #expect(box.x >= current.x + 8 && box.maxX <= current.maxX - 8, "\(item) in \(current)")
            #expect(box.y >= current.y && box.maxY <= current.maxY, "\(item) in \(current)")
            checked += 1
        }
        #expect(checked > 5)
    }
}
