#if canImport(Glibc)
import Glibc
#endif

/// Where an output would land, compared with the inputs by file identity (device and inode),
/// so `replay S --trace ./S`, a symlink or a hard link to S are all refused before anything is
/// opened (exit 64): an output never replaces the file it is computed from.
enum OutputPath {
    /// Throws `CommandFailure.overwritesInput` for the first output (option, path) that is one
    /// of `inputs`. Outputs that do not exist yet, and `-`, cannot be inputs.
    static func refuseInputs(_ inputs: [String], outputs: [(String, String?)]) throws {
        let identities = inputs.compactMap(identity)
        for case let (option, path?) in outputs where path != "-" {
            guard let output = identity(path) else { continue }
            if identities.contains(where: { $0 == output }) {
                throw CommandFailure.overwritesInput(option: option, path: path)
            }
        }
    }

    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
