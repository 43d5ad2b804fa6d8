#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)` until every byte is out: short writes are continued and EINTR retried, so a
/// signal never leaves half a line behind. Returns nil, or the error number of the failure.
enum DescriptorWrite {
    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, next, left)
            if written > 0 {
                next += written
                left -= written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written == 0 ? EIO : errno
            }
        }
        return nil
    }
}
