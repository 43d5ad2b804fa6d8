extension SessionError {
    /// The class of failure, so callers can choose an exit code without parsing messages.
    public enum Kind: Sendable, Equatable {
        /// The file's content does not parse or validate (exit code 65).
        case invalidData
        /// The operating system refused to open, read, write or close the file (exit code 1).
        case io
    }
}
