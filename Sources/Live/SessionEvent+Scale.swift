import Pixels
import Raster
import Sessions

extension SessionEvent {
    /// The event with a window's device pixels turned into logical ones: positions, pixel deltas
    /// (`scroll`) and sizes divided by `scale`. Wheel notches and keys are the same at any scale.
    /// Sessions record the result, so a recording replays to the same offsets at every scale.
    public func logical(scale: DisplayScale) -> SessionEvent {
        guard !scale.isOne else { return self }
        let s = scale.value
        switch self {
        case let .down(x, y, button): return .down(x: x / s, y: y / s, button: button)
        case let .move(x, y): return .move(x: x / s, y: y / s)
        case let .up(x, y, button): return .up(x: x / s, y: y / s, button: button)
        case let .wheel(x, y, dx, dy): return .wheel(x: x / s, y: y / s, dx: dx, dy: dy)
        case let .scroll(x, y, dx, dy): return .scroll(x: x / s, y: y / s, dx: dx / s, dy: dy / s)
        case let .touch(phase, id, x, y): return .touch(phase: phase, id: id, x: x / s, y: y / s)
        case let .resize(width, height):
            let size = scale.logicalSize(width: width, height: height)
            return .resize(width: size.width, height: size.height)
        case .key, .end, .frame: return self
        }
    }
}
