#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns one open file descriptor and closes it when the last reference goes away.
///
/// A class because value types cannot run code on destruction: `SessionReader` is a
/// struct, and its copies share this owner, so the descriptor closes exactly once.
final class FileDescriptorOwner: Sendable {
    /// The descriptor; valid until this object is deinitialized.
    let descriptor: CInt

    init(descriptor: CInt) {
        self.descriptor = descriptor
    }

    deinit {
        _ = close(descriptor)
    }
}
