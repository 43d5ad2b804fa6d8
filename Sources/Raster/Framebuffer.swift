import Pixels
/// A block of 32-bit `0xAARRGGBB` pixels that owns its memory — or borrows someone else's (a
/// window's shared-memory image, drawn into in place).
///
/// Rows are `stride` pixels apart; only the first `width` of each row are picture. The allocation
/// is 64-byte aligned (a cache line, and enough for any vector unit) and survives shrinking, so a
/// window that is resized back and forth does not churn the allocator.
public final class Framebuffer {
    /// Columns of picture per row.
    public private(set) var width: Int
    /// Rows of picture.
    public private(set) var height: Int
    /// Distance between the starts of two rows, in pixels (not bytes); at least `width`.
    public private(set) var stride: Int
    /// The first pixel of row 0. Owned by the framebuffer and valid until it is resized or
    /// deinitialised: do not keep it across `resize`.
    public private(set) var pixels: UnsafeMutablePointer<UInt32>
    /// How many pixels the allocation holds; `resize` reallocates only beyond this.
    public private(set) var capacity: Int
    /// Whether ``pixels`` is this framebuffer's own allocation (false: borrowed, never freed here).
    public private(set) var ownsPixels = true

    private static let alignment = 64

    /// An all-zero (transparent black) framebuffer with tightly packed rows (`stride == width`),
    /// which is the layout `XCreateImage` gets with `bytes_per_line = width * 4`.
    /// Zero sizes are legal and give an empty framebuffer; negative sizes count as zero.
    public convenience init(width: Int, height: Int) {
        self.init(width: width, height: height, stride: Swift.max(width, 0))
    }

    /// An all-zero framebuffer whose rows are `stride` pixels apart, for layouts padded by
    /// someone else (a shared-memory image whose line length the server picked).
    /// A `stride` below `width` is raised to `width`.
    public init(width: Int, height: Int, stride: Int) {
        let width = Swift.max(width, 0)
        let height = Swift.max(height, 0)
        let stride = Swift.max(stride, width)
        let count = stride * height
        self.width = width
        self.height = height
        self.stride = stride
        self.capacity = count
        self.pixels = Framebuffer.allocate(count)
    }

    /// A framebuffer over memory it does not own: `stride × height` pixels at `pixels`, which must
    /// stay valid while it is used. Its contents are whatever the memory holds. Resizing it moves it
    /// to memory of its own.
    public init(borrowing pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "Framebuffer: bad borrowed geometry")
        self.width = width
        self.height = height
        self.stride = stride
        self.capacity = stride * height
        self.pixels = pixels
        self.ownsPixels = false
    }

    deinit {
        if ownsPixels { UnsafeMutableRawPointer(pixels).deallocate() }
    }

    /// Changes the size, with tightly packed rows afterwards. The memory is reallocated only when
    /// the new picture needs more pixels than `capacity`; the pixel contents afterwards are
    /// unspecified (callers redraw the whole frame after a resize anyway).
    public func resize(width: Int, height: Int) {
        let width = Swift.max(width, 0)
        let height = Swift.max(height, 0)
        let count = width * height
        if count > capacity || !ownsPixels {
            if ownsPixels { UnsafeMutableRawPointer(pixels).deallocate() }
            pixels = Framebuffer.allocate(count)
            capacity = count
            ownsPixels = true
        }
        self.width = width
        self.height = height
        self.stride = width
    }

    /// The whole picture, `(0, 0, width, height)`.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Bytes from one row to the next: what X11 calls `bytes_per_line`.
    public var bytesPerRow: Int { stride * MemoryLayout<UInt32>.stride }

    /// The pixel at (`x`, `y`), checked: meant for tests and debugging, not for loops.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) outside \(width)×\(height) framebuffer")
        return pixels[y * stride + x]
    }

    /// Sets the pixel at (`x`, `y`), checked like `pixel(x:y:)`.
    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) outside \(width)×\(height) framebuffer")
        pixels[y * stride + x] = value
    }

    /// The first pixel of row `y`; the row holds `width` pixels of picture.
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        precondition(y >= 0 && y < height, "row \(y) outside \(height) rows")
        return pixels + y * stride
    }

    /// Calls `body` with each row's picture pixels (`width` of them, not the stride padding),
    /// top to bottom.
    public func withRows<Failure: Error>(
        _ body: (_ y: Int, _ row: UnsafeMutableBufferPointer<UInt32>) throws(Failure) -> Void
    ) throws(Failure) {
        var start = pixels
        for y in 0..<height {
            try body(y, UnsafeMutableBufferPointer(start: start, count: width))
            start += stride
        }
    }

    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        // Never zero bytes: an empty framebuffer still gets a real, aligned address to hand out.
        let bytes = Swift.max(count, 1) * MemoryLayout<UInt32>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment)
        raw.initializeMemory(as: UInt32.self, repeating: 0, count: Swift.max(count, 1))
        return raw.assumingMemoryBound(to: UInt32.self)
    }
}
