/// A handoff between scrollers inside one gesture (`seams` in `handoff compare`).
public struct Seam: Codable, Equatable, Sendable {
    /// Time of the frame in which `to` started moving, ms.
    public var t: Double
    /// The scroller that moved before.
    public var from: String
    /// The scroller that starts taking the deltas.
    public var to: String
    /// `v` of the frame before, px/s.
    public var vIn: Double
    /// `v` of the seam's frame, px/s.
    public var vOut: Double

    /// A seam from its fields.
    public init(t: Double, from: String, to: String, vIn: Double, vOut: Double) {
        self.t = t
        self.from = from
        self.to = to
        self.vIn = vIn
        self.vOut = vOut
    }

    enum CodingKeys: String, CodingKey {
        case t, from, to
        case vIn = "v_in"
        case vOut = "v_out"
    }
}
