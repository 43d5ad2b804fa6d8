/// How frames reach the screen; the profiling overlay shows the raw value.
public enum PresentPath: String, Sendable, Equatable {
    /// Present extension pixmaps, timed to the vblank.
    case present
    /// MIT-SHM images (`XShmPutImage`).
    case shm
    /// `XPutImage` from the client's own memory.
    case xputimage
    /// No window: frames are only drawn (and digested), as in a replay or a benchmark.
    case headless
}
