#if canImport(Glibc)
import Glibc
#endif
import Pixels

// Moves and fills made in a framebuffer: what a presenter that keeps its frame does on screen,
// done in memory (headless replay, a buffer brought up to date).

extension PixelMove {
    /// Makes the move inside `framebuffer` (clipped to it), row by row in the order that reads
    /// every source row before it is overwritten.
    public func apply(to framebuffer: Framebuffer) {
        let d = destination(within: framebuffer.bounds)
        guard !d.isEmpty else { return }
        let stride = framebuffer.stride
        let bytes = d.width * MemoryLayout<UInt32>.stride
        for step in 0..<d.height {
            let y = dy > 0 ? d.maxY - 1 - step : d.y + step
            memmove(framebuffer.pixels + (y * stride + d.x), framebuffer.pixels + ((y - dy) * stride + d.x - dx), bytes)
        }
    }
}

extension PixelFill {
    /// Makes the fill in `framebuffer` (clipped to it).
    public func apply(to framebuffer: Framebuffer) {
        let d = destination.intersection(framebuffer.bounds)
        guard !d.isEmpty else { return }
        for y in d.y..<d.maxY {
            (framebuffer.pixels + (y * framebuffer.stride + d.x)).update(repeating: color.argb, count: d.width)
        }
    }
}
