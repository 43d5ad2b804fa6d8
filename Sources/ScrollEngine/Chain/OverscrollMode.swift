/// How the chain treats a delta that would carry a node past its edge.
public enum OverscrollMode: Sendable, Equatable {
    /// A finger drag: leftover at a `bounce` edge becomes rubber-band overscroll, and undoing
    /// overscroll follows the rubber band's inverse (the finger gets back exactly what it pulled).
    case rubberBand(coefficient: Double)
    /// A finger drag under an engine's own overscroll (`EdgeOvershoot.pulled`): APZ's resistance,
    /// Qt Flickable's half travel.
    case engine(EdgeOvershoot)
    /// Momentum: nothing is moved past an edge; a `bounce` edge is reported so the caller can hand
    /// the remaining velocity to a spring.
    case momentum
    /// Wheel: nothing is moved past an edge and leftover is dropped.
    case hardStop
}
