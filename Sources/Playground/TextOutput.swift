#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered line sink: a file, or standard output for `-`.
public final class TextOutput {
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool

    /// Opens `path` for writing (truncating), or standard output when `path` is `-`.
    public init(path: String) throws(TextOutputError) {
        if path == "-" {
            guard let out = fdopen(dup(STDOUT_FILENO), "w") else { throw TextOutputError(path: path, errno: errno) }
            file = out
        } else {
            guard let out = fopen(path, "w") else { throw TextOutputError(path: path, errno: errno) }
            file = out
        }
        ownsFile = true
        setvbuf(file, nil, _IOFBF, 1 << 16)
    }

    /// Writes `line` and a newline.
    public func writeLine(_ line: String) {
        var copy = line
        copy.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
        fputc(0x0A, file)
    }

    /// Flushes buffered lines.
    public func flush() { fflush(file) }

    deinit {
        fflush(file)
        if ownsFile { fclose(file) }
    }
}

/// A file that could not be opened for writing.
public struct TextOutputError: Error, CustomStringConvertible {
    /// The path.
    public let path: String
    /// The C error number.
    public let errno: Int32
    public var description: String { "\(path): cannot write: \(String(cString: strerror(errno)))" }
}
