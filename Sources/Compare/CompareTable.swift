import Foundation

/// The human form of `compare`'s rows: one aligned line per run, units in the header.
public enum CompareTable {
    /// The header line and one line per row; numbers right-aligned, names left-aligned, seams last
    /// (as `outer→inner 1890→1885 px/s`, comma-separated, or `—`).
    public static func render(_ rows: [CompareRow]) -> String {
        let header = ["physics", "handoff", "estimator", "curve", "lift v (px/s)", "release v (px/s)", "travel (px)",
                      "duration (ms)", "lost (px)", "overscroll lead (px)", "trail (px)", "v ratio", "stalls",
                      "max step (px)", "seams (v_in→v_out px/s)"]
        let rightAligned = Set(4...13)
        let cells = rows.map { row -> [String] in
            let metrics = row.metrics
            let seams = metrics.seams.isEmpty ? "—" : metrics.seams.map {
                "\($0.from)→\($0.to) at \(fixed($0.t, 1)) ms \(fixed($0.vIn, 0))→\(fixed($0.vOut, 0))"
            }.joined(separator: ", ")
            return [row.setting.physics, row.setting.handoff, metrics.estimator ?? "—", metrics.curve ?? "—",
                    fixed(metrics.liftV, 1), fixed(metrics.releaseV, 1), fixed(metrics.travel, 1),
                    fixed(metrics.durationMs, 1), fixed(metrics.momentumLost, 1), fixed(metrics.overscrollLead, 1),
                    fixed(metrics.overscrollTrail, 1), metrics.seamVRatio.map { fixed($0, 3) } ?? "—",
                    String(metrics.stalls), fixed(metrics.maxStep, 1), seams]
        }
        let all = [header] + cells
        // Width in characters, not bytes: "→" and "—" are one column each.
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { line in
            line.indices.map { column in
                let text = line[column]
                let padding = String(repeating: " ", count: widths[column] - text.count)
                if column == line.count - 1 { return text }
                return rightAligned.contains(column) ? padding + text : text + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
