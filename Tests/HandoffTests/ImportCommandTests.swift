import Foundation
import Testing

/// `handoff import` as a user runs it: a real capture in, a session out that `compare` takes;
/// bad captures and options get one line and their exit code.
@Suite("handoff import")
struct ImportCommandTests {
    static let touchpad = CommandRunner.asset("assets/recordings/synaptics-two-finger-scroll.evemu")

    @Test("a real touchpad capture: one stderr line for the device, a session with its provenance, one compare row per preset")
    func touchpadToCompare() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = folder + "/pad.jsonl"
        let imported = try CommandRunner.run(["import", Self.touchpad, "-o", session])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.isEmpty)
        let notes = imported.stderr.split(separator: "\n")
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("handoff: import: \(Self.touchpad): \"SynPS/2 Synaptics TouchPad\" (touchpad): not mapped: ") == true)
        let text = try String(contentsOfFile: session, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.contains("\"imported\":{\"format\":\"evemu\",\"device\":\"SynPS/2 Synaptics TouchPad\",\"file\":\"synaptics-two-finger-scroll.evemu\"}"))
        #expect(text.contains("\"type\":\"scroll\""))

        let presets = ["ios", "android", "chromium", "firefox", "gtk", "qtquick"]
        let compared = try CommandRunner.run(["compare", session, "--physics", presets.joined(separator: ","), "--json"])
        #expect(compared.status == 0, "\(compared.stderr)")
        let rows = compared.stdout.split(separator: "\n")
        #expect(rows.count == presets.count)
        for (row, preset) in zip(rows, presets) { #expect(row.contains("\"physics\":\"\(preset)\""), "\(row.prefix(120))") }

        // The same session on standard output when there is no -o.
        let piped = try CommandRunner.run(["import", Self.touchpad])
        #expect(piped.status == 0 && piped.stdout == text)
    }

    @Test("a malformed capture: exit 65, one line FILE:LINE: problem, no output file")
    func malformed() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let capture = folder + "/bad.evemu"
        try "N: Broken\nE: 0.000000 0002 0000 1\nE: 0.000100 0002 zz 1\n".write(toFile: capture, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", capture, "-o", folder + "/out.jsonl"])
        #expect(result.status == 65)
        #expect(result.stderr == "handoff: \(capture):3: expected \"E: SEC.USEC TYPE CODE VALUE\" (decimal time, hexadecimal type and code, decimal value)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.jsonl"))
    }

    @Test("a --device naming nothing is a usage error (64) that lists the devices; a missing capture is exit 1")
    func badDeviceAndMissingFile() throws {
        let device = try CommandRunner.run(["import", Self.touchpad, "--device", "Logitech"])
        #expect(device.status == 64)
        #expect(device.stderr == "handoff: --device Logitech: no such device in \(Self.touchpad) (devices: 1 \"SynPS/2 Synaptics TouchPad\")\n")
        let byNumber = try CommandRunner.run(["import", Self.touchpad, "--device", "1"])
        #expect(byNumber.status == 0)
        let missing = try CommandRunner.run(["import", "/nonexistent/pad.yml"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "handoff: /nonexistent/pad.yml: cannot open: No such file or directory\n")
    }
}
