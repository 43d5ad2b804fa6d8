#if canImport(Glibc)
import Glibc
#endif
import Output
import ScrollEngine
import Sessions

/// Key `x`: the tuned preset written as a preset file, named like a recording
/// (`handoff-YYYYMMDD-HHMMSS.json`, then `-2`, `-3`, … so that nothing is overwritten).
public enum TuningExport {
    /// The name for an export at `time` (seconds since 1970) that no file has yet.
    public static func unusedName(at time: Int, taken: (String) -> Bool = { access($0, F_OK) == 0 }) -> String {
        let stem = String(LiveRecording.defaultName(at: time).dropLast(".jsonl".count))
        var name = stem + ".json"
        var counter = 2
        while taken(name) {
            name = "\(stem)-\(counter).json"
            counter += 1
        }
        return name
    }

    /// Writes `preset` as `handoff physics show` prints it to `path` (whole, or not at all).
    public static func write(_ preset: PhysicsPreset, to path: String) throws(OutputError) {
        try ReplacedFile.write(Array((PresetDocument.prettyJSON(preset) + "\n").utf8), to: path)
    }
}
