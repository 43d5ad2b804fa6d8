#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checked writes to standard output: every byte reaches the descriptor, or the error says why.
///
/// Written with `write(2)`, not through stdio, so a failure (a full disk, a closed pipe) is seen
/// at the call that caused it instead of lost in a buffer flushed at exit.
public enum StandardOutput {
    /// The name errors use.
    public static let name = "standard output"

    /// Writes `text` whole.
    public static func write(_ text: String) throws(OutputError) {
        var text = text
        let code: Int32? = text.withUTF8 { bytes in
            DescriptorWrite.all(UnsafeRawBufferPointer(bytes), to: STDOUT_FILENO)
        }
        if let code { throw OutputError(path: name, action: "cannot write", code: code) }
    }
}
