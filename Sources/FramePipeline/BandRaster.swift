import Dispatch
import Foundation
import Pixels
import Raster
import Scenes

/// Rasterises a display list into rectangles of a framebuffer on all cores: the rows to draw are
/// cut into as many equal bands as there are workers, and each band is drawn with the list
/// clipped to it.
///
/// The workers are threads created once, with the raster; a frame only hands them the list (a
/// reference, no copy) and wakes them, so drawing allocates nothing. The pixels do not depend on
/// how the rows were cut: every primitive draws the same pixel whatever clip it is drawn under.
public final class BandRaster {
    /// How many bands a large job is cut into (the calling thread draws one, workers the rest).
    public let bandCount: Int
    /// Below this many pixels a job is drawn on the calling thread: waking a worker costs more.
    public static let inlinePixels = 120_000

    private let job: BandJob
    private var threads: [Thread] = []
    /// How many bands the last job was drawn in (1: on the calling thread).
    public private(set) var lastBandsUsed = 0

    /// The default band count: one per active core, at most 8, unless `HANDOFF_RASTER_BANDS`
    /// says otherwise (1 measures the single-threaded raster side by side).
    public static var defaultBands: Int {
        if let text = ProcessInfo.processInfo.environment["HANDOFF_RASTER_BANDS"], let bands = Int(text), bands >= 1 {
            return min(bands, 64)
        }
        return min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// A raster with `bands` bands (default: ``defaultBands``).
    public init(bands: Int = BandRaster.defaultBands) {
        bandCount = max(1, bands)
        job = BandJob(bands: bandCount)
        for band in 1..<max(1, bandCount) {
            let job = self.job
            let thread = Thread { job.work(band: band) }
            thread.name = "handoff-raster-\(band)"
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
    }

    deinit { job.stop() }

    /// Draws `list` (logical pixels, drawn at `scale`) into `regions` of `framebuffer` (device
    /// pixels; overlaps are drawn twice, so callers pass disjoint rectangles). Returns the pixels drawn.
    ///
    /// `spareCores` leaves that many bands' cores to another process working at the same time —
    /// a local X server moving and filling the window's pixels while the strips are drawn. On the
    /// 2-core VM a second band there competed with the server for the cores: the strips took
    /// 0.8–1.0 ms at 4K instead of 0.13 ms on the calling thread alone, and the frame reached the
    /// screen no sooner (docs/performance.md).
    @discardableResult
    public func render(_ list: DisplayList, into framebuffer: Framebuffer, scale: DisplayScale = .one,
                       regions: UnsafeBufferPointer<Rect>, spareCores: Int = 0) -> Int {
        var pixels = 0
        for region in regions { pixels += region.width * region.height }
        let spared = max(1, bandCount - max(0, spareCores))
        let used = pixels < Self.inlinePixels ? 1 : spared
        lastBandsUsed = used
        if used == 1 {
            let canvas = Canvas(framebuffer, scale: scale)
            list.render(into: canvas, regions: regions)
            return pixels
        }
        job.begin(list: list, framebuffer: framebuffer, scale: scale, regions: regions, bands: used)
        job.draw(band: 0)
        job.finish()
        return pixels
    }

    /// Draws all of `list` into `framebuffer` at `scale`.
    @discardableResult
    public func render(_ list: DisplayList, into framebuffer: Framebuffer, scale: DisplayScale = .one) -> Int {
        var whole = framebuffer.bounds
        return withUnsafePointer(to: &whole) {
            render(list, into: framebuffer, scale: scale, regions: UnsafeBufferPointer(start: $0, count: 1))
        }
    }
}

/// What the workers share: one frame's job and the semaphores that hand it over. Written by the
/// calling thread only between `finish` and the next `begin`; the semaphores order those writes
/// before the workers' reads.
private final class BandJob: @unchecked Sendable {
    let bands: Int
    /// Bands the job under way is cut into (the first `active` threads draw it).
    private var active: Int
    private let start: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)
    private var list: DisplayList?
    private var framebuffer: Framebuffer?
    private var scale = DisplayScale.one
    private var regions = ContiguousArray<Rect>()
    private var totalRows = 0
    private var stopping = false
    /// Each band's parts of the regions (written only by that band's thread), and how many each holds.
    private var parts: [UnsafeMutablePointer<Rect>]
    private var partCapacity = 256

    init(bands: Int) {
        self.bands = bands
        active = bands
        start = (0..<bands).map { _ in DispatchSemaphore(value: 0) }
        regions.reserveCapacity(256)
        parts = (0..<bands).map { _ in UnsafeMutablePointer<Rect>.allocate(capacity: 256) }
    }

    deinit {
        for part in parts { part.deallocate() }
    }

    func begin(list: DisplayList, framebuffer: Framebuffer, scale: DisplayScale, regions: UnsafeBufferPointer<Rect>, bands active: Int) {
        self.active = min(max(1, active), bands)
        self.list = list
        self.framebuffer = framebuffer
        self.scale = scale
        self.regions.removeAll(keepingCapacity: true)
        totalRows = 0
        for region in regions where !region.isEmpty {
            self.regions.append(region)
            totalRows += region.height
        }
        if self.regions.count > partCapacity {
            // More regions than ever before: room for them in every band (workers are waiting).
            partCapacity = self.regions.count
            for band in 0..<bands {
                parts[band].deallocate()
                parts[band] = UnsafeMutablePointer<Rect>.allocate(capacity: partCapacity)
            }
        }
        for band in 1..<self.active { start[band].signal() }
    }

    /// Waits for every worker, then lets go of the list (so the caller's next `reset` reuses its
    /// storage instead of copying it).
    func finish() {
        for _ in 1..<active { done.wait() }
        list = nil
        framebuffer = nil
    }

    func stop() {
        stopping = true
        for band in 1..<bands { start[band].signal() }
    }

    func work(band: Int) {
        while true {
            start[band].wait()
            if stopping { return }
            draw(band: band)
            done.signal()
        }
    }

    /// Band `band`'s share: rows `band·T/n ..< (band+1)·T/n` of the regions' rows laid end to end,
    /// `n` the job's active bands.
    func draw(band: Int) {
        guard let list, let framebuffer else { return }
        let from = totalRows * band / active, to = totalRows * (band + 1) / active
        let canvas = Canvas(framebuffer, scale: scale)
        var first = 0
        let share = parts[band]
        var count = 0
        regions.withUnsafeBufferPointer { regions in
            for region in regions {
                let top = max(from, first), bottom = min(to, first + region.height)
                if top < bottom {
                    share[count] = Rect(x: region.x, y: region.y + (top - first), width: region.width, height: bottom - top)
                    count += 1
                }
                first += region.height
                if first >= to { break }
            }
        }
        // One pass over the list for all of the band's parts.
        list.render(into: canvas, regions: UnsafeBufferPointer(start: share, count: count))
    }
}
