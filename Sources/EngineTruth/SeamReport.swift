import ScrollEngine

/// The seam comparisons as text: one line per nested file, and the table of docs/truth.md.
public enum SeamReport {
    /// One file's comparison in a line.
    public static func line(_ c: SeamComparison) -> String {
        let handed = c.engineHandedVelocity.map { engine in
            "; handed \(TruthReport.fixed(c.presetHandedVelocity ?? .nan, 1)) vs engine \(TruthReport.fixed(engine, 1)) px/s"
        } ?? ""
        return "\(c.name): \(c.passes ? "PASS" : "FAIL") policy \(c.policy.rawValue); movers \(moverRuns(c))"
            + " (\(c.moverMismatches.count) frame(s) differ); seam frame \(frame(c.presetSeamFrame)) vs engine \(frame(c.engineSeamFrame))"
            + (c.engineHandoffMs.map { "; first handoff at \(fixed(c.presetHandoffMs ?? .nan, 1)) vs engine \(fixed($0, 1)) ms" } ?? "")
            + "; x(t) RMS outer \(TruthReport.fixed(c.rms[0], 2)) inner \(TruthReport.fixed(c.rms[1], 2)) px"
            + (c.dragShownRms.map { "; drag x(t) RMS outer \(TruthReport.fixed($0[0], 2)) inner \(TruthReport.fixed($0[1], 2)) px" } ?? "")
            + "; release \(fixed(c.presetReleaseVelocity ?? .nan, 1)) vs engine \(fixed(c.file.release?.velocity ?? .nan, 1)) px/s"
            + "; rest error outer \(TruthReport.signed(c.restError[0], 2)) inner \(TruthReport.signed(c.restError[1], 2)) px" + handed
    }

    /// Who moved, as runs of frames: `engine i×12 oi×1 o×20 / preset …`.
    public static func moverRuns(_ c: SeamComparison) -> String {
        runs(c.movers.map(\.engine)) + " / " + runs(c.movers.map(\.preset))
    }

    static func runs(_ labels: [String]) -> String {
        var parts: [String] = []
        var index = 0
        while index < labels.count {
            var end = index
            while end + 1 < labels.count, labels[end + 1] == labels[index] { end += 1 }
            if labels[index] != "-" { parts.append("\(labels[index])×\(end - index + 1)") }
            index = end + 1
        }
        return parts.isEmpty ? "none" : parts.joined(separator: " ")
    }

    /// Every engine frame beside the preset's: time, engine outer/inner, preset outer/inner, and
    /// in the drag, the input the frame showed and the preset's offsets on it.
    public static func frames(_ c: SeamComparison) -> String {
        c.file.frames.indices.map { i in
            let e = c.file.frames[i], p = c.presetOffsets[i]
            var line = "\(fixed(e.timeMs, 1))\t\(fixed(e.offsets[0], 2))\t\(fixed(e.offsets[1], 2))\t\(fixed(p[0], 2))\t\(fixed(p[1], 2))"
            if let row = c.dragFrames.firstIndex(of: i).map({ $0 - c.dragFrames.lowerBound }), let rows = c.file.dragShown,
               let shown = c.dragShownOffsets, row < rows.count {
                line += "\tshows \(fixed(rows[row].inputMs, 1)) y \(fixed(rows[row].y, 1))\t\(fixed(shown[row][0], 2))\t\(fixed(shown[row][1], 2))"
            }
            return line
        }.joined(separator: "\n")
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { TruthReport.fixed(value, digits) }

    static func frame(_ index: Int?) -> String { index.map(String.init) ?? "none" }

    /// docs/truth.md's seam section: the table, and the nested files that cannot be replayed.
    public static func docsBlock(_ comparisons: [SeamComparison], failures: [TruthError] = []) -> String {
        var text = comparisons.isEmpty ? "No nested truth files yet.\n" : table(comparisons)
        let dragged = comparisons.filter { !$0.dragFrames.isEmpty }
        if !dragged.isEmpty { text += "\nThe drag's x(t) (\"The drag's x(t)\" above):\n\n" + dragTable(dragged) }
        if !failures.isEmpty {
            text += "\nNested files that cannot be replayed:\n\n" + failures.map { "- `\($0.file)`: \($0.problem)\n" }.joined()
        }
        return text
    }

    /// The drag's x(t) RMS per file: held, on the input each frame showed
    /// (`SeamComparison.dragShownRms`), and for comparison each engine frame beside the preset's
    /// frame 0, 1 and 2 frames before it (`SeamComparison.dragRms(lag:)`).
    public static func dragTable(_ comparisons: [SeamComparison]) -> String {
        var rows = ["| File | Drag frames | On the input shown (outer / inner, px) | Lag 0 | Lag 1 | Lag 2 |", "|---|---:|---:|---:|---:|---:|"]
        func cell(_ rms: [Double]?) -> String { rms.map { $0.map { TruthReport.fixed($0, 2) }.joined(separator: " / ") } ?? "—" }
        for c in comparisons {
            let cells = [cell(c.dragShownRms)] + (0...2).map { cell(c.dragRms(lag: $0)) }
            rows.append("| `\(c.name)` | \(c.dragFrames.count) | " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The per-file table for docs/truth.md.
    public static func table(_ comparisons: [SeamComparison]) -> String {
        var rows = ["| File | Policy | Who moved (engine) | Seam frame (engine / preset) | x(t) RMS outer / inner (px) | Handed on (engine / preset, px/s) | |",
                    "|---|---|---|---:|---:|---:|---|"]
        for c in comparisons {
            let handed = c.engineHandedVelocity.map { "\(TruthReport.fixed($0, 1)) / \(TruthReport.fixed(c.presetHandedVelocity ?? .nan, 1))" } ?? "—"
            rows.append("| `\(c.name)` | `\(c.policy.rawValue)` | \(runs(c.movers.map(\.engine))) | \(frame(c.engineSeamFrame)) / \(frame(c.presetSeamFrame))"
                        + " | \(TruthReport.fixed(c.rms[0], 2)) / \(TruthReport.fixed(c.rms[1], 2)) | \(handed) | \(c.passes ? "pass" : "**fail**") |")
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
