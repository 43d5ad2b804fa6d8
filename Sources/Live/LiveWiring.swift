import Output
import Foundation
import HostInterface
import X11Host

/// The window is the live loop's host as it is: its methods are the ones the loop needs.
extension X11Window: LiveHost {}

/// The window's presenter keeps the first X failure; the live loop ends with it.
extension WindowPresenter: LivePresenter {
    public var presentFailure: (any Error)? { failure }
}

extension LiveEnvironment {
    /// The process's own: the monotonic clock, the stop signals, the wall clock and standard error.
    public static var process: LiveEnvironment {
        LiveEnvironment(nowMs: { MonotonicClock.monotonicMs() },
                        stopRequested: { StopSignal.caught != nil },
                        wallSeconds: { Int(Date().timeIntervalSince1970) },
                        note: { StandardError.line($0) })
    }
}
