import Foundation
import Testing

/// What `compare` shows a new user on the default flick: the handoff itself.
@Suite("compare shows the handoff")
struct CompareHandoffShownTests {
    /// `handoff flick --v 2500` written to a temporary file.
    static func defaultFlick(_ folder: String) throws -> String {
        let made = try CommandRunner.run(["flick", "--v", "2500"])
        #expect(made.status == 0, "\(made.stderr)")
        let path = folder + "/f.jsonl"
        try made.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The default flick starts on the header and lifts before it has collapsed, so the fling
    /// reaches the seam: nested presets hand it to the list (v_out / v_in < 1: the curve decays
    /// for a frame and the list starts from there), latch presets stop at the header's end and
    /// lose what was left (lost > 0). The table fits 120 columns.
    @Test("default flick, all presets: a latch row loses momentum, a nested row hands over, the table fits 120 columns")
    func defaultFlickShowsHandoff() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.defaultFlick(folder)
        let presets = "ios,android,chromium,firefox,gtk,qtquick,flutter,chromeos"
        let json = try CommandRunner.run(["compare", path, "--physics", presets, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let rows = try json.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(rows.count == 8)
        #expect(rows.contains { $0["handoff"] as? String == "latch" && ($0["momentum_lost"] as? Double ?? 0) > 0 })
        #expect(rows.contains { $0["handoff"] as? String == "nested" && ($0["seam_v_ratio"] as? Double ?? 1) < 1 })
        let table = try CommandRunner.run(["compare", path, "--physics", presets])
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.count == 9 && lines[0].hasSuffix("final (px)"))
        for line in lines { #expect(line.count <= 120, "\(line.count): \(line)") }
        #expect(lines.contains { $0.hasPrefix("chromium") && $0.hasSuffix("outer 280 inner 0") })
    }

    @Test("--hz 60,120: each rate and the 1000 Hz reference, differences against it")
    func rates() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.defaultFlick(folder)
        let json = try CommandRunner.run(["compare", path, "--physics", "android", "--hz", "60,120", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let rows = try json.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(rows.map { $0["hz"] as? Double } == [60, 120, 1000])
        let reference = rows[2]
        for row in rows {
            let travel = try #require(row["travel"] as? Double), duration = try #require(row["duration_ms"] as? Double)
            // JSON numbers read back to within a few ulps.
            #expect(abs((row["travel_diff"] as? Double ?? .nan) - (travel - (reference["travel"] as! Double))) < 1e-9)
            #expect(abs((row["duration_diff_ms"] as? Double ?? .nan) - (duration - (reference["duration_ms"] as! Double))) < 1e-9)
        }
        // A frame at 60 Hz ends up to 16.7 ms after the motion's end, at 1000 Hz within 1 ms.
        let late = (rows[0]["duration_diff_ms"] as? Double) ?? -1
        #expect(late >= 0 && late < 1000.0 / 60)
        let table = try CommandRunner.run(["compare", path, "--physics", "android", "--hz", "60,120"])
        #expect(table.stdout.split(separator: "\n").count == 4 && table.stdout.contains("1000 (ref)"))
        let bad = try CommandRunner.run(["replay", path, "--headless", "--hz", "60,120"])
        #expect(bad.status == 64 && bad.stderr.split(separator: "\n").count == 1)
    }
}
