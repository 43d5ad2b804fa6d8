#if canImport(Glibc)
import Glibc
#endif
import Output

extension LiveRecording {
    /// The dated name for a recording started at `time` that no file has and no other recording
    /// is being written to: `handoff-YYYYMMDD-HHMMSS.jsonl`, else the same with `-2`, `-3`, …
    /// (key `r` pressed twice within a second, or two windows recording at once).
    /// `taken` says whether a name is in use (by default: a file exists, or a live writer has it).
    public static func unusedName(at time: Int, taken: (String) -> Bool = LiveRecording.isTaken) -> String {
        let first = defaultName(at: time)
        guard taken(first) else { return first }
        let stem = first.dropLast(".jsonl".count)
        var counter = 2
        while taken("\(stem)-\(counter).jsonl") { counter += 1 }
        return "\(stem)-\(counter).jsonl"
    }

    /// Whether a file is at `path`, or another recording is being written to it.
    public static func isTaken(_ path: String) -> Bool {
        access(path, F_OK) == 0 || !ReplacedFile.otherWriters(for: path).isEmpty
    }
}
