import Foundation
import FramePipeline
import Testing

/// `handoff help` and `handoff run --help` print the window's key table, the one the `h` panel
/// draws (`KeyTable`), so the three never disagree.
@Suite("Key help on the command line")
struct KeyHelpTests {
    /// The lines after "Keys in the window:" up to the first blank line or the usage.
    static func keyBlock(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "Keys in the window:") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("handoff help and run --help list the key table's rows, in order", arguments: [["help"], ["run", "--help"]])
    func helpListsTheTable(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        let block = Self.keyBlock(result.stdout).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(block == KeyTable.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for row in KeyTable.bindings {
            #expect(block.contains { $0.hasPrefix(row.keys) && $0.hasSuffix(row.meaning) })
        }
    }
}
