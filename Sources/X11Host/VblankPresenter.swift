import CXlib
import HostInterface

/// The Present extension's state for one window: its event selection, the serial of the frames it
/// numbered, and the completions waiting to be read.
///
/// Owned by ``X11Window``; every call happens on the window's thread.
final class VblankPresenter {
    /// The extension's major opcode: `GenericEvent`s carrying it are ours.
    let opcode: Int32
    /// The event selection made with `XPresentSelectInput` (freed with the window).
    let eventID: XID
    /// Serial of the last request (frames and vblank notifications share one sequence).
    var serial: UInt32 = 0
    /// Serial of the last presented frame.
    var lastFrameSerial: UInt32 = 0
    /// The vblank counter the next frame is aimed at (0: as soon as possible).
    var targetMsc: UInt64 = 0
    /// Whether frames go with `PresentOptionAsync` (see ``X11Window/presentsAsync``).
    var async = false
    /// Completions read from the server, oldest first, waiting for ``X11Window/takePresentCompletion()``.
    var completions: [PresentCompletion] = []

    init(opcode: Int32, eventID: XID) {
        self.opcode = opcode
        self.eventID = eventID
        completions.reserveCapacity(16)
    }

    /// The next request's serial (never 0, so 0 can mean "none").
    func nextSerial() -> UInt32 {
        serial = serial == UInt32.max ? 1 : serial + 1
        return serial
    }
}
