/// Why `PNGEncoder.write` could not store a file.
public enum PNGWriteError: Error, Equatable, Sendable {
    /// `fopen` failed; `errno` says why (missing directory, permissions).
    case cannotOpen(path: String, errno: Int32)
    /// Fewer bytes reached the file than were encoded (disk full, I/O error).
    case incompleteWrite(path: String, errno: Int32)
}
