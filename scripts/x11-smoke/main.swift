// X11Host smoke demo and measurements, compiled together with the X11Host sources (see build.sh).
//   x11-smoke timing            — time to open the window and its first events
//   x11-smoke present [N]       — median present time, SHM vs XPutImage, 1920×1080, N frames each
//   x11-smoke pacer [N] [hz]    — interval between presents with FramePacer + waitForEvents
//   x11-smoke demo              — an interactive window printing its HostEvents (q or Escape quits)
import HostInterface
#if canImport(Glibc)
import Glibc
#endif

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func fmt(_ v: Double) -> String {
    let scaled = (v * 1000).rounded() / 1000
    return "\(scaled)"
}

func fill(_ pixels: UnsafeMutablePointer<UInt32>, _ count: Int, frame: Int) {
    pixels.update(repeating: 0xff00_0000 | UInt32(truncatingIfNeeded: frame &* 0x010203), count: count)
}

let args = CommandLine.arguments
let mode = args.count > 1 ? args[1] : "demo"
do {
    switch mode {
    case "timing":
        var t = MonotonicClock.monotonicMs()
        let window = try X11Window(title: "x11-smoke timing", width: 320, height: 240)
        print("open+map: \(fmt(MonotonicClock.monotonicMs() - t)) ms, path \(window.presentPath)")
        var events: [HostEvent] = []
        t = MonotonicClock.monotonicMs()
        try window.pollEvents(into: &events)
        print("first poll: \(fmt(MonotonicClock.monotonicMs() - t)) ms, \(events)")
        window.close()

    case "present":
        let frames = args.count > 2 ? Int(args[2])! : 300
        let w = 1920, h = 1080
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        for useShm in [true, false] {
            let window = try X11Window(title: "x11-smoke present", width: w, height: h, useShm: useShm)
            var events: [HostEvent] = []
            var copyPresent: [Double] = [], synced: [Double] = [], back: [Double] = []
            for f in 0..<frames {
                fill(pixels, w * h, frame: f)
                // Hand-over only: what the frame loop pays (SHM: copy + put; XPutImage: the socket write).
                var t0 = MonotonicClock.monotonicMs()
                try window.present(pixels: pixels, width: w, height: h, stride: w)
                let t1 = MonotonicClock.monotonicMs()
                try window.waitUntilPresented()
                let t2 = MonotonicClock.monotonicMs()
                copyPresent.append(t1 - t0)
                synced.append(t2 - t0)
                // Drawing straight into the back buffer: no copy.
                t0 = MonotonicClock.monotonicMs()
                try window.withBackBuffer { p, bw, bh, stride in
                    for row in 0..<bh { (p + row * stride).update(repeating: 0xff11_2233, count: bw) }
                }
                let tDrawn = MonotonicClock.monotonicMs()
                try window.presentBackBuffer()
                try window.waitUntilPresented()
                back.append(MonotonicClock.monotonicMs() - tDrawn)
                try window.pollEvents(into: &events)
                events.removeAll(keepingCapacity: true)
            }
            print("\(window.presentPath): present() p50 \(fmt(percentile(copyPresent, 0.5))) ms p99 \(fmt(percentile(copyPresent, 0.99)))"
                + " | present()+waitUntilPresented p50 \(fmt(percentile(synced, 0.5))) ms p99 \(fmt(percentile(synced, 0.99)))"
                + " | presentBackBuffer()+wait p50 \(fmt(percentile(back, 0.5))) ms p99 \(fmt(percentile(back, 0.99)))")
            window.close()
        }
        pixels.deallocate()

    case "pacer":
        let frames = args.count > 2 ? Int(args[2])! : 600
        let hz = args.count > 3 ? Double(args[3])! : 60
        let w = 1920, h = 1080
        let window = try X11Window(title: "x11-smoke pacer", width: w, height: h)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        var events: [HostEvent] = []
        events.reserveCapacity(256)
        var pacer = FramePacer(hz: hz)
        var deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
        var presentTimes: [Double] = []
        var lateness: [Double] = []
        presentTimes.reserveCapacity(frames)
        while presentTimes.count < frames {
            let now = MonotonicClock.monotonicMs()
            if now < deadline { try window.waitForEvents(timeoutMs: deadline - now) }
            try window.pollEvents(into: &events)
            events.removeAll(keepingCapacity: true)
            let t = MonotonicClock.monotonicMs()
            guard t >= deadline else { continue }
            lateness.append(t - deadline)
            fill(pixels, w * h, frame: presentTimes.count)
            try window.present(pixels: pixels, width: w, height: h, stride: w)
            presentTimes.append(MonotonicClock.monotonicMs())
            deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
        }
        let intervals = zip(presentTimes.dropFirst(), presentTimes).map { $0 - $1 }
        let period = 1000 / hz
        let jitter = intervals.map { abs($0 - period) }
        print("\(window.presentPath) at \(hz) Hz, \(intervals.count) intervals: p50 \(fmt(percentile(intervals, 0.5))) ms"
            + " p99 \(fmt(percentile(intervals, 0.99))) ms min \(fmt(intervals.min()!)) max \(fmt(intervals.max()!))"
            + " | |interval-period| p50 \(fmt(percentile(jitter, 0.5))) p99 \(fmt(percentile(jitter, 0.99)))"
            + " | wake lateness p50 \(fmt(percentile(lateness, 0.5))) p99 \(fmt(percentile(lateness, 0.99)))"
            + " | skipped \(pacer.skippedFrames)")
        pixels.deallocate()
        window.close()

    default:
        let window = try X11Window(title: "x11-smoke demo", width: 640, height: 400)
        print("present path: \(window.presentPath)\(window.shmFallbackReason.map { " (\($0))" } ?? "")")
        var events: [HostEvent] = []
        var pacer = FramePacer(hz: 60)
        var deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
        var frame = 0
        loop: while true {
            let now = MonotonicClock.monotonicMs()
            if now < deadline { try window.waitForEvents(timeoutMs: deadline - now) }
            try window.pollEvents(into: &events)
            for event in events {
                print(event)
                if event == .close { break loop }
                if case .key(name: "q", _) = event { break loop }
                if case .key(name: "Escape", _) = event { break loop }
            }
            events.removeAll(keepingCapacity: true)
            guard MonotonicClock.monotonicMs() >= deadline else { continue }
            try window.withBackBuffer { p, w, h, stride in
                for row in 0..<h {
                    (p + row * stride).update(repeating: 0xff00_0000 | UInt32((row + frame) & 0xff) << 8, count: w)
                }
            }
            try window.presentBackBuffer()
            frame += 1
            deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
        }
        window.close()
    }
} catch {
    print("x11-smoke: \(error)")
    exit(69)
}
