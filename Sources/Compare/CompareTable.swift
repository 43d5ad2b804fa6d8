import Sessions
import Foundation
import Diagnostics

/// The human form of `compare`'s rows: one aligned line per run, units in the header.
///
/// The default table keeps to the columns that show a handoff (what the release started, how far
/// it went, what was lost, what the seam kept, the jank, where each scroller came to rest) and
/// fits 120 columns for the usual scenes; `wide` adds every other figure.
public enum CompareTable {
    /// One column: its header, whether numbers align right, whether only the wide table has it,
    /// and its cell.
    struct Column: Sendable {
        var header: String
        var right: Bool
        var wideOnly: Bool
        var cell: @Sendable (CompareRow) -> String
    }

    static let columns: [Column] = [
        Column(header: "physics", right: false, wideOnly: false) { $0.setting.physics },
        Column(header: "handoff", right: false, wideOnly: false) { $0.setting.handoff },
        Column(header: "estimator", right: false, wideOnly: true) { $0.metrics.estimator ?? "—" },
        Column(header: "curve", right: false, wideOnly: true) { $0.metrics.curve ?? "—" },
        Column(header: "lift v (px/s)", right: true, wideOnly: true) { fixed($0.metrics.liftV, 1) },
        Column(header: "release v (px/s)", right: true, wideOnly: false) { fixed($0.metrics.releaseV, 1) },
        Column(header: "travel (px)", right: true, wideOnly: false) { fixed($0.metrics.travel, 1) },
        Column(header: "duration (ms)", right: true, wideOnly: false) { fixed($0.metrics.durationMs, 1) },
        Column(header: "lost (px)", right: true, wideOnly: false) { fixed($0.metrics.momentumLost, 1) },
        Column(header: "overscroll lead (px)", right: true, wideOnly: true) { fixed($0.metrics.overscrollLead, 1) },
        Column(header: "trail (px)", right: true, wideOnly: true) { fixed($0.metrics.overscrollTrail, 1) },
        Column(header: "v ratio", right: true, wideOnly: false) { $0.metrics.seamVRatio.map { fixed($0, 3) } ?? "—" },
        Column(header: "stalls", right: true, wideOnly: true) { String($0.metrics.stalls) },
        Column(header: "max step (px)", right: true, wideOnly: true) { fixed($0.metrics.maxStep, 1) },
        Column(header: "jank", right: true, wideOnly: false) { String($0.field.jankV3Frames) },
        Column(header: "missed vsyncs", right: true, wideOnly: true) { String($0.field.jankV3MissedVsyncs) },
        Column(header: "jank (%)", right: true, wideOnly: true) { fixed($0.field.jankV3Pct, 1) },
        Column(header: "predictor jank (%)", right: true, wideOnly: true) { fixed($0.field.predictorJankPct, 1) },
        Column(header: "lag (px)", right: true, wideOnly: true) { fixed($0.field.averageLagPx, 1) },
        Column(header: "final (px)", right: false, wideOnly: false) { finalOffsets($0.final) },
        Column(header: "seams (v_in→v_out px/s)", right: false, wideOnly: true) { seams($0.metrics.seams) },
    ]

    /// The header line and one line per row; numbers right-aligned, names left-aligned. `wide`:
    /// every column, seams last (as `outer→inner at T ms 1890→1885`, comma-separated, or `—`).
    public static func render(_ rows: [CompareRow], wide: Bool = false) -> String {
        let shown = columns.filter { wide || !$0.wideOnly }
        let all = [shown.map(\.header)] + rows.map { row in shown.map { $0.cell(row) } }
        // Width in characters, not bytes: "→" and "—" are one column each.
        let widths = shown.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { line in
            line.indices.map { column in
                let text = line[column]
                if column == line.count - 1 { return text }
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return shown[column].right ? padding + text : text + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Each scroller's rest offset from the last trace line: `outer 280 inner 1119` (whole px
    /// unless a fraction is left), `—` without nodes.
    static func finalOffsets(_ final: JSONValue) -> String {
        guard case let .array(nodes)? = final["nodes"], !nodes.isEmpty else { return "—" }
        return nodes.compactMap { node -> String? in
            guard case let .string(id)? = node["id"], case let .number(number)? = node["o"] else { return nil }
            let offset = number.value
            let rounded = offset.rounded() == 0 ? 0 : offset.rounded()
            return "\(id) " + (abs(offset - rounded) < 0.05 ? String(format: "%.0f", rounded) : fixed(offset, 1))
        }.joined(separator: " ")
    }

    static func seams(_ seams: [Seam]) -> String {
        seams.isEmpty ? "—" : seams.map {
            "\($0.from)→\($0.to) at \(fixed($0.t, 1)) ms \(fixed($0.vIn, 0))→\(fixed($0.vOut, 0))"
        }.joined(separator: ", ")
    }

    /// `value` with `digits` decimals (a value that rounds to zero is `0.0`, never `-0.0`).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." } ? String(text.dropFirst()) : text
    }
}
