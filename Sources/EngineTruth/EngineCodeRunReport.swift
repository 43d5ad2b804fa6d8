import Foundation

/// Engine-code runs as text: one line per file for the test log, and docs/truth.md's table.
public enum EngineCodeRunReport {
    /// One run's comparison in a line.
    public static func line(_ c: EngineCodeRunComparison) -> String {
        let fling = c.file.fling
        let speed = c.speedRMS.map { "; speed vs getCurrVelocity RMS \(number($0, 1)) px/s" } ?? ""
        return "\(c.name): \(c.passes ? "PASS" : "FAIL") v \(number(fling.velocity, 0)) px/s at \(number(fling.frameHz, 0)) Hz from \(number(fling.start, 0)) px"
            + "; rest \(number(c.presetRest, 0)) vs code \(number(c.file.rest.offset, 0)) px (\(signed(c.restError, 0)))"
            + "; x(t) RMS \(number(c.rms, 3)) px (worst \(number(c.worst, 0)))"
            + "; settle \(signed(Double(c.settleFrames), 0)) frames (\(number(c.presetSettleMs, 1)) vs \(number(c.engineSettleMs, 1)) ms)" + speed
    }

    /// The per-file table of docs/truth.md's engine-code section.
    public static func table(_ comparisons: [EngineCodeRunComparison], failures: [TruthError] = []) -> String {
        var rows = ["| File | Velocity (px/s) | Frames | Code's travel (px) | Rest error (px) | x(t) RMS (px) | Worst frame (px) | Code's last move (ms after the lift) | Settle (frames) | |",
                    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for c in comparisons {
            rows.append("| `\(c.name)` | \(number(c.file.fling.velocity, 0)) | \(number(c.file.fling.frameHz, 0)) Hz"
                        + " | \(number(c.file.rest.offset - c.file.fling.start, 0)) | \(signed(c.restError, 0)) | \(number(c.rms, 2))"
                        + " | \(number(c.worst, 0)) | \(number(c.engineSettleMs, 1)) | \(signed(Double(c.settleFrames), 0)) | \(c.passes ? "pass" : "**fail**") |")
        }
        var text = rows.joined(separator: "\n") + "\n"
        if !failures.isEmpty {
            text += "\nFiles that cannot be compared:\n\n" + failures.map { "- `\($0.file)`: \($0.problem)\n" }.joined()
        }
        return text
    }

    /// Every engine-code run under `directory` compared with its preset, and the files that cannot be.
    public static func comparisons(in directory: String) -> (comparisons: [EngineCodeRunComparison], failures: [TruthError]) {
        var comparisons: [EngineCodeRunComparison] = []
        var failures: [TruthError] = []
        for (name, path) in EngineCodeRunFile.files(in: directory) {
            do { comparisons.append(try EngineCodeRunComparison(file: EngineCodeRunFile.load(path: path, name: name), name: name)) } catch {
                failures.append(error)
            }
        }
        return (comparisons, failures)
    }

    // The truth tables' number formats, so both tables read alike.
    private static func number(_ value: Double, _ digits: Int) -> String { TruthReport.fixed(value, digits) }

    private static func signed(_ value: Double, _ digits: Int) -> String { TruthReport.signed(value, digits) }
}
