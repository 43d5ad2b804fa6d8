import Foundation
import Testing

/// `run --scale 2` on a screen smaller than the window it asks for: the window is cut to the
/// screen's work area, keeps its scale, and standard error says so in one line.
@Suite("run: a window larger than the screen is cut to fit it, and says so", .serialized, .needsXServer)
struct ScreenFitWindowTests {
    @Test("1280x800 at scale 2 on a 1920×1080 screen opens at 1920×1080 and records 960x540; with _NET_WORKAREA, that")
    func scaledWindowFitsTheScreen() throws {
        let display = try XvfbDisplay()
        let dir = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (workArea, device, logical) in [(nil, "1920x1080", "[960,540]"), ("0, 40, 1600, 1000", "1600x1000", "[800,500]")] {
            if let workArea {
                try CommandRunner.run(executable: "/usr/bin/xprop", ["-root", "-f", "_NET_WORKAREA", "32c", "-set",
                                                                     "_NET_WORKAREA", workArea],
                                      environment: ["DISPLAY": display.name], timeout: 20)
            }
            let record = dir + "/fit-\(logical).jsonl", errors = dir + "/fit-\(logical).err"
            let process = try ChildProcess(CommandRunner.handoff, ["run", "--scale", "2", "--record", record],
                                           environment: ["DISPLAY": display.name], stderr: errors)
            defer { process.stop() }
            let window = display.window(named: "Handoff")
            let geometry = try display.xdotool(["getwindowgeometry", window]).stdout
            #expect(geometry.contains(device), "the window should be cut to \(device): \(geometry)")
            try display.xdotool(["key", "--window", window, "q"])
            #expect(process.wait(timeout: 20) == 0)
            let lines = try String(contentsOfFile: errors, encoding: .utf8).split(separator: "\n")
            let notes = lines.filter { $0.contains("larger than the screen's work area") }
            #expect(notes.count == 1, "one line says why: \(lines)")
            #expect(notes.first?.contains(workArea == nil ? "from screen" : "from _NET_WORKAREA") == true)
            let header = try #require(try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").first)
            #expect(header.contains("\"size\":\(logical)") && header.contains("\"scale\":2"))
        }
    }
}
