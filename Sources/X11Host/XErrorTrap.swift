import CXlib
#if canImport(Glibc)
import Glibc
#endif

/// Collects X protocol errors and connection loss per display, so failures become `HostError`s
/// on the next call instead of Xlib's default handlers printing and calling `exit`.
///
/// Xlib's error handler is process-wide and takes no context, so the records live in one
/// lock-protected table keyed by the `Display*` address; handlers are capture-less closures
/// that only reach the shared instance.
final class XErrorTrap: @unchecked Sendable {
    /// The first protocol error seen, copied out of the handler (no Xlib calls are allowed there).
    struct ProtocolError {
        var errorCode: UInt8
        var requestCode: UInt8
        var minorCode: UInt8
        var resourceID: UInt
    }

    private struct Record {
        var trapping = false
        var trapped: ProtocolError?
        var unexpected: ProtocolError?
        var connectionLost = false
    }

    static let shared = XErrorTrap()

    // A pthread mutex at a fixed heap address: Swift may move stored properties, pthread objects must not move.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var records: [UInt: Record] = [:]

    private init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        _ = XSetErrorHandler { display, event in
            if let display, let event {
                XErrorTrap.shared.record(display, event.pointee)
            }
            return 0
        }
        // The I/O error handler runs before the per-display exit handler; returning quietly
        // leaves the reporting to us (libX11 ≥ 1.8 then calls the exit handler instead of exit()).
        _ = XSetIOErrorHandler { _ in 0 }
    }

    private static func key(_ display: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display))) }

    private func withRecords<T>(_ body: (inout [UInt: Record]) -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&records)
    }

    /// Starts tracking `display` and makes connection loss non-fatal for it.
    func register(_ display: OpaquePointer) {
        withRecords { $0[Self.key(display)] = Record() }
        // Without this, libX11 calls exit(1) when the server goes away: the caller could not
        // finish writing a recording.
        XSetIOErrorExitHandler(display, { display, _ in
            if let display { XErrorTrap.shared.markConnectionLost(display) }
        }, nil)
    }

    /// Stops tracking `display` (before it is closed, since the address may be reused).
    func unregister(_ display: OpaquePointer) {
        _ = withRecords { $0.removeValue(forKey: Self.key(display)) }
    }

    private func record(_ display: OpaquePointer, _ event: XErrorEvent) {
        let error = ProtocolError(errorCode: event.error_code, requestCode: event.request_code, minorCode: event.minor_code,
                                  resourceID: UInt(event.resourceid))
        withRecords { records in
            let key = Self.key(display)
            guard var record = records[key] else { return }
            if record.trapping {
                if record.trapped == nil { record.trapped = error }
            } else if record.unexpected == nil {
                record.unexpected = error
            }
            records[key] = record
        }
    }

    private func markConnectionLost(_ display: OpaquePointer) {
        withRecords { $0[Self.key(display)]?.connectionLost = true }
    }

    /// Routes errors on `display` into a trap until ``endTrap(_:)``; the caller must `XSync` before ending
    /// so that errors from the trapped requests have arrived.
    func beginTrap(_ display: OpaquePointer) {
        withRecords { records in
            records[Self.key(display)]?.trapping = true
            records[Self.key(display)]?.trapped = nil
        }
    }

    /// Ends the trap and returns the first error it caught.
    func endTrap(_ display: OpaquePointer) -> ProtocolError? {
        withRecords { records in
            let key = Self.key(display)
            let error = records[key]?.trapped
            records[key]?.trapping = false
            records[key]?.trapped = nil
            return error
        }
    }

    /// Whether the connection is gone, and the first protocol error that nobody trapped.
    func status(_ display: OpaquePointer) -> (connectionLost: Bool, unexpected: ProtocolError?) {
        withRecords { records in
            let record = records[Self.key(display)]
            return (record?.connectionLost ?? false, record?.unexpected)
        }
    }

    /// Forgets the untrapped error after the caller has dealt with it.
    func clearUnexpected(_ display: OpaquePointer) {
        withRecords { $0[Self.key(display)]?.unexpected = nil }
    }

    /// A readable description of `error`, e.g. `BadAccess (attempt to access private resource denied) in request 130.1`.
    static func describe(_ error: ProtocolError, on display: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(error.errorCode), &buffer, Int32(buffer.count))
        let text = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "\(text) in request \(error.requestCode).\(error.minorCode)"
    }
}
