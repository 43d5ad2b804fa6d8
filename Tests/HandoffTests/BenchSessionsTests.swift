import Foundation
import Testing

/// `bench` without files, run from outside the checkout: it finds the committed sessions above
/// its executable, and says so when there are none to find.
@Suite("bench finds the committed sessions, or says it skipped them", .serialized)
struct BenchSessionsTests {
    @Test("run from another directory, the built binary still benches the committed sessions")
    func findsSessionsAboveTheExecutable() throws {
        let elsewhere = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let result = try CommandRunner.run(executable: "/bin/sh",
                                           ["-c", "cd '\(elsewhere)' && exec '\(CommandRunner.handoff)' bench --frames 1 --size 64x64"],
                                           timeout: 300)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("skipped"))
        #expect(result.stdout.contains("tabs"))
    }

    @Test("a copy of the binary far from any checkout says it skipped them")
    func saysWhenSkipped() throws {
        let elsewhere = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        // The copy is made by `cp` in the child shell, not by this process: a file this process held
        // open for writing would be inherited by any child another test forks meanwhile, and exec
        // of it would fail with "Text file busy".
        let result = try CommandRunner.run(executable: "/bin/sh",
                                           ["-c", "cd '\(elsewhere)' && cp '\(CommandRunner.handoff)' ./handoff && exec ./handoff bench --frames 1 --size 64x64"],
                                           timeout: 300)
        #expect(result.status == 0)
        #expect(result.stderr.contains("skipped the committed sessions"))
        #expect(!result.stdout.contains("tabs"))
    }
}
