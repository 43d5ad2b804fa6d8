import Pixels
/// A drawing view on a `Framebuffer`: a clip rectangle plus an origin translation.
///
/// Coordinates are logical pixels; `scale` maps them to the framebuffer's device pixels (1 on an
/// ordinary screen, 2 on a HiDPI one). Every edge is snapped to the device grid on its own
/// (`DisplayScale.device`), text is drawn with the glyphs FreeType rendered at the device size,
/// and at scale 1 nothing is converted at all.
///
/// Coordinates given to a canvas are local: (0, 0) is the canvas origin. `clipped(to:)` makes a
/// sub-view whose origin is the sub-rectangle's corner, so a widget draws at (0, 0) wherever it
/// sits and can never touch pixels outside its rectangle. Every primitive goes through
/// `visibleRegion(of:)`, the one clipping routine, and none allocates.
public struct Canvas {
    /// The pixels drawn into.
    public let framebuffer: Framebuffer
    /// Where local (0, 0) lies, in logical framebuffer coordinates.
    public let originX: Int
    /// Where local (0, 0) lies, in logical framebuffer coordinates.
    public let originY: Int
    /// The drawable part, in device (framebuffer) pixels.
    public let clip: Rect
    /// Device pixels per logical pixel.
    public let scale: DisplayScale

    /// A canvas over the whole framebuffer, origin at its top-left corner, drawing at `scale`.
    public init(_ framebuffer: Framebuffer, scale: DisplayScale = .one) {
        self.framebuffer = framebuffer
        self.originX = 0
        self.originY = 0
        self.clip = framebuffer.bounds
        self.scale = scale
    }

    private init(framebuffer: Framebuffer, originX: Int, originY: Int, clip: Rect, scale: DisplayScale) {
        self.framebuffer = framebuffer
        self.originX = originX
        self.originY = originY
        self.clip = clip
        self.scale = scale
    }

    /// The clip rectangle in local coordinates: what a widget may fill to paint its background
    /// (at a fractional scale, the logical pixels the clip covers at least partly).
    public var bounds: Rect {
        guard !scale.isOne else { return clip.offsetBy(dx: -originX, dy: -originY) }
        let q = scale.quarters
        let x0 = clip.x * 4 / q, y0 = clip.y * 4 / q
        let x1 = (clip.maxX * 4 + q - 1) / q, y1 = (clip.maxY * 4 + q - 1) / q
        return Rect(x: x0 - originX, y: y0 - originY, width: x1 - x0, height: y1 - y0)
    }

    /// A view of `rect` (local coordinates) whose origin is `rect`'s top-left corner and whose
    /// clip is this clip narrowed to `rect`.
    public func clipped(to rect: Rect) -> Canvas {
        let moved = rect.offsetBy(dx: originX, dy: originY)
        return Canvas(framebuffer: framebuffer, originX: moved.x, originY: moved.y,
                      clip: clip.intersection(scale.isOne ? moved : scale.device(moved)), scale: scale)
    }

    /// The same view in device pixels at scale 1 (origin at the framebuffer's corner): scaled
    /// shapes and text are drawn through it, at device coordinates.
    var device: Canvas {
        Canvas(framebuffer: framebuffer, originX: 0, originY: 0, clip: clip, scale: .one)
    }

    /// `rect` (local coordinates) in device pixels, each edge snapped on its own.
    @inline(__always)
    func deviceRect(_ rect: Rect) -> Rect {
        scale.device(rect.offsetBy(dx: originX, dy: originY))
    }

    /// The same view with its clip narrowed to `rect`, given in device (framebuffer) pixels, and
    /// its origin and scale kept: a band or a damaged rectangle of a frame drawn with the frame's
    /// own coordinates.
    public func restricted(toDevice rect: Rect) -> Canvas {
        Canvas(framebuffer: framebuffer, originX: originX, originY: originY, clip: clip.intersection(rect), scale: scale)
    }

    /// The part of `rect` (local coordinates) that drawing may touch, in framebuffer coordinates.
    ///
    /// This is the only clipping routine. It also intersects with the framebuffer's current
    /// bounds, so a canvas made before the framebuffer shrank still cannot write out of bounds.
    @inline(__always)
    public func visibleRegion(of rect: Rect) -> Rect {
        let moved = rect.offsetBy(dx: originX, dy: originY)
        return (scale.isOne ? moved : scale.device(moved)).intersection(clip).intersection(framebuffer.bounds)
    }

    /// Writes `color` into every pixel of `rect`, ignoring its alpha (the value is stored as is).
    public func fill(_ rect: Rect, _ color: Color) {
        let region = visibleRegion(of: rect)
        guard !region.isEmpty else { return }
        let stride = framebuffer.stride
        var row = framebuffer.pixels + (region.y * stride + region.x)
        if region.width == stride {
            // Whole rows back to back: one long store the library can vectorise best.
            row.update(repeating: color.argb, count: region.width * region.height)
            return
        }
        for _ in 0..<region.height {
            row.update(repeating: color.argb, count: region.width)
            row += stride
        }
    }

    /// Paints `color` over `rect` with source-over compositing, using `color.alpha` as coverage.
    ///
    /// Each channel becomes `round((src · a + dst · (255 − a)) / 255)`; the destination alpha
    /// composites as if the source alpha channel were 255, which is source-over's
    /// `a + dst_a · (1 − a)`. Alpha 0 leaves pixels untouched and alpha 255 is `fill`.
    public func blend(_ rect: Rect, _ color: Color) {
        let alpha = UInt32(color.alpha)
        if alpha == 0 { return }
        if alpha == 255 { return fill(rect, color) }
        let region = visibleRegion(of: rect)
        guard !region.isEmpty else { return }

        // Two channels per 32-bit lane pair (0x00RR00BB and 0x00AA00GG): 255·255 + 255·255 + 128
        // still fits 16 bits, so one multiply blends two channels and nothing carries across.
        let inverse = 255 &- alpha
        let source = color.argb | 0xFF00_0000
        let sourceRB = (source & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        let sourceAG = ((source >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080

        let stride = framebuffer.stride
        let width = region.width
        var row = framebuffer.pixels + (region.y * stride + region.x)
        for _ in 0..<region.height {
            var column = 0
            while column < width {
                let destination = row[column]
                var rb = (destination & 0x00FF_00FF) &* inverse &+ sourceRB
                var ag = ((destination >> 8) & 0x00FF_00FF) &* inverse &+ sourceAG
                // x/255 rounded, exactly, for x ≤ 255·255 (the +128 is already in x).
                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
                row[column] = rb | ag
                column &+= 1
            }
            row += stride
        }
    }

    /// A horizontal line of `length` pixels starting at (`x`, `y`), opaque like `fill`.
    public func hline(x: Int, y: Int, length: Int, _ color: Color) {
        fill(Rect(x: x, y: y, width: length, height: 1), color)
    }

    /// A vertical line of `length` pixels starting at (`x`, `y`), opaque like `fill`.
    public func vline(x: Int, y: Int, length: Int, _ color: Color) {
        fill(Rect(x: x, y: y, width: 1, height: length), color)
    }
}
