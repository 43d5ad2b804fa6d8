/// Why the X11 host cannot go on. The CLI maps every case to exit status 69.
public enum HostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No X server could be reached: `DISPLAY` unset, or nothing listening at that display.
    case noDisplay(String)
    /// The X server refused a request, lacks something required, or the connection was lost.
    case serverFailed(String)

    /// The one-line message for standard error.
    public var description: String {
        switch self {
        case .noDisplay(let message), .serverFailed(let message): return message
        }
    }
}
