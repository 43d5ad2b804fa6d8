/// Why a shared-memory image could not be made; the window falls back to `XPutImage`.
struct ShmFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
