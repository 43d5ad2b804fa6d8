/// One frame of a nested file's drag and the input the engine had applied when it made it:
/// `[frame time ms, input time ms, y px]` in the file's `drag_shown`.
///
/// Each engine draws a move one or more frames after its timestamp, by a delay of its own input
/// path (Chromium: dispatched at the next BeginFrame and resampled; Firefox: sampled by the
/// compositor at a vsync; GTK: painted at its frame clock's tick). The recorder takes which input a
/// frame shows from the engine's own evidence (its trace, log or event handlers), never from the
/// frame's offsets, so the seam test can hold the drag's x(t) to the preset's drag physics alone.
public struct SeamShownInput: Sendable, Decodable, Equatable {
    /// The frame's time, ms, as in `frames`.
    public var timeMs: Double
    /// The session time of the newest `down` or `move` the engine had applied for that frame, ms.
    public var inputMs: Double
    /// The finger's y the engine applied, px: that input's y, or where the engine resamples its
    /// input (Chromium), the resampled position.
    public var y: Double

    /// A row.
    public init(timeMs: Double, inputMs: Double, y: Double) {
        self.timeMs = timeMs
        self.inputMs = inputMs
        self.y = y
    }

    public init(from decoder: any Decoder) throws {
        let numbers = try SeamTruthFrame.numbers(in: decoder)
        guard numbers.count == 3, numbers.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected [frame time ms, input time ms, y px]"))
        }
        self.init(timeMs: numbers[0], inputMs: numbers[1], y: numbers[2])
    }
}

extension SeamTruthFile {
    /// How close a `drag_shown` row's time must be to its frame's, ms (the files write 0.001).
    static let shownTimeMatchMs = 0.0005

    /// What makes `drag_shown` unusable, or nil: each row names a frame after the first, in
    /// order, and the input it shows never goes back.
    var dragShownProblem: String? {
        guard let rows = dragShown else { return nil }
        var frameIndex = 1
        for (index, row) in rows.enumerated() {
            while frameIndex < frames.count, frames[frameIndex].timeMs < row.timeMs - Self.shownTimeMatchMs { frameIndex += 1 }
            guard frameIndex < frames.count, abs(frames[frameIndex].timeMs - row.timeMs) <= Self.shownTimeMatchMs else {
                return "\"drag_shown\" row \(index): no frame after the first at t \(row.timeMs) ms (rows follow the frames, in order)"
            }
            frameIndex += 1
            if index > 0, row.inputMs < rows[index - 1].inputMs {
                return "\"drag_shown\" row \(index): input at \(row.inputMs) ms comes before the previous row's \(rows[index - 1].inputMs) ms"
            }
        }
        return nil
    }
}
