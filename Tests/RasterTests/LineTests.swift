import Pixels
import Raster
import Testing

@Suite("Anti-aliased lines")
struct LineTests {
    func coverage(_ framebuffer: Framebuffer, _ x: Int, _ y: Int) -> Int {
        // Black on white: 255 minus the red channel is the coverage.
        255 - Int((framebuffer.pixel(x: x, y: y) >> 16) & 0xFF)
    }

    func canvas(_ width: Int = 20, _ height: Int = 20) -> (Framebuffer, Canvas) {
        let framebuffer = Framebuffer(width: width, height: height)
        let canvas = Canvas(framebuffer)
        canvas.fill(framebuffer.bounds, .white)
        return (framebuffer, canvas)
    }

    @Test func horizontalTwoPixelLineCoversTwoRowsFully() {
        let (fb, canvas) = canvas()
        canvas.drawLine(x0: 2, y0: 10, x1: 18, y1: 10, width: 2, .black)
        // Rows 9 and 10 have centres 0.5 px from the line's axis: inside a 2-px line.
        for x in 4..<16 {
            #expect(coverage(fb, x, 9) == 255 && coverage(fb, x, 10) == 255)
            // Rows 8 and 11: centres 1.5 px away, on the edge ramp's end: empty.
            #expect(coverage(fb, x, 8) == 0 && coverage(fb, x, 11) == 0)
        }
    }

    @Test func edgesAreAntiAliased() {
        let (fb, canvas) = canvas()
        // The line covers y 9.25…11.25: three quarters of row 9, all of row 10, a quarter of row 11.
        canvas.drawLine(x0: 2, y0: 10.25, x1: 18, y1: 10.25, width: 2, .black)
        #expect(coverage(fb, 10, 8) == 0)
        #expect(coverage(fb, 10, 9) == 191)
        #expect(coverage(fb, 10, 10) == 255)
        #expect(coverage(fb, 10, 11) == 64)
        #expect(coverage(fb, 10, 12) == 0)
    }

    @Test func diagonalIsSymmetricAndContinuous() {
        let (fb, canvas) = canvas()
        canvas.drawLine(x0: 2, y0: 2, x1: 18, y1: 18, width: 2, .black)
        for i in 3..<17 {
            #expect(coverage(fb, i, i) == 255, "on the diagonal at \(i)")
            #expect(coverage(fb, i + 1, i) == coverage(fb, i, i + 1))
            #expect(coverage(fb, i + 3, i) == 0)
        }
    }

    @Test func steepLinesCoverEveryRow() {
        let (fb, canvas) = canvas()
        canvas.drawLine(x0: 9, y0: 1, x1: 11, y1: 19, width: 2, .black)
        for y in 2..<18 { #expect((0..<20).contains { coverage(fb, $0, y) == 255 }, "row \(y)") }
    }

    @Test func clippedToTheCanvas() {
        let (fb, whole) = canvas()
        let inner = whole.clipped(to: Rect(x: 5, y: 5, width: 10, height: 10))
        inner.drawLine(x0: -100, y0: 5, x1: 100, y1: 5, width: 4, .black)
        for y in 0..<20 {
            for x in 0..<20 where !(5..<15).contains(x) || !(5..<15).contains(y) {
                #expect(coverage(fb, x, y) == 0, "(\(x), \(y)) outside the clip")
            }
        }
        #expect(coverage(fb, 10, 10) == 255)
    }

    @Test func degenerateInputDrawsNothingOrADot() {
        let (fb, canvas) = canvas()
        canvas.drawLine(x0: .nan, y0: 0, x1: 10, y1: 10, .black)
        canvas.drawLine(x0: 0, y0: 0, x1: 10, y1: 10, width: 0, .black)
        #expect((0..<20).allSatisfy { y in (0..<20).allSatisfy { coverage(fb, $0, y) == 0 } })
        // Huge coordinates neither trap nor stray: the line x + y = 0 only grazes the corner.
        canvas.drawLine(x0: 1e300, y0: -1e300, x1: -1e300, y1: 1e300, width: 2, .black)
        #expect(coverage(fb, 0, 0) > 0 && coverage(fb, 10, 10) == 0 && coverage(fb, 3, 0) == 0)
        let (dot, dotCanvas) = self.canvas()
        dotCanvas.drawLine(x0: 10, y0: 10, x1: 10, y1: 10, width: 6, .black)
        #expect(coverage(dot, 9, 9) == 255 && coverage(dot, 10, 10) == 255 && coverage(dot, 16, 10) == 0)
    }

    @Test func polylineJoinsSegments() {
        let (fb, canvas) = canvas()
        canvas.drawPolyline([(2, 2), (10, 10), (18, 2)], width: 2, .black)
        #expect(coverage(fb, 10, 9) == 255)
        #expect(coverage(fb, 6, 6) == 255 && coverage(fb, 13, 6) == 255)
    }
}
