import Foundation

/// Where `bench` finds the sessions committed with the project when it is given none.
///
/// `bench` is often run from the checkout (`swift run`, `scripts/run.sh`), but also from
/// elsewhere with the built binary: then the checkout is found above the executable
/// (`.build/release/handoff` or `build/handoff` lie two or one levels below it).
public enum CommittedSessions {
    /// The folder of committed sessions, relative to the project.
    public static let relativePath = "assets/sessions"

    /// The first of `./assets/sessions` and `assets/sessions` in the directories above the
    /// executable that exists, or nil.
    public static func folder(executable: String = CommandLine.arguments[0],
                       currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        var candidates = [relativePath]
        var directory = URL(fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
            .standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        // The executable sits at most a few levels below the checkout (.build/<triple>/release/handoff).
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent(relativePath).path)
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
