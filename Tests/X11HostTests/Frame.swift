/// A heap frame of 0xAARRGGBB pixels for presenting in tests.
final class Frame {
    let width: Int
    let height: Int
    let stride: Int
    let pixels: UnsafeMutablePointer<UInt32>

    /// A frame filled with `color`; the `stride - width` padding pixels of each row get `padding`,
    /// so a test can see that they are never shown.
    init(width: Int, height: Int, stride: Int? = nil, color: UInt32, padding: UInt32 = 0xffff_00ff) {
        self.width = width
        self.height = height
        self.stride = stride ?? width
        pixels = .allocate(capacity: self.stride * height)
        pixels.initialize(repeating: padding, count: self.stride * height)
        for row in 0..<height { (pixels + row * self.stride).update(repeating: color, count: width) }
    }

    deinit { pixels.deallocate() }
}
