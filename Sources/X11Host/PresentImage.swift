import CXlib
#if canImport(Glibc)
import Glibc
#endif

/// One client-side image the window presents from: a MIT-SHM segment shared with the server
/// (no copy through the socket), or a heap buffer sent with `XPutImage`.
///
/// Pixels are 32-bit 0xAARRGGBB words, i.e. bytes B, G, R, A in memory: the ZPixmap layout of a
/// little-endian 24/32-bit TrueColor visual, so frames can be copied in without conversion.
final class PresentImage {
    /// The Xlib image header; its `data` points at ``pixels``.
    let image: UnsafeMutablePointer<XImage>
    /// First pixel of the buffer.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Allocated size: frames up to this size fit without recreating the image.
    let capacityWidth: Int
    let capacityHeight: Int
    /// Pixels (not bytes) from one row to the next.
    let strideWords: Int
    /// The segment description; nil for a heap image. Heap-allocated because the XImage keeps a
    /// pointer to it (`obdata`) for its whole life.
    private let shmInfo: UnsafeMutablePointer<XShmSegmentInfo>?
    /// True from `XShmPutImage` until its `ShmCompletion` arrives: until then the server may still be
    /// reading, and drawing into the buffer would tear the frame on screen.
    var busy = false
    /// A server pixmap over the same segment, made for the Present extension (0 until then).
    var pixmap: Pixmap = 0
    /// The segment description, for `XShmCreatePixmap`.
    var shmInfoPointer: UnsafeMutablePointer<XShmSegmentInfo>? { shmInfo }

    /// The server-side id of the segment, matched against `ShmCompletion` events.
    var shmSegment: ShmSeg { shmInfo?.pointee.shmseg ?? 0 }
    var isShared: Bool { shmInfo != nil }

    private init(image: UnsafeMutablePointer<XImage>, shmInfo: UnsafeMutablePointer<XShmSegmentInfo>?,
                 width: Int, height: Int) {
        self.image = image
        self.shmInfo = shmInfo
        self.pixels = UnsafeMutableRawPointer(image.pointee.data!).assumingMemoryBound(to: UInt32.self)
        self.capacityWidth = width
        self.capacityHeight = height
        self.strideWords = Int(image.pointee.bytes_per_line) / 4
    }

    /// Whether a `width`×`height` frame fits, without holding on to a much larger buffer than needed
    /// (after the window shrank, a 4× larger segment would only waste shared memory).
    func suits(width: Int, height: Int) -> Bool {
        width <= capacityWidth && height <= capacityHeight && capacityWidth * capacityHeight <= 4 * width * height
    }

    /// A shared-memory image attached to the server, or the reason it could not be made
    /// (no SHM on a remote display, shmget limits, an unusual visual).
    static func makeShared(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                           width: Int, height: Int) -> Result<PresentImage, ShmFailure> {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, info,
                                          UInt32(width), UInt32(height)) else {
            info.deallocate()
            return .failure(ShmFailure("XShmCreateImage failed"))
        }
        guard image.pointee.bits_per_pixel == 32, image.pointee.bytes_per_line % 4 == 0 else {
            XDestroyImage(image)
            info.deallocate()
            return .failure(ShmFailure("SHM image has \(image.pointee.bits_per_pixel) bits per pixel, need 32"))
        }
        let size = Int(image.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        guard id >= 0 else {
            let reason = String(cString: strerror(errno))
            XDestroyImage(image)
            info.deallocate()
            return .failure(ShmFailure("shmget(\(size) bytes) failed: \(reason)"))
        }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            let reason = String(cString: strerror(errno))
            shmctl(id, IPC_RMID, nil)
            XDestroyImage(image)
            info.deallocate()
            return .failure(ShmFailure("shmat failed: \(reason)"))
        }
        // Touched now, not on the first frames: a 4K segment is 8 100 pages, and faulting them in
        // while drawing made the first frames into each buffer take 16–24 ms instead of 2.
        memset(address, 0, size)
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        image.pointee.data = info.pointee.shmaddr

        // A remote server (or one in another IPC namespace) cannot attach: that is reported as an
        // asynchronous X error, so trap it and sync to be sure it has arrived.
        XErrorTrap.shared.beginTrap(display)
        let accepted = XShmAttach(display, info)
        XSync(display, 0)
        let error = XErrorTrap.shared.endTrap(display)
        // Marked for removal now, the segment disappears as soon as both sides detach, even if this
        // process is killed: no segments are ever left behind.
        shmctl(id, IPC_RMID, nil)
        if accepted == 0 || error != nil {
            shmdt(address)
            image.pointee.data = nil
            XDestroyImage(image)
            info.deallocate()
            let why = error.map { XErrorTrap.describe($0, on: display) } ?? "XShmAttach returned False"
            return .failure(ShmFailure("the X server cannot attach shared memory: \(why)"))
        }
        return .success(PresentImage(image: image, shmInfo: info, width: width, height: height))
    }

    /// A heap image for `XPutImage`. Never fails short of running out of memory.
    static func makeHeap(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                         width: Int, height: Int) -> PresentImage {
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        buffer.initialize(repeating: 0, count: width * height)
        let data = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: CChar.self)
        let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data,
                                 UInt32(width), UInt32(height), 32, Int32(width * 4))!
        // Our words are little-endian whatever the server's order; Xlib swaps if the server differs.
        image.pointee.byte_order = LSBFirst
        return PresentImage(image: image, shmInfo: nil, width: width, height: height)
    }

    /// Frees the image. `display` is nil once the connection is gone: then only local memory is released.
    func destroy(display: OpaquePointer?) {
        if let shmInfo {
            if let display, pixmap != 0 { XFreePixmap(display, pixmap) }
            if let display { XShmDetach(display, shmInfo) }
            let address = shmInfo.pointee.shmaddr
            image.pointee.data = nil
            XDestroyImage(image)  // frees the header only: XShm's destroy hook leaves data and obdata alone
            if let address { shmdt(address) }
            shmInfo.deallocate()
        } else {
            // Xlib would free() the data; it was allocated by Swift, so give it back the same way.
            image.pointee.data = nil
            XDestroyImage(image)
            pixels.deallocate()
        }
    }
}
