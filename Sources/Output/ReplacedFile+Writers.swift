#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplacedFile {
    /// The temporary files (`.NAME.partial-XXXXXX`) that live processes are writing for `path`,
    /// other than `excluding`: each writer holds a lock on its own until it is done, so one that a
    /// crash left behind is not counted. Two windows recording to one `--record` file would
    /// otherwise both write, and the last to finish would silently replace the other's recording.
    public static func otherWriters(for path: String, excluding: String? = nil) -> [String] {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let prefix = ".\(slash.map { String(path[path.index(after: $0)...]) } ?? path).partial-"
        guard let listing = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(listing) }
        var found: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), directory + name != excluding else { continue }
            let candidate = open(directory + name, O_RDONLY | O_CLOEXEC)
            guard candidate >= 0 else { continue }
            if flock(candidate, LOCK_SH | LOCK_NB) != 0, errno == EWOULDBLOCK { found.append(directory + name) }
            close(candidate)
        }
        return found
    }
}
