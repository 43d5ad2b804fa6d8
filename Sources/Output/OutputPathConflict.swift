/// An output path that would replace one of the command's inputs, or that another output of the
/// same command names too: a usage error (exit 64), reported before anything is written.
public struct OutputPathConflict: Error, CustomStringConvertible {
    /// The line to print.
    public let description: String

    /// An output path that names one of the inputs.
    public static func overwritesInput(option: String, path: String) -> OutputPathConflict {
        OutputPathConflict(description: "\(option) \(path): is an input of this command; refusing to overwrite it")
    }

    /// Two outputs of one command that name the same file.
    public static func sharedOutput(first: String, second: String, path: String) -> OutputPathConflict {
        OutputPathConflict(description: "\(first) and \(second) both name \(path); give each output its own file")
    }
}
