import Pixels
import Raster
import Scenes
import ScrollEngine

/// Drives a scene the way a replay does: input events stamped with the session clock, then the
/// engine advanced by exactly one 60 Hz frame; every frame's state is kept for assertions.
final class Replay {
    /// One frame at 60 Hz.
    static let dt = 1.0 / 60

    let scene: any Scene
    /// The session clock, milliseconds.
    private(set) var timeMs = 0.0
    /// The state after each frame, in order.
    private(set) var states: [SceneState] = []

    init(_ scene: any Scene) { self.scene = scene }

    /// The state now.
    var state: SceneState { scene.state }

    func down(x: Double = 640, y: Double) { scene.pointerDown(x: x, y: y, timeMs: timeMs) }
    func move(x: Double = 640, y: Double) { scene.pointerMove(x: x, y: y, timeMs: timeMs) }
    func up(x: Double = 640, y: Double) { scene.pointerUp(x: x, y: y, timeMs: timeMs) }
    func wheel(_ notches: Double) { scene.wheel(x: 640, y: 400, dx: 0, dy: notches, timeMs: timeMs) }
    func key(_ name: String) { _ = scene.key(name) }
    /// A smooth-scroll delta (`dy` = 0: the lift).
    func scroll(dy: Double) { scene.scroll(x: 640, y: 400, dx: 0, dy: dy, timeMs: timeMs) }
    func cancel(x: Double = 640, y: Double) { scene.pointerCancel(x: x, y: y, timeMs: timeMs) }

    /// Advances `count` frames.
    func frames(_ count: Int = 1) {
        for _ in 0..<count {
            scene.advance(dt: Self.dt)
            timeMs += 1000.0 / 60
            states.append(scene.state)
        }
    }

    /// Presses at `from`, moves linearly to `to` over `frames` frames (one move per frame), holds
    /// still for `holdFrames` frames, and releases unless `release` is false.
    func drag(x: Double = 640, from: Double, to: Double, frames count: Int, holdFrames: Int = 0, release: Bool = true) {
        down(x: x, y: from)
        for i in 1...max(1, count) {
            move(x: x, y: from + (to - from) * Double(i) / Double(max(1, count)))
            frames()
        }
        if holdFrames > 0 { frames(holdFrames) }
        if release { up(x: x, y: to) }
    }

    /// A tap: press and release at the same point, one frame apart.
    func tap(x: Double, y: Double) {
        down(x: x, y: y)
        frames()
        up(x: x, y: y)
    }

    /// Advances until nothing moves (or `limit` seconds pass); returns the frames taken.
    @discardableResult
    func settle(limit: Double = 30) -> Int {
        var count = 0
        while scene.isAnimating && Double(count) * Self.dt < limit {
            frames()
            count += 1
        }
        return count
    }
}

/// The scene's frame, rasterized.
func rasterize(_ scene: any Scene, width: Int = 1280, height: Int = 800) -> (DisplayList, Framebuffer) {
    var list = DisplayList()
    scene.render(into: &list)
    let framebuffer = Framebuffer(width: width, height: height)
    list.render(into: Canvas(framebuffer))
    return (list, framebuffer)
}

/// Whether any opaque fill in `list` uses `color`.
func fills(_ list: DisplayList, _ color: Color) -> Bool {
    list.items.contains { if case let .fill(_, c) = $0 { return c == color } else { return false } }
}
