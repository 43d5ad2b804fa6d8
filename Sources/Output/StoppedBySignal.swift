#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command ended by a stop signal after saying where it stopped: the line to print (nil when
/// it printed its own) and the signal, whose number gives the exit code (129 for SIGHUP, 130 for
/// SIGINT and SIGTERM). Thrown below the command line so the executable reports it like its own.
public struct StoppedBySignal: Error {
    /// The signal that stopped the command.
    public var signal: Int32
    /// The one line to print, or nil.
    public var message: String?

    /// A stop by `signal`, with its line (nil: none).
    public init(signal: Int32, message: String?) {
        self.signal = signal
        self.message = message
    }

    /// Whether the signal was SIGHUP (exit 129; the others exit 130).
    public var isHangUp: Bool { signal == SIGHUP }

    /// `interrupted`, `terminated`, `hung up`: for the line a stopped command prints.
    public static func name(_ number: Int32) -> String {
        switch number {
        case SIGHUP: "hung up"
        case SIGTERM: "terminated"
        default: "interrupted"
        }
    }
}

extension StopRequest {
    /// What `throwIfRequested` throws: the command's own report line for a stop follows.
    public struct Stopped: Error {
        /// A stop that says nothing itself.
        public init() {}
    }

    /// The stop signal received, if any.
    public static var caught: Int32? { signalNumber == 0 ? nil : signalNumber }

    /// Ends the command, with the line the executable prints for any stop, when a stop signal
    /// came: for commands to call before they put an output in place.
    public static func throwIfRequested() throws {
        if isRequested { throw Stopped() }
    }

    /// Ends the command with 129 (SIGHUP) or 130 (SIGINT, SIGTERM) when a stop signal came;
    /// `saying` (after "interrupted: ") is its line, nil when the command printed its own.
    public static func throwIfCaught(saying what: String? = nil) throws {
        guard let number = caught else { return }
        throw StoppedBySignal(signal: number, message: what.map { "\(StoppedBySignal.name(number)): \($0)" })
    }
}
