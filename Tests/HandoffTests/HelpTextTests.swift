import Foundation
import Testing

/// The help speaks the user's language: defaults as they are typed, no Swift values, short section
/// headings, each command's own option texts, and errors that say what is wrong. The pages the
/// program generates (docs/keys.md) match what it prints now.
@Suite("Help texts and generated pages")
struct HelpTextTests {
    /// Every subcommand, as a user would ask for its help.
    static let commands: [[String]] = [
        [], ["run"], ["replay"], ["compare"], ["physics"], ["physics", "list"], ["physics", "show"],
        ["physics", "verify"], ["bench"], ["flick"], ["import"], ["keys"],
    ]

    /// Shapes a Swift value takes when printed raw: an initialiser with labels (`FlickPoint(x:`),
    /// a module-qualified type (`Sessions.FlickGesture.`), an optional, a default holding parentheses.
    static let rawValue = try! NSRegularExpression(
        pattern: #"[A-Z][A-Za-z0-9]*\([a-z][A-Za-z0-9]*:|\b[A-Z][A-Za-z0-9]*\.[A-Z][A-Za-z0-9]*\.|Optional\(|\(default: [^)]*\("#)

    static func help(_ command: [String]) throws -> String {
        let result = try CommandRunner.run(command + ["--help"])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        return result.stdout
    }

    /// The options of one section (`SETTINGS:`), one entry per option, its text joined across lines.
    static func options(in section: String, of text: String) -> [String: String] {
        var entries: [String: String] = [:]
        var current: String?
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !line.hasPrefix(" ") { inSection = line == section + ":"; current = nil; continue }
            guard inSection else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("--") {
                let name = String(trimmed.prefix { $0 != " " })
                current = name
                entries[name] = String(trimmed.dropFirst(name.count))
            } else if let current {
                entries[current, default: ""] += " " + trimmed
            }
        }
        return entries
    }

    @Test("no help text shows a raw Swift value", arguments: commands)
    func noRawValues(command: [String]) throws {
        let text = try Self.help(command)
        let range = NSRange(text.startIndex..., in: text)
        let found = Self.rawValue.matches(in: text, range: range).map { (text as NSString).substring(with: $0.range) }
        #expect(found.isEmpty, "\(command): \(found)")
    }

    /// Every subcommand the program lists, found by walking each help's SUBCOMMANDS section.
    static func allCommands(under command: [String] = []) throws -> [[String]] {
        let text = try help(command)
        guard let section = text.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [command] }
        // The section ends at its first blank line; a name starts its line, its text follows.
        let names = section.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .filter { !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(command.count < 3 && !names.isEmpty, "\(command): \(section)")
        guard command.count < 3 else { return [command] }
        return try [command] + names.flatMap { try allCommands(under: command + [$0]) }
    }

    @Test("every subcommand's help shows number defaults as typed (60, not 60.0) and no Swift type name")
    func defaultsAsTyped() throws {
        let commands = try Self.allCommands()
        #expect(commands.contains(["physics", "verify"]) && commands.contains(["flick"]), "\(commands)")
        let typeName = try NSRegularExpression(pattern: #"\b(Double|Float|Int|UInt|String|Bool|Optional|Array|Dictionary|Set)\b|\bnil\b"#)
        let swiftDecimal = try NSRegularExpression(pattern: #"(?<![\d.])\d+\.0(?![\d.])"#)
        for command in commands {
            // Help wraps its lines: a default may start on one line and end on the next.
            let text = try Self.help(command).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let defaults = text.components(separatedBy: "default: ").dropFirst().map { String($0.prefix { $0 != ")" }) }
            for value in defaults {
                let range = NSRange(value.startIndex..., in: value)
                #expect(swiftDecimal.firstMatch(in: value, range: range) == nil, "\(command): (default: \(value))")
            }
            let range = NSRange(text.startIndex..., in: text)
            let names = typeName.matches(in: text, range: range).map { (text as NSString).substring(with: $0.range) }
            #expect(names.isEmpty, "\(command): \(names)")
        }
    }

    @Test("section headings are a few words, not sentences", arguments: commands)
    func shortHeadings(command: [String]) throws {
        let headings = try Self.help(command).split(separator: "\n")
            .filter { !$0.hasPrefix(" ") && $0.hasSuffix(":") && $0 == $0.uppercased() }
        for heading in headings {
            #expect(heading.split(separator: " ").count <= 3, "\(command): \(heading)")
        }
    }

    @Test("flick shows its defaults as they are typed")
    func flickDefaults() throws {
        let options = Self.options(in: "OPTIONS", of: try Self.help(["flick"]))
        #expect(options["--at"]?.contains("(default: 640,240)") == true, "\(options["--at"] ?? "")")
        #expect(options["--release"]?.contains("(default: on-frame)") == true, "\(options["--release"] ?? "")")
    }

    @Test("each command's settings speak of that command")
    func settingsForTheirCommand() throws {
        let run = Self.options(in: "SETTINGS", of: try Self.help(["run"]))
        #expect(run.count == 7)
        for (name, text) in run {
            for word in ["replay", "compare", "the session's"] {
                #expect(!text.lowercased().contains(word), "run \(name): \(text)")
            }
        }
        #expect(run["--physics"]?.contains("Default: ios") == true)
        let replay = Self.options(in: "SETTINGS", of: try Self.help(["replay"]))
        #expect(replay.values.allSatisfy { $0.contains("session's") }, "\(replay)")
        let compare = Self.options(in: "SETTINGS", of: try Self.help(["compare"]))
        #expect(compare["--physics"]?.contains("PRESET:POLICY") == true)
        for command in [run, replay] { #expect(command["--physics"]?.contains("PRESET:POLICY") == false) }
    }

    @Test("a usage error names what is wrong", arguments: [
        (["run", "--compare", "ios"], "needs two items, one per pane; got 1"),
        (["replay", "SESSION", "--headless", "--compare", "ios,gtk,android", "--screenshot", "x.png"], "needs two items, one per pane; got 3"),
        (["compare", "SESSION", "--physics", "ios:nest"], "unknown policy 'nest' in 'ios:nest'"),
        (["run", "--physics", "gtk:nest"], "unknown policy 'nest' in 'gtk:nest'"),
        (["compare", "SESSION", "--physics", "warp:latch"], "unknown preset 'warp:latch'"),
    ])
    func usageErrors(arguments: [String], words: String) throws {
        let result = try CommandRunner.run(arguments.map { $0 == "SESSION" ? CommandRunner.packageRoot + "/assets/sessions/wheel.jsonl" : $0 },
                                           environment: ["DISPLAY": ":93"])
        #expect(result.status == 64, "\(arguments)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
    }

    @Test("docs/keys.md is what handoff keys --markdown prints now")
    func keysPageIsCurrent() throws {
        let result = try CommandRunner.run(["keys", "--markdown"])
        #expect(result.status == 0)
        let committed = try String(contentsOfFile: CommandRunner.packageRoot + "/docs/keys.md", encoding: .utf8)
        #expect(committed == result.stdout, "docs/keys.md is stale: handoff keys --markdown > docs/keys.md")
    }

    /// Every count of `nouns` the README and docs/ state, as written (`eight presets`, `8 real engines`).
    static func statedCounts(of nouns: String) throws -> [(file: String, count: Int, text: String)] {
        let numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        let pattern = try NSRegularExpression(pattern: #"\b(\d+|"# + numbers.joined(separator: "|") + #")\s+(?:[a-z]+\s+)?(?:"# + nouns + #")\b"#,
                                              options: [.caseInsensitive])
        let root = CommandRunner.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }
        var found: [(String, Int, String)] = []
        for file in ["README.md"] + docs.map({ "docs/" + $0 }) {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let word = (text as NSString).substring(with: match.range(at: 1)).lowercased()
                let count = Int(word) ?? (numbers.firstIndex(of: word)! + 1)
                found.append((file, count, (text as NSString).substring(with: match.range)))
            }
        }
        return found
    }

    /// The presets `handoff physics list` prints, in order.
    static func presetNames() throws -> [String] {
        let list = try CommandRunner.run(["physics", "list"])
        #expect(list.status == 0)
        return list.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    }

    @Test("every count of presets or engines in README and docs/ is the number handoff physics list prints")
    func presetCountsAreCurrent() throws {
        let presets = try Self.presetNames().count
        #expect(presets > 1)
        for stated in try Self.statedCounts(of: "presets|engines") {
            #expect(stated.count == presets, "\(stated.file): \"\(stated.text)\", but there are \(presets)")
        }
    }

    @Test("every count of handoff policies in README and docs/ is the number --handoff takes")
    func policyCountsAreCurrent() throws {
        // `handoff help` lists each policy as "- name: what it models" under "Handoff policies".
        let help = try CommandRunner.run(["help"]).stdout
        let section = help.components(separatedBy: "Handoff policies")[1].components(separatedBy: "\n\n")[0]
        let policies = section.split(separator: "\n").filter { $0.hasPrefix("- ") }.count
        #expect(policies > 1)
        for stated in try Self.statedCounts(of: "policies") {
            #expect(stated.count == policies, "\(stated.file): \"\(stated.text)\", but there are \(policies)")
        }
    }

    @Test("README's preset table has one row per preset, in order, with physics verify's counts")
    func readmePresetTableIsCurrent() throws {
        let readme = try String(contentsOfFile: CommandRunner.packageRoot + "/README.md", encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) } == (try Self.presetNames()))
        let verify = try CommandRunner.run(["physics", "verify", "--quiet"])
        #expect(verify.status == 0)
        // "ios: 36/36 within tolerance" → ios: "36 / 36"
        var counts: [String: String] = [:]
        for line in verify.stdout.split(separator: "\n") where line.hasSuffix("within tolerance") {
            let parts = line.split(separator: " ")
            counts[String(parts[0].dropLast())] = parts[1].replacingOccurrences(of: "/", with: " / ")
        }
        for row in rows {
            let name = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(row.last == counts[name], "README's \(name) row says \(row.last ?? ""), physics verify \(counts[name] ?? "nothing")")
        }
    }
}
