import Pixels
import Raster
import Scenes

/// The seam inspector (key `i`): per scroller its offset, the delta it took this frame and the
/// gesture's `v`, and for a second after each seam its `v_in → v_out`.
///
/// The frame loop draws it after digesting the frame, like the profiling overlay, so it is never
/// part of the pixel hash. Seams are found by `SeamDetector`, the rule `compare` uses.
public struct SeamInspector: Sendable {
    /// A seam being shown.
    public struct Mark: Sendable, Equatable {
        /// Who moved before.
        public var from: String
        /// Who starts moving.
        public var to: String
        /// `v` of the frame before, px/s.
        public var vIn: Double
        /// `v` of the seam's frame, px/s.
        public var vOut: Double
        /// Seconds of frame time since the seam.
        public var age: Double
    }

    /// How long a seam stays marked, seconds of frame time.
    public static let markDuration = 1.0
    /// At most this many marks are listed (the newest).
    public static let maxMarks = 4

    /// The seams of the last `markDuration`, oldest first.
    public private(set) var marks: [Mark] = []
    /// The nodes of the last frame seen.
    public private(set) var nodes: [ScrollerState] = []
    /// `v` of the last frame seen, px/s.
    public private(set) var v = 0.0
    /// The delta no scroller took in the last frame seen.
    public private(set) var left = 0.0

    private var detector = SeamDetector()

    /// An inspector that has seen no frame.
    public init() {}

    /// Whether a seam is still marked (the window keeps drawing until it fades).
    public var hasMarks: Bool { !marks.isEmpty }

    /// Takes the frame just run (`dt` seconds long): ages the marks, finds a seam.
    public mutating func observe(nodes: [ScrollerState], v: Double, left: Double, idle: Bool, dt: Double) {
        for index in marks.indices { marks[index].age += dt }
        marks.removeAll { $0.age >= Self.markDuration }
        let crossing = detector.observe(nodes, idle: idle)
        if let crossing {
            marks.append(Mark(from: crossing.from, to: crossing.to, vIn: self.v, vOut: v, age: 0))
            if marks.count > Self.maxMarks { marks.removeFirst(marks.count - Self.maxMarks) }
        }
        self.nodes = nodes
        self.v = v
        self.left = left
    }

    /// Opaque, so the figures read over any content.
    private static let panel = ProfilingOverlay.panel
    private static let label = Color(rgb: 0xB0B0B8)
    private static let value = Color(rgb: 0xFFFFFF)
    private static let seam = Color(rgb: 0xF0E442)
    private static let lineHeight = 18
    /// Column positions from the panel's text margin: `node` and `axis` start there, `offset` and
    /// `delta` (headers and figures alike) end there, so every figure sits under its header.
    private static let axisColumn = 90
    private static let offsetEnd = 230
    private static let deltaEnd = 330

    /// The panel's size for the last frame seen (its height grows with the nodes and marks).
    public var size: (width: Int, height: Int) {
        let lines = 3 + nodes.count + marks.count
        return (396, lines * Self.lineHeight + 16)
    }

    /// The panel's rectangle in a canvas of the given size (bottom left, 12 px margin).
    public func frame(width: Int, height: Int) -> Rect {
        PanelLayout(width: width, height: height, overlay: nil, inspector: size).inspector!
    }

    /// Draws the panel for the last frame seen at the bottom left.
    public func draw(on canvas: Canvas, width: Int, height: Int) {
        draw(on: canvas, in: frame(width: width, height: height))
    }

    /// Draws the panel for the last frame seen in `box` (see ``PanelLayout``). `idle`: nothing
    /// moves and no further frame runs until input, which the title line then says instead of `v`.
    public func draw(on canvas: Canvas, in box: Rect, idle: Bool = false) {
        canvas.blend(box, Self.panel)
        let font = Font.body
        let x = box.x + 10
        var y = box.y + 8
        var pen = x + canvas.drawText("seam inspector   ", x: x, y: y, font: font, color: Self.label)
        if idle {
            canvas.drawText("idle", x: pen, y: y, font: font, color: Self.value)
        } else {
            pen += canvas.drawText("v ", x: pen, y: y, font: font, color: Self.label)
            pen += canvas.drawFixed(v, fractionDigits: 1, x: pen, y: y, font: font, color: Self.value)
            canvas.drawText(" px/s", x: pen, y: y, font: font, color: Self.label)
        }
        y += Self.lineHeight
        func right(_ text: String, end: Int) {
            canvas.drawText(text, x: x + end - font.width(of: text), y: y, font: font, color: Self.label)
        }
        func right(_ value: Double, end: Int, color: Color) {
            canvas.drawFixed(value, fractionDigits: 1, x: x + end - font.width(ofFixed: value, fractionDigits: 1), y: y,
                             font: font, color: color)
        }
        canvas.drawText("node", x: x, y: y, font: font, color: Self.label)
        canvas.drawText("axis", x: x + Self.axisColumn, y: y, font: font, color: Self.label)
        right("offset", end: Self.offsetEnd)
        right("delta", end: Self.deltaEnd)
        y += Self.lineHeight
        for node in nodes {
            canvas.drawText(node.id, x: x, y: y, font: font, color: Self.value)
            canvas.drawText(node.axis.rawValue, x: x + Self.axisColumn, y: y, font: font, color: Self.label)
            right(node.offset, end: Self.offsetEnd, color: Self.value)
            right(node.travel, end: Self.deltaEnd, color: node.travel != 0 ? Self.seam : Self.value)
            y += Self.lineHeight
        }
        pen = x + canvas.drawText("left ", x: x, y: y, font: font, color: Self.label)
        canvas.drawFixed(left, fractionDigits: 1, x: pen, y: y, font: font, color: Self.value)
        y += Self.lineHeight
        for mark in marks {
            pen = x + canvas.drawText("seam ", x: x, y: y, font: font, color: Self.seam)
            pen += canvas.drawText(mark.from, x: pen, y: y, font: font, color: Self.seam)
            pen += canvas.drawText(" -> ", x: pen, y: y, font: font, color: Self.seam)
            pen += canvas.drawText(mark.to, x: pen, y: y, font: font, color: Self.seam)
            pen += canvas.drawText("  ", x: pen, y: y, font: font, color: Self.seam)
            pen += canvas.drawFixed(mark.vIn, fractionDigits: 0, x: pen, y: y, font: font, color: Self.value)
            pen += canvas.drawText(" -> ", x: pen, y: y, font: font, color: Self.seam)
            pen += canvas.drawFixed(mark.vOut, fractionDigits: 0, x: pen, y: y, font: font, color: Self.value)
            canvas.drawText(" px/s", x: pen, y: y, font: font, color: Self.label)
            y += Self.lineHeight
        }
    }
}
