import Foundation
import Testing

/// A private Xvfb for one test: started on a free display it picks itself (`-displayfd`), stopped on
/// `stop()` or deinit so no server outlives its test.
///
/// Spawned with posix_spawn rather than Foundation's Process: the test runner's threads block SIGTERM,
/// a child inherits that mask, and an Xvfb that cannot see SIGTERM can only be SIGKILLed, which leaves
/// its lock file and socket behind.
final class XvfbServer {
    /// The display name, e.g. `":3"`.
    let display: String
    private var pid: pid_t

    /// Starts `Xvfb` with a 1920×1080×24 screen and waits until it accepts connections.
    /// Fails (never skips) when Xvfb is not installed.
    init(extraArguments: [String] = []) throws {
        let executable = try Tool.path("Xvfb", package: "xvfb")
        // -displayfd: Xvfb picks an unused display number and writes it once it is ready to accept
        // connections, so there is no race on the number and no polling for the socket. -noreset: by
        // default the server resets when its last client leaves, and a connection made during that
        // reset (the next window of the same test) is refused.
        let arguments = [executable, "-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
            + extraArguments
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TestFailure("pipe failed: errno \(errno)") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        defer { close(readEnd) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, &argv, &envp)
        close(writeEnd)
        guard spawned == 0 else { throw TestFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        pid = child

        var text = ""
        let deadline = Date().addingTimeInterval(15)
        while !text.contains("\n") {
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard remaining > 0, poll(&descriptor, 1, remaining) > 0 else {
                display = ""
                stop()
                throw TestFailure("Xvfb did not report a display within 15 s")
            }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else {
                display = ""
                stop()
                throw TestFailure("Xvfb exited before it was ready (arguments: \(arguments.dropFirst().joined(separator: " ")))")
            }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            display = ""
            stop()
            throw TestFailure("Xvfb wrote an unexpected display number: \(text)")
        }
        display = ":\(number)"
    }

    deinit { stop() }

    /// Terminates the server and reaps it (SIGKILL if it has not exited 5 s after SIGTERM). Idempotent.
    func stop() {
        guard pid > 0 else { return }
        defer { pid = 0 }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// A display number nothing is listening on (no socket, no lock file), for the no-display test.
    static func unusedDisplay() -> String {
        for number in 150..<1000
        where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            return ":\(number)"
        }
        return ":999"
    }
}

/// Suites that open windows need an X server: without Xvfb they are skipped, saying why.
extension Trait where Self == ConditionTrait {
    static var needsXServer: Self {
        .enabled(if: (try? Tool.path("Xvfb", package: "xvfb")) != nil,
                 "needs Xvfb (apt-get install xvfb, or scripts/setup.sh test)")
    }
}
