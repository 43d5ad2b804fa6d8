import Foundation
import Replay

/// `compare --hz A,B,…`: the same session replayed at each rate on the fixed clock, and at a
/// 1000 Hz reference, per setting: how far the momentum's travel and duration move with the frame
/// rate (docs/metrics.md, "Frame-rate dependence").
public enum RateComparison {
    /// The reference rate: as close to continuous time as a session's clock goes.
    public static let referenceHz = 1000.0

    /// One run per setting and rate, each setting's rates in the order given and then the
    /// reference: `settings.count × (rates.count + 1)` runs.
    public static func overrides(settings: [ReplayOverrides], rates: [Double]) -> [ReplayOverrides] {
        settings.flatMap { setting in
            (rates + [referenceHz]).map { rate in
                var run = setting
                run.hz = rate
                return run
            }
        }
    }

    /// The rows of runs made in `overrides(settings:rates:)`'s order, each against its setting's
    /// reference run.
    public static func rows(_ runs: [CompareRow], rates: [Double]) -> [RateRow] {
        let group = rates.count + 1
        return stride(from: 0, to: runs.count - group + 1, by: group).flatMap { start -> [RateRow] in
            let reference = runs[start + rates.count]
            let all = (rates + [referenceHz]).enumerated().map { offset, rate in
                RateRow(row: runs[start + offset], hz: rate, referenceTravel: reference.metrics.travel,
                        referenceDurationMs: reference.metrics.durationMs, spreadPct: nil)
            }
            let travels = all.map(\.row.metrics.travel)
            let spread = reference.metrics.travel == 0 ? nil
                : 100 * ((travels.max() ?? 0) - (travels.min() ?? 0)) / abs(reference.metrics.travel)
            return all.map { var row = $0; row.spreadPct = spread; return row }
        }
    }

    /// The table: one line per setting and rate, the reference last in each setting's group.
    public static func table(_ rows: [RateRow]) -> String {
        let header = ["physics", "handoff", "hz", "travel (px)", "Δ travel (px)", "Δ travel (%)", "duration (ms)",
                      "Δ duration (ms)", "jank", "spread (%)"]
        let cells = rows.map { rate -> [String] in
            let isReference = rate.hz == referenceHz
            return [rate.row.setting.physics, rate.row.setting.handoff,
                    isReference ? "1000 (ref)" : CompareTable.fixed(rate.hz, rate.hz.rounded() == rate.hz ? 0 : 1),
                    CompareTable.fixed(rate.row.metrics.travel, 1), CompareTable.fixed(rate.travelDiff, 1),
                    rate.travelDiffPct.map { CompareTable.fixed($0, 2) } ?? "—",
                    CompareTable.fixed(rate.row.metrics.durationMs, 1), CompareTable.fixed(rate.durationDiffMs, 1),
                    String(rate.row.field.jankV3Frames),
                    isReference ? rate.spreadPct.map { CompareTable.fixed($0, 2) } ?? "—" : ""]
        }
        let all = [header] + cells
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { line in
            var text = line.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - line[column].count)
                return column < 2 ? line[column] + padding : padding + line[column]
            }.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }
}

/// One run of `compare --hz A,B,…`: its row and how it differs from its setting's 1000 Hz run.
public struct RateRow: Encodable, Sendable {
    /// The run's ordinary row.
    public var row: CompareRow
    /// The rate it ran at.
    public var hz: Double
    /// The reference run's travel, px.
    public var referenceTravel: Double
    /// The reference run's duration, ms.
    public var referenceDurationMs: Double
    /// (largest − smallest travel over the setting's rates and the reference) / |reference|, %;
    /// nil when the reference did not move.
    public var spreadPct: Double?

    /// Travel minus the reference's, px.
    public var travelDiff: Double { row.metrics.travel - referenceTravel }
    /// `travelDiff` as a percentage of |reference|; nil when the reference did not move.
    public var travelDiffPct: Double? { referenceTravel == 0 ? nil : 100 * travelDiff / abs(referenceTravel) }
    /// Duration minus the reference's, ms.
    public var durationDiffMs: Double { row.metrics.durationMs - referenceDurationMs }

    enum CodingKeys: String, CodingKey {
        case hz
        case travelDiff = "travel_diff", travelDiffPct = "travel_diff_pct", durationDiffMs = "duration_diff_ms"
        case referenceTravel = "reference_travel", referenceDurationMs = "reference_duration_ms"
        case spreadPct = "travel_spread_pct"
    }

    /// The row's object with the rate and the differences beside its keys.
    public func encode(to encoder: any Encoder) throws {
        try row.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hz, forKey: .hz)
        try container.encode(travelDiff, forKey: .travelDiff)
        try container.encode(travelDiffPct, forKey: .travelDiffPct)
        try container.encode(durationDiffMs, forKey: .durationDiffMs)
        try container.encode(referenceTravel, forKey: .referenceTravel)
        try container.encode(referenceDurationMs, forKey: .referenceDurationMs)
        try container.encode(spreadPct, forKey: .spreadPct)
    }
}
