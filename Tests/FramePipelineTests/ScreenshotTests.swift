import CZlib
import Foundation
@testable import Live
@testable import Pixels
import Raster
@testable import Replay
import Scenes
import Sessions
import Testing

/// Every picture in README and docs/scenes.md, rendered again the way `scripts/screenshots.sh` makes it, against
/// the committed PNG: the raster is deterministic, so a picture that no longer matches is stale.
/// Only the profiling overlays' panels are left out (their figures are measured times).
@Suite("Pictures in README and docs/ match what the code draws now")
struct ScreenshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A picture: how to draw it, and the device-pixel rectangles holding measured figures.
    struct Picture: CustomTestStringConvertible, Sendable {
        var file: String
        var render: @Sendable () throws -> (Framebuffer, [Rect])
        var testDescription: String { file }
    }

    /// A committed session replayed headless (`replay FILE --headless [--overlay] [--scale S]`).
    static func replay(_ file: String, _ session: String, overlay: Bool = false, scale: DisplayScale? = nil) -> Picture {
        Picture(file: file) {
            let replay = try Replay(path: root + "/assets/sessions/\(session).jsonl", overlay: overlay,
                                    overrides: ReplayOverrides(scale: scale))
            _ = try replay.run()
            let masks = [replay.loop.panels.overlay].compactMap { $0 }.map { replay.loop.options.scale.device($0) }
            return (replay.loop.framebuffer, masks)
        }
    }

    static let pictures: [Picture] = [
        replay("profile.png", "tabs"),
        replay("sections.png", "sections-tap"),
        replay("feed.png", "feed-snap"),
        replay("chat.png", "chat-refresh"),
        replay("profile-overlay.png", "fling-seam-down", overlay: true),
        replay("profile-scale2.png", "tabs", scale: DisplayScale(2)),
        // `replay assets/screenshots/compare-panes.jsonl --headless --compare ios:nested,chromium:latch`
        Picture(file: "compare-panes.png") {
            let path = root + "/assets/screenshots/compare-panes.jsonl"
            let header = try SessionReader(path: path).header
            let left = try Replay.options(for: header, file: path, overrides: ReplayOverrides(physics: .ios, handoff: .nested))
            let right = try Replay.options(for: header, file: path, overrides: ReplayOverrides(physics: .chromium, handoff: .latch))
            let panes = try CompareReplay.run(path: root + "/assets/screenshots/compare-panes.jsonl", left: left, right: right,
                                              overlay: false)
            let paneWidth = ComparePanes.paneWidth(header.width)
            let masks = panes.panes.enumerated().compactMap { index, pane in
                pane.panels.overlay?.offsetBy(dx: index * (header.width - paneWidth), dy: 0)
            }
            return (panes.framebuffer, masks)
        },
    ]

    /// The pixels of a PNG written by `PNGEncoder` (8-bit RGB, one IDAT, filter 0 on every row),
    /// as 0xRRGGBB; nil for any other PNG.
    static func decode(_ path: String) -> (width: Int, height: Int, pixels: [UInt32])? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let png = [UInt8](data)
        func u32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard png.count > 33, u32(12) == 0x4948_4452, png[24] == 8, png[25] == 2 else { return nil }
        let width = u32(16), height = u32(20)
        var offset = 33, idat: [UInt8] = []
        while offset + 12 <= png.count {
            let length = u32(offset)
            if u32(offset + 4) == 0x4944_4154 { idat += png[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        let rowLength = 1 + width * 3
        var raw = [UInt8](repeating: 0, count: rowLength * height)
        var size = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == raw.count else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = y * rowLength
            guard raw[row] == 0 else { return nil }
            for x in 0..<width {
                let p = row + 1 + x * 3
                pixels.append(UInt32(raw[p]) << 16 | UInt32(raw[p + 1]) << 8 | UInt32(raw[p + 2]))
            }
        }
        return (width, height, pixels)
    }

    @Test("the committed picture is what the code draws now", arguments: pictures)
    func pictureIsCurrent(picture: Picture) throws {
        let path = Self.root + "/docs/screenshots/" + picture.file
        let committed = try #require(Self.decode(path), "\(path) is missing or not a PNGEncoder PNG: run scripts/screenshots.sh")
        let (framebuffer, masks) = try picture.render()
        #expect(committed.width == framebuffer.width && committed.height == framebuffer.height)
        guard committed.width == framebuffer.width && committed.height == framebuffer.height else { return }
        var differing = 0, first: (Int, Int)?
        for y in 0..<framebuffer.height {
            for x in 0..<framebuffer.width where !masks.contains(where: { $0.contains(x: x, y: y) }) {
                if framebuffer.pixel(x: x, y: y) & 0xFF_FFFF != committed.pixels[y * committed.width + x] {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        #expect(differing == 0, "\(picture.file): \(differing) pixels differ, the first at \(String(describing: first)): run scripts/screenshots.sh")
    }
}
