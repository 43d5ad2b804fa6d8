/// How a live session paces its frames (`run --summary` and the overlay name it).
public enum LivePacing: String, Sendable {
    /// On the display's vblanks, through the Present extension.
    case vblank
    /// On absolute timer deadlines (no Present, or it stopped answering).
    case timer
}
