/// What a wheel notch against the running wheel ease does with the travel the ease has left.
///
/// A wheel spun fast sends notches faster than one ease lasts, so the ease always has travel
/// left when the next notch comes. Notches the same way add to it under either rule; the rules
/// differ when the wheel turns back. Under `subtracts` the first notches back only eat into the
/// travel still pending: the content keeps going the old way, and a notch that meets as much
/// travel left the other way stops it where it is (nothing changes on screen for that notch).
/// Under `turns` the content turns at the first notch back.
public enum WheelReverseRule: String, Codable, Sendable, CaseIterable {
    /// The notch comes off the travel left: the ease runs on toward the sum. Engines that add a
    /// notch to the animation's target (Chromium, Firefox) or apply each notch at once (GTK,
    /// Android, Flutter: nothing is left pending) sum every notch.
    case subtracts
    /// The travel left is dropped: the ease starts over from where the content is, one notch
    /// the other way (Qt Quick's `Flickable` flicks each notch from its own delta).
    case turns

    /// The distance of the ease a notch of `notch` px starts, the running wheel ease having
    /// `left` px still to go (0 when none runs).
    func distance(notch: Double, left: Double) -> Double {
        switch self {
        case .subtracts: return notch + left
        case .turns: return notch * left < 0 ? notch : notch + left
        }
    }
}
