import Pixels
import Raster
import Testing

struct RectTests {
    @Test func intersectionOfOverlappingRectangles() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -3, width: 10, height: 6)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 3))
        #expect(b.intersection(a) == a.intersection(b))
    }

    @Test func disjointAndTouchingRectanglesIntersectEmpty() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)).isEmpty)
        #expect(a.intersection(Rect(x: 0, y: 20, width: 5, height: 5)).isEmpty)
        #expect(a.intersection(Rect(x: 3, y: 3, width: -4, height: 5)).isEmpty)
    }

    @Test func emptinessAndContainment() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 5, height: -1).isEmpty)
        let r = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(r.contains(x: 2, y: 3))
        #expect(r.contains(x: 5, y: 7))
        #expect(!r.contains(x: 6, y: 7)) // right edge is exclusive
        #expect(!r.contains(x: 5, y: 8)) // bottom edge is exclusive
        #expect(!r.contains(x: 1, y: 3))
    }

    @Test func extremeCoordinatesSaturateInsteadOfTrapping() {
        let huge = Rect(x: Int.max - 5, y: 0, width: 100, height: 1)
        #expect(huge.maxX == Int.max)
        let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)
        #expect(huge.intersection(screen).isEmpty)
        let everything = Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
        #expect(everything.offsetBy(dx: Int.min, dy: 0).x == Int.min)
    }

    @Test func unionHoldsBothAndIgnoresEmpty() {
        let a = Rect(x: 2, y: 3, width: 4, height: 5), b = Rect(x: -1, y: 6, width: 2, height: 10)
        #expect(a.union(b) == Rect(x: -1, y: 3, width: 7, height: 13))
        #expect(b.union(a) == a.union(b))
        #expect(a.union(Rect(x: 100, y: 100, width: 0, height: 9)) == a)
        #expect(Rect.zero.union(b) == b)
    }
}
