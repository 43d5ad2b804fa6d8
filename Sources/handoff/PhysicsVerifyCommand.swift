import Foundation
import ArgumentParser
import EngineTruth
import Output
import ScrollEngine

/// `handoff physics verify [PRESET…]`: each preset against its engine's own test numbers and code.
struct PhysicsVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check each preset against its engine's own unit-test numbers and code, one line per case.",
        discussion: """
            Columns: preset, kind, PASS or MISS, what is checked, expected (the engine's number), \
            measured (Handoff's), tolerance, unit, and where the expected number comes from \
            (repository, revision and file). Kinds, strongest evidence first: truth (recorded from \
            the real engine: the truth files of docs/truth.md, from --truth DIR or assets/truth), engine-code-run \
            (the engine's own code run here without its platform, from the same folder), engine-test (the engine's own unit tests), engine-code (computed by \
            hand from its code), replica (a frame-by-frame replica of its code in this repository). \
            Flicks run a constant-speed finger through the whole engine at 60 and 1000 Hz, lifted on \
            a frame and between frames. The last lines count the cases per kind. Exit status 1 when \
            any case misses.
            """)

    @Argument(help: "Presets to check (default: all).")
    var presets: [String] = []

    @Flag(help: "Print only the cases that miss, and a summary line per preset.")
    var quiet = false

    @Option(help: ArgumentHelp("Directory of truth files, ENGINE/GESTURE.json (default: assets/truth, when there is one here).",
                               valueName: "dir"))
    var truth: String?

    func validate() throws {
        var isDirectory: ObjCBool = false
        if let truth, !FileManager.default.fileExists(atPath: truth, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw ValidationError("--truth: \(truth) is not a directory")
        }
        for name in presets where PhysicsPreset.named(name) == nil {
            throw ValidationError("unknown preset \"\(name)\" (expected \(PhysicsPreset.all.map(\.name).joined(separator: ", ")))")
        }
    }

    func run() throws {
        let names = presets.isEmpty ? PhysicsPreset.all.map(\.name) : presets
        var misses = 0
        var byKind: [ReferenceKind: (passed: Int, total: Int)] = [:]
        for name in names {
            var passed = 0, total = 0
            let directory = truth ?? TruthCatalog.directory
            for reference in ReferenceCases.cases(for: name) + TruthCases.cases(for: name, directory: directory)
                + EngineCodeRunCases.cases(for: name, directory: directory) {
                let result = reference.run()
                total += 1
                byKind[reference.kind, default: (0, 0)].total += 1
                if result.passed {
                    passed += 1
                    byKind[reference.kind, default: (0, 0)].passed += 1
                } else {
                    misses += 1
                }
                if !quiet || !result.passed { try StandardOutput.write(Self.line(result) + "\n") }
            }
            if quiet { try StandardOutput.write("\(name): \(passed)/\(total) within tolerance\n") }
        }
        try StandardOutput.write(Self.summary(byKind))
        if misses > 0 { throw ExitCode(1) }
    }

    /// One line per kind: cases within tolerance out of all, every kind listed.
    static func summary(_ byKind: [ReferenceKind: (passed: Int, total: Int)]) -> String {
        ReferenceKind.allCases.map { kind in
            let counts = byKind[kind] ?? (0, 0)
            return "\(kind.rawValue): \(counts.passed)/\(counts.total) within tolerance\n"
        }.joined()
    }

    /// One case as a line.
    static func line(_ result: ReferenceResult) -> String {
        let r = result.reference
        let unit = r.unit.isEmpty ? "" : " " + r.unit
        return "\(r.preset)\t\(r.kind.rawValue)\t\(result.passed ? "PASS" : "MISS")\t\(r.check)\texpected \(format(r.expected))\tmeasured \(format(result.measured))"
            + "\t±\(format(r.tolerance))\(unit)\t\(r.origin)"
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
