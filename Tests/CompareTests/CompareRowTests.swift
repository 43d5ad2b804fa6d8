@testable import Compare
import Foundation
import ScrollEngine
import Testing
import Sessions

@Suite("Compare rows: JSON Lines and the table")
struct CompareRowTests {
    static let row = CompareRow(
        setting: CompareSetting(physics: "ios", handoff: "nested"), frames: 240, hash: "9f2c",
        metrics: HandoffMetrics(releaseV: 2150.25, travel: 1074.5, settleMs: 2860, seams: [
            Seam(t: 183.5, from: "outer", to: "inner", vIn: 1890, vOut: 1884.6),
        ], seamVRatio: 0.997, stalls: 1, maxStep: 41, maxOverscroll: 0),
        final: JSONValue(parsing: #"{"f":239,"t":3983.3,"scene":"profile","phase":"idle","anchor":null,"nodes":[{"id":"outer"}]}"#)!)

    func object(_ row: CompareRow) throws -> [String: Any] {
        let data = try JSONEncoder().encode(row)
        #expect(!data.contains(UInt8(ascii: "\n")))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func documentedKeys() throws {
        let object = try object(Self.row)
        #expect(Set(object.keys) == ["physics", "handoff", "frames", "hash", "release_v", "travel", "settle_ms",
                                     "seams", "seam_v_ratio", "stalls", "max_step", "max_overscroll", "final",
                                     "lift_v", "duration_ms", "momentum_lost", "overscroll_lead", "overscroll_trail",
                                     "estimator", "curve", "jank_v3_frames", "jank_v3_missed_vsyncs", "jank_v3_pct",
                                     "scroll_frames", "predictor_jank_pct", "average_lag_px"])
        // Unknown names are null, not left out.
        #expect(object["estimator"] is NSNull && object["duration_ms"] as? Double == 2860)
        #expect(object["physics"] as? String == "ios")
        #expect(object["release_v"] as? Double == 2150.25)
        let seam = try #require((object["seams"] as? [[String: Any]])?.first)
        #expect(seam["from"] as? String == "outer" && seam["v_in"] as? Double == 1890 && seam["v_out"] as? Double == 1884.6)
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["f"] as? Int == 239 && final["anchor"] is NSNull)
    }

    @Test func ratioWithoutSeamsIsNull() throws {
        var row = Self.row
        row.metrics.seams = []
        row.metrics.seamVRatio = nil
        let object = try object(row)
        #expect(object["seam_v_ratio"] is NSNull)
    }

    @Test func tableAlignsColumnsAndNamesUnits() {
        var other = Self.row
        other.setting = CompareSetting(physics: "chromium", handoff: "latch")
        other.metrics.seams = []
        other.metrics.seamVRatio = nil
        other.metrics.travel = -12.25
        let lines = CompareTable.render([Self.row, other], wide: true).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("physics") && lines[0].contains("travel (px)") && lines[0].contains("duration (ms)") && lines[0].contains("lift v (px/s)"))
        // Right-aligned numbers end in the same column as their header.
        let headerEnd = lines[0].range(of: "travel (px)")!.upperBound.utf16Offset(in: lines[0])
        for line in lines.dropFirst() {
            let value = line.contains("chromium") ? "-12.2" : "1074.5"
            let end = line.range(of: value)!.upperBound.utf16Offset(in: line)
            #expect(end == headerEnd, "\(line)")
        }
        #expect(lines[1].hasSuffix("outer→inner at 183.5 ms 1890→1885"))
        #expect(lines[2].hasSuffix("—"))
    }

    /// The default table leaves the wide-only columns out, ends with each scroller's rest offset,
    /// and stays within 120 columns.
    @Test func defaultTableIsNarrowAndEndsWithFinal() {
        var row = Self.row
        row.final = JSONValue(parsing: #"{"f":1,"nodes":[{"id":"outer","o":280.0},{"id":"inner","o":1119.25}]}"#)!
        row.field.jankV3Frames = 2
        let lines = CompareTable.render([row]).split(separator: "\n").map(String.init)
        #expect(!lines[0].contains("lift v") && !lines[0].contains("seams") && lines[0].contains("jank"))
        #expect(lines[0].hasSuffix("final (px)"))
        #expect(lines[1].hasSuffix("outer 280 inner 1119.2"))
        #expect(lines.allSatisfy { $0.count <= 120 })
        let wide = CompareTable.render([row], wide: true).split(separator: "\n").map(String.init)
        #expect(wide[0].contains("lag (px)") && wide[0].contains("missed vsyncs") && wide[0].count > 120)
    }

    @Test func combinationsVaryHandoffFastest() {
        let runs = CompareRunner.combinations(physics: [.ios, .chromium], handoff: [.nested, .latch])
        #expect(runs.map { "\($0.physics!.name):\($0.handoff!.rawValue)" } == ["ios:nested", "ios:latch", "chromium:nested", "chromium:latch"])
        let headerValues = CompareRunner.combinations(physics: [nil], handoff: [nil, .none])
        #expect(headerValues.count == 2 && headerValues.allSatisfy { $0.physics == nil } && headerValues[0].handoff == nil)
        #expect(CompareSetting(physics: "ios", handoff: "nested").label == "ios · nested")
    }
}
