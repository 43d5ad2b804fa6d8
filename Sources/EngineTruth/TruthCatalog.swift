import Foundation

/// The committed truth files: `DIR/ENGINE/GESTURE.json`, engines and gestures in name order.
public enum TruthCatalog {
    /// Where the repository keeps them, from its root.
    public static let directory = "assets/truth"

    /// A nested file's name begins with this (`nested-flick-up-list.json`).
    public static let seamPrefix = "nested-"

    /// The single-scroller files under `directory` as (name `ENGINE/GESTURE`, path); none when it
    /// does not exist.
    public static func files(in directory: String) -> [(name: String, path: String)] {
        allFiles(in: directory).filter { !isSeamFile($0.name) }
    }

    /// The nested files (`ENGINE/nested-GESTURE`) under `directory`.
    public static func seamFiles(in directory: String) -> [(name: String, path: String)] {
        allFiles(in: directory).filter { isSeamFile($0.name) }
    }

    static func isSeamFile(_ name: String) -> Bool { name.split(separator: "/").last?.hasPrefix(seamPrefix) ?? false }

    /// Every JSON file under `directory/ENGINE/`.
    static func allFiles(in directory: String) -> [(name: String, path: String)] {
        let manager = FileManager.default
        guard let engines = try? manager.contentsOfDirectory(atPath: directory) else { return [] }
        var found: [(name: String, path: String)] = []
        for engine in engines.sorted() {
            let folder = directory + "/" + engine
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            // Engine-code runs share the folders but not the format (EngineCodeRunFile).
            for entry in entries.sorted() where entry.hasSuffix(".json") && !EngineCodeRunFile.holds(path: folder + "/" + entry) {
                found.append((engine + "/" + entry.dropLast(".json".count), folder + "/" + entry))
            }
        }
        return found
    }

    /// Every file under `directory` compared with its preset (in file order), and the files that
    /// cannot be read or replayed.
    public static func comparisons(in directory: String) -> (comparisons: [TruthComparison], failures: [TruthError]) {
        var comparisons: [TruthComparison] = []
        var failures: [TruthError] = []
        for (name, path) in files(in: directory) {
            do { comparisons.append(try TruthComparison(file: TruthFile.load(path: path, name: name), name: name)) } catch {
                failures.append(error)
            }
        }
        return (comparisons, failures)
    }
}

extension TruthCatalog {
    /// Every nested file under `directory` compared with its preset under the preset's own policy,
    /// and the files that cannot be read or replayed.
    public static func seamComparisons(in directory: String) -> (comparisons: [SeamComparison], failures: [TruthError]) {
        var comparisons: [SeamComparison] = []
        var failures: [TruthError] = []
        for (name, path) in seamFiles(in: directory) {
            do { comparisons.append(try SeamComparison(file: SeamTruthFile.load(path: path, name: name), name: name)) } catch {
                failures.append(error)
            }
        }
        return (comparisons, failures)
    }
}
