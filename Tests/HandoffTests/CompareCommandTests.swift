import Foundation
import Testing

/// `handoff compare` as a user runs it.
@Suite("handoff compare")
struct CompareCommandTests {
    static let session = CommandRunner.asset("assets/sessions/fling-seam-up.jsonl")

    @Test("--json prints one documented object per run, in order; the table has a header and a row per run")
    func jsonAndTable() throws {
        let json = try CommandRunner.run(["compare", Self.session, "--physics", "ios,android", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.map { $0["physics"] as? String } == ["ios", "android"])
        for object in objects {
            for key in ["handoff", "frames", "hash", "release_v", "travel", "settle_ms", "seams", "seam_v_ratio",
                        "stalls", "max_step", "max_overscroll", "final"] {
                #expect(object[key] != nil, "missing \(key)")
            }
            #expect((object["final"] as? [String: Any])?["scene"] as? String == "profile")
        }

        let table = try CommandRunner.run(["compare", Self.session, "--physics", "ios,android"])
        #expect(table.status == 0)
        let rows = table.stdout.split(separator: "\n")
        #expect(rows.count == 3 && rows[0].contains("travel (px)") && rows[1].hasPrefix("ios") && rows[2].hasPrefix("android"))
    }

    @Test("compare --json equals the metrics of replay with the same settings: frames, hash, final")
    func sameAsReplay() throws {
        let compare = try CommandRunner.run(["compare", Self.session, "--physics", "android", "--json"])
        let replay = try CommandRunner.run(["replay", Self.session, "--headless", "--summary"])
        let row = try #require(JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])
        let summary = try #require(JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any])
        // The header's preset is ios: a different preset gives a different run; the header's gives the same.
        #expect(row["hash"] as? String != summary["hash"] as? String)
        let same = try CommandRunner.run(["compare", Self.session, "--json"])
        let sameRow = try #require(JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
        #expect(sameRow["hash"] as? String == summary["hash"] as? String)
        #expect(sameRow["frames"] as? Int == summary["frames"] as? Int)
        #expect(sameRow["physics"] as? String == "ios")
        let finalRow = try #require(sameRow["final"] as? [String: Any])
        let finalSummary = try #require(summary["final"] as? [String: Any])
        #expect(finalRow["f"] as? Int == finalSummary["f"] as? Int)
        #expect(finalRow["outer"] as? Double == finalSummary["outer"] as? Double)
    }

    @Test("--plot writes a 1280x800 PNG")
    func plot() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/plot.png"
        let result = try CommandRunner.run(["compare", Self.session, "--physics", "ios,android", "--plot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count > 24 && bytes[1] == 0x50 && bytes[2] == 0x4E && bytes[3] == 0x47)
        // IHDR width and height, big-endian, at bytes 16…23.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 800)
    }

    @Test("more than 16 runs, an unknown preset, policy, window or series exit 64; a bad session exits 65 naming FILE:LINE")
    func errors() throws {
        let many = try CommandRunner.run(["compare", Self.session, "--physics", "ios,android,gtk,firefox,qtquick,flutter",
                                          "--handoff", "nested,latch,none"])
        #expect(many.status == 64)
        #expect(many.stderr.contains("18 runs; compare makes at most 16"))
        #expect(try CommandRunner.run(["compare", Self.session, "--physics", "ios,nope"]).status == 64)
        #expect(try CommandRunner.run(["compare", Self.session, "--physics", "ios:sideways"]).status == 64)
        #expect(try CommandRunner.run(["compare", Self.session, "--handoff", "sideways"]).status == 64)
        #expect(try CommandRunner.run(["compare", Self.session, "--physics", "ios,"]).status == 64)
        for window in ["500", "900:100", "a:b", "-5:10"] {
            #expect(try CommandRunner.run(["compare", Self.session, "--window", window]).status == 64, "\(window)")
        }
        #expect(try CommandRunner.run(["compare", Self.session, "--series", "each"]).status == 64)

        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bad = folder + "/bad.jsonl"
        try (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"# + "\n"
            + #"{"t":5,"type":"down","x":1,"y":2,"button":1}"# + "\n" + #"{"t":1,"type":"up","x":1,"y":2,"button":1}"# + "\n")
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["compare", bad])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(bad):3: \"t\" decreases"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try CommandRunner.run(["compare", folder + "/missing.jsonl"]).status == 1)
    }

    @Test("items PRESET[:POLICY]: a preset alone runs its own policy, a pair as named, --handoff crosses the rest")
    func items() throws {
        let result = try CommandRunner.run(["compare", Self.session, "--physics", "ios,chromium,gtk:none", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(rows.map { "\($0["physics"]!):\($0["handoff"]!)" } == ["ios:nested", "chromium:latch", "gtk:none"])
        for row in rows {
            for key in ["lift_v", "duration_ms", "momentum_lost", "overscroll_lead", "overscroll_trail", "estimator", "curve"] {
                #expect(row[key] != nil, "missing \(key)")
            }
        }
        let crossed = try CommandRunner.run(["compare", Self.session, "--physics", "ios,gtk:none", "--handoff", "latch,nested", "--json"])
        let settings = crossed.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]).map { "\($0["physics"]!):\($0["handoff"]!)" }
        }
        #expect(settings == ["ios:latch", "ios:nested", "gtk:none"])
    }

    @Test("a session from a pipe is read once and gives the same rows as the file")
    func pipe() throws {
        let file = try CommandRunner.run(["compare", Self.session, "--physics", "ios,android", "--json"])
        let piped = try CommandRunner.run(executable: "/bin/sh", ["-c", "cat '\(Self.session)' | '\(CommandRunner.handoff)' compare /dev/stdin --physics ios,android --json"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == file.stdout)
    }

    @Test("--help names every column with its unit")
    func help() throws {
        let help = try CommandRunner.run(["compare", "--help"])
        for key in ["lift_v", "release_v", "travel", "duration_ms", "momentum_lost", "overscroll_lead", "overscroll_trail",
                    "seam_v_ratio", "stalls", "max_step", "seams", "estimator", "curve", "settle_ms", "max_overscroll"] {
            #expect(help.stdout.contains("[\(key)]") || help.stdout.contains("\(key):"), "\(key)")
        }
        #expect(help.stdout.contains("--window") && help.stdout.contains("--series"))
    }
}
