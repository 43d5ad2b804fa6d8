import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with posix_spawn and a clean signal mask.
///
/// Foundation's `Process` hands the test runner's blocked SIGTERM on to its children, so
/// `terminate()` would be ignored and a hung child would hang the test; here the mask and the
/// dispositions are reset, so SIGTERM works, and `wait(timeout:)` ends with SIGKILL if need be.
final class ChildProcess {
    let pid: pid_t
    private(set) var status: Int32?

    /// Starts `executable` with `arguments`; stdout/stderr go to the given files (or /dev/null).
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         stdout: String? = nil, stderr: String? = nil) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, &argv, &envp)
        guard result == 0 else { throw TestFailure("cannot start \(executable): \(String(cString: strerror(result)))") }
        pid = child
    }

    /// Whether it is still running.
    var isRunning: Bool {
        if status != nil { return false }
        var raw: Int32 = 0
        let done = waitpid(pid, &raw, WNOHANG)
        if done == pid { status = Self.exitStatus(raw); return false }
        return done == 0
    }

    /// Waits up to `timeout` seconds, then SIGTERM, then SIGKILL; returns the exit status
    /// (128 + signal when killed).
    @discardableResult
    func wait(timeout: TimeInterval) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(5_000) }
        if isRunning {
            kill(pid, SIGTERM)
            let grace = Date().addingTimeInterval(2)
            while isRunning && Date() < grace { usleep(5_000) }
            if isRunning { kill(pid, SIGKILL) }
            var raw: Int32 = 0
            if status == nil, waitpid(pid, &raw, 0) == pid { status = Self.exitStatus(raw) }
        }
        return status ?? -1
    }

    /// Stops it now (SIGTERM, then SIGKILL).
    func stop() { _ = wait(timeout: 0) }

    private static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }

    deinit { if status == nil { stop() } }
}
