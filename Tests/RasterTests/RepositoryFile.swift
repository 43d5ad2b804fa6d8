#if canImport(Glibc)
import Glibc
#endif

/// Files of the repository, found from this file's location so tests work from any directory.
enum RepositoryFile {
    /// The repository root.
    static let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(3).joined(separator: "/"))

    /// The bytes of `relativePath`, or nil when it cannot be read.
    static func bytes(_ relativePath: String) -> [UInt8]? {
        guard let file = fopen(root + "/" + relativePath, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    /// Writes `bytes` to `relativePath` (creating nothing but the file); false on failure.
    @discardableResult
    static func write(_ bytes: [UInt8], to relativePath: String) -> Bool {
        guard let file = fopen(root + "/" + relativePath, "wb") else { return false }
        defer { fclose(file) }
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
