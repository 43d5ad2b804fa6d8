import Raster

/// Two buffers over memory of their own, lent in turn as a window lends its shared images.
final class LentBufferPair {
    private let buffers: [Framebuffer]
    private let memory: [UnsafeMutablePointer<UInt32>]
    private var next = 0
    /// Buffers lent so far.
    private(set) var lent = 0

    init(width: Int, height: Int, stride: Int) {
        memory = (0..<2).map { _ in UnsafeMutablePointer<UInt32>.allocate(capacity: stride * height) }
        buffers = memory.map { Framebuffer(borrowing: $0, width: width, height: height, stride: stride) }
    }

    deinit { for block in memory { block.deallocate() } }

    /// The next buffer, if it is `width`×`height` — first filled, when `scribbled`, with garbage
    /// that differs per lend and per pixel (what an older frame or the server may have left), so
    /// no leftover can pass for paint.
    func lend(width: Int, height: Int, scribbled: Bool) -> Framebuffer? {
        let buffer = buffers[next]
        guard buffer.width == width, buffer.height == height else { return nil }
        next ^= 1
        lent += 1
        guard scribbled else { return buffer }
        let seed = UInt32(truncatingIfNeeded: lent) &* 0x9E37_79B9
        for i in 0..<(buffer.stride * buffer.height) { buffer.pixels[i] = seed ^ UInt32(truncatingIfNeeded: i) &* 2_654_435_761 }
        return buffer
    }
}
