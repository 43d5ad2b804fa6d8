import Scenes

extension SessionError {
    /// The class of failure, so callers can choose an exit code without parsing messages.
    public enum Kind: Sendable, Equatable {
        /// The file's content does not parse or validate (exit code 65).
        case invalidData
        /// The operating system refused to open, read, write or close the file (exit code 1).
        case io
    }
}

extension SessionError {
    /// `FILE:1: unknown scene "NAME" (expected …)`: the header of `file` names a scene that is not
    /// among `expected` (the registry's, known only above this module).
    public static func unknownScene(_ scene: SceneKind, expected: [SceneKind], file: String) -> SessionError {
        SessionError(file: file, line: 1, message: SessionProblem.unknownScene(scene.rawValue, expected: expected).message)
    }
}
