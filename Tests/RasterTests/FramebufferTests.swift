import Pixels
import Raster
import Testing

struct FramebufferTests {
    @Test func newFramebufferIsZeroedTightAndAligned() {
        let fb = Framebuffer(width: 7, height: 3)
        #expect(fb.stride == 7)
        #expect(fb.bytesPerRow == 28)
        #expect(Int(bitPattern: UnsafeRawPointer(fb.pixels)) % 64 == 0)
        for y in 0..<3 { for x in 0..<7 { #expect(fb.pixel(x: x, y: y) == 0) } }
    }

    @Test(arguments: [(0, 0), (0, 5), (5, 0)])
    func zeroSizedFramebufferIsUsable(width: Int, height: Int) {
        let fb = Framebuffer(width: width, height: height)
        #expect(fb.bounds.isEmpty)
        var rows = 0
        fb.withRows { _, row in
            rows += 1
            #expect(row.count == width)
        }
        #expect(rows == height)
        Canvas(fb).fill(Rect(x: -10, y: -10, width: 100, height: 100), .white)
        Canvas(fb).blend(Rect(x: 0, y: 0, width: 100, height: 100), .white.withAlpha(100))
        #expect(Canvas(fb).drawText("Hi", x: 0, y: 0, font: .body, color: .white) == Font.body.width(of: "Hi"))
    }

    @Test func negativeSizesCountAsZero() {
        let fb = Framebuffer(width: -3, height: 4)
        #expect(fb.width == 0 && fb.height == 4)
    }

    @Test func paddedStrideKeepsRowsApart() {
        let fb = Framebuffer(width: 3, height: 2, stride: 8)
        #expect(fb.stride == 8)
        fb.setPixel(x: 2, y: 1, 0xFF12_3456)
        #expect(fb.pixels[8 + 2] == 0xFF12_3456)
        #expect(fb.row(1)[2] == 0xFF12_3456)
        #expect(Framebuffer(width: 5, height: 1, stride: 2).stride == 5)
    }

    @Test func resizeReallocatesOnlyWhenGrowingCapacity() {
        let fb = Framebuffer(width: 100, height: 100)
        let original = fb.pixels
        fb.resize(width: 50, height: 50)
        #expect(fb.pixels == original)
        #expect(fb.width == 50 && fb.height == 50 && fb.stride == 50)
        #expect(fb.capacity == 10_000)
        fb.resize(width: 200, height: 50) // same pixel count: still fits
        #expect(fb.pixels == original)
        fb.resize(width: 101, height: 100)
        #expect(fb.capacity == 10_100)
        #expect(Int(bitPattern: UnsafeRawPointer(fb.pixels)) % 64 == 0)
        fb.resize(width: 0, height: 0)
        #expect(fb.bounds.isEmpty)
    }

    @Test func withRowsVisitsPictureNotPadding() {
        let fb = Framebuffer(width: 2, height: 3, stride: 5)
        fb.withRows { y, row in
            for x in row.indices { row[x] = UInt32(y * 10 + x) }
        }
        #expect(fb.pixel(x: 1, y: 2) == 21)
        #expect(fb.pixels[2] == 0) // padding after row 0 untouched
    }
}

/// A framebuffer over someone else's memory (a window's shared image, drawn into in place).
struct BorrowedFramebufferTests {
    @Test func drawingLandsInTheBorrowedMemoryAtItsStride() {
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 6 * 4)
        defer { memory.deallocate() }
        memory.initialize(repeating: 0xDEAD_BEEF, count: 24)
        let fb = Framebuffer(borrowing: memory, width: 4, height: 4, stride: 6)
        #expect(!fb.ownsPixels && fb.pixels == memory && fb.stride == 6)
        // The contents are the memory's, not zeroed.
        #expect(fb.pixel(x: 3, y: 3) == 0xDEAD_BEEF)
        Canvas(fb).fill(fb.bounds, .white)
        #expect(memory[6 + 3] == Color.white.argb)
        // The stride padding is not picture: untouched.
        #expect(memory[6 + 4] == 0xDEAD_BEEF && memory[6 + 5] == 0xDEAD_BEEF)
    }

    @Test func resizingMovesToMemoryOfItsOwnAndLeavesTheBorrowedAlone() {
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 16)
        defer { memory.deallocate() }
        memory.initialize(repeating: 7, count: 16)
        let fb = Framebuffer(borrowing: memory, width: 4, height: 4, stride: 4)
        // Even a smaller size must not reuse (or later free) the borrowed block.
        fb.resize(width: 2, height: 2)
        #expect(fb.ownsPixels && fb.pixels != memory)
        Canvas(fb).fill(fb.bounds, .white)
        #expect((0..<16).allSatisfy { memory[$0] == 7 })
    }
}
