import HostInterface

/// What the live loop needs from a window: its input, a way to sleep until input or a deadline,
/// and the Present extension's answers (vblank notifications and frame completions).
///
/// `X11Window` is the one real host (the executable declares the conformance); the tests drive
/// ``LiveLoop`` with a scripted host on a fake clock, so pacing, fallbacks and input handling are
/// checked without an X server.
public protocol LiveHost: AnyObject {
    /// Whether frames are presented without waiting for a vblank (Present's async option).
    var presentsAsync: Bool { get set }
    /// The vblank counter value the next present aims at.
    var presentTargetMsc: UInt64 { get set }
    /// The serial of the last frame presented.
    var lastPresentSerial: UInt32 { get }
    /// Appends the events waiting now (never blocks).
    func pollEvents(into events: inout [HostEvent]) throws
    /// Sleeps until input arrives or `timeoutMs` pass (nil: until input).
    func waitForEvents(timeoutMs: Double?) throws
    /// Asks to be told when the counter reaches `targetMsc` (0: the next vblank); returns the
    /// request's serial, or nil without Present.
    func requestVblankNotify(targetMsc: UInt64, onVblank: Bool) -> UInt32?
    /// Waits up to `timeoutMs` for the answer to `serial` (nil: none came).
    func waitForPresentCompletion(serial: UInt32, timeoutMs: Double) throws -> PresentCompletion?
    /// A completion that has arrived, oldest first, or nil.
    func takePresentCompletion() -> PresentCompletion?
}
