#if canImport(Glibc)
import Glibc
#endif

/// Where an output would land, compared with the inputs by file identity (device and inode),
/// so `replay S --trace ./S`, a symlink or a hard link to S are all refused before anything is
/// opened (exit 64): an output never replaces the file it is computed from.
public enum OutputPath {
    /// Throws `OutputPathConflict.overwritesInput` for the first output (option, path) that is one
    /// of `inputs`. Outputs that do not exist yet, and `-`, cannot be inputs.
    public static func refuseInputs(_ inputs: [String], outputs: [(String, String?)]) throws {
        let identities = inputs.compactMap(identity)
        for case let (option, path?) in outputs where path != "-" {
            guard let output = identity(path) else { continue }
            if identities.contains(where: { $0 == output }) {
                throw OutputPathConflict.overwritesInput(option: option, path: path)
            }
        }
    }

    /// Throws `OutputPathConflict.sharedOutput` when two outputs name one file (the same path after
    /// `.` and `..` are resolved, or the same existing file through a link): each is written whole
    /// and put in place on its own, so one would silently replace the other. `-` is never a file.
    public static func refuseShared(_ outputs: [(String, String?)]) throws {
        let named = outputs.compactMap { option, path in path.flatMap { $0 == "-" ? nil : (option, $0) } }
        for (i, first) in named.enumerated() {
            for second in named[(i + 1)...] where sameFile(first.1, second.1) {
                throw OutputPathConflict.sharedOutput(first: first.0, second: second.0, path: second.1)
            }
        }
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        if let one = identity(a), let other = identity(b) { return one == other }
        return canonical(a) == canonical(b)
    }

    /// The path with its directory resolved (the file itself may not exist yet).
    private static func canonical(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(directory, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + name
    }

    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
