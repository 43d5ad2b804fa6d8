import Pixels
import Raster
import ScrollEngine

// Drawing: the messages as bubbles with their times, and the refresh indicator above the oldest.
extension ChatScene {
    static let backdrop = Color(rgb: 0xFFFFFF)

    static let incomingBubble = Color(rgb: 0xE9E9EB)

    static let outgoingBubble = Color(rgb: 0x0A84FF)

    static let outgoingText = Color(rgb: 0xFFFFFF)

    static let dotCount = 5

    /// The indicator in the `loadingInset` band just above the oldest message, at the refresh
    /// state's opacity; the dots run while loading, one lit per `spinnerStep` of load time.
    func renderIndicator(above top: Int, into list: inout DisplayList) {
        let band = Int(PullToRefresh.loadingInset)
        guard top > 0, top - band < height else { return }
        if transcript.oldestID <= 1 && refresh.state != .loading {
            let note = Label.text("Beginning of the conversation")
            list.text(note, x: (width - DisplayList.width(of: note, font: .small)) / 2, y: top - band / 2 - 6,
                      font: .small, color: Palette.secondaryText)
            return
        }
        let opacity = refresh.state.indicatorOpacity
        guard opacity > 0 else { return }
        let alpha = UInt8((opacity * 255).rounded())
        let lit: Int
        if refresh.state == .loading, let elapsed = loadElapsedMs {
            lit = Int((elapsed / 1000 / Self.spinnerStep).rounded(.down)) % Self.dotCount
        } else {
            lit = refresh.state == .ready ? -1 : -2
        }
        let dot = 8, gap = 10
        let rowWidth = Self.dotCount * dot + (Self.dotCount - 1) * gap
        let left = (width - rowWidth) / 2
        let dotsY = top - band + 12
        for index in 0..<Self.dotCount {
            // Ready lights every dot ("let go now"); loading runs one around; pending shows them grey.
            let on = lit == -1 || lit == index
            list.blend(Rect(x: left + index * (dot + gap), y: dotsY, width: dot, height: dot),
                       (on ? Palette.accent : Palette.secondaryText).withAlpha(alpha))
        }
        let label: String
        switch refresh.state {
        case .loading: label = "Loading older messages..."
        case .ready: label = "Release to load"
        case .pending, .none: label = "Pull to load older messages"
        }
        // Text is drawn opaque, so fade it by mixing its colour into the backdrop instead.
        let textWidth = DisplayList.width(of: .text(label), font: .small)
        list.text(label, x: (width - textWidth) / 2, y: dotsY + dot + 8, font: .small,
                  color: Self.mix(Palette.secondaryText, into: Self.backdrop, alpha: alpha))
    }

    /// Width of the time column beside the bubbles.
    static let timeGutter = 52

    /// ":00" … ":59", made once, so a time is a `.numbered` label and costs no allocation.
    static let minuteSuffixes: [String] = (0..<60).map { $0 < 10 ? ":0\($0)" : ":\($0)" }

    /// Widest a line of message text may be at the current width.
    var maxTextWidth: Int { max(40, min(width - 24 - Self.timeGutter - 28, 440)) }

    /// For 1...5 lines, the sentences that wrap to exactly that many lines at `maxTextWidth`;
    /// rebuilt only when the width changes (so steady frames allocate nothing).
    func sentencePools() -> [[Int]] {
        let textWidth = maxTextWidth
        if poolsWidth == textWidth { return pools }
        var fresh = [[Int]](repeating: [], count: 5)
        for (index, sentence) in SampleContent.sentences.enumerated() {
            let lines = TextWrap.lineCount(of: sentence, font: .body, width: textWidth)
            if lines >= 1 && lines <= 5 { fresh[lines - 1].append(index) }
        }
        pools = fresh
        poolsWidth = textWidth
        return fresh
    }

    /// The sentence message `id` shows in `lines` lines: one that wraps to exactly that many when
    /// there is one at this width, else the longest that takes fewer, else (a very narrow window)
    /// any, shortened with "…" by `DisplayList.paragraph`.
    func sentence(for id: Int, lines: Int, pools: [[Int]]) -> String {
        var count = lines
        while count >= 1 {
            let pool = pools[count - 1]
            if !pool.isEmpty {
                return SampleContent.sentences[pool[SampleContent.pick(id, count: pool.count, salt: 3)]]
            }
            count -= 1
        }
        return SampleContent.sentences[SampleContent.pick(id, count: SampleContent.sentences.count, salt: 3)]
    }

    /// A bubble sized to its wrapped sentence, rounded, in the sender's colour, with the time
    /// beside its foot on the outer side.
    func renderMessage(_ message: ChatMessage, y: Int, into list: inout DisplayList) {
        let text = sentence(for: message.id, lines: message.lines, pools: sentencePools())
        let textWidth = maxTextWidth
        let widest = TextWrap.widestLine(of: text, font: .body, width: textWidth)
        let bubbleWidth = min(widest, textWidth) + 28
        let bubbleHeight = message.height - 8
        let x = message.isOutgoing ? width - 12 - bubbleWidth : 12
        let bubbleTop = y + 4
        list.roundedRect(Rect(x: x, y: bubbleTop, width: bubbleWidth, height: bubbleHeight), radius: 17,
                         message.isOutgoing ? Self.outgoingBubble : Self.incomingBubble)
        let lines = min(message.lines, max(1, TextWrap.lineCount(of: text, font: .body, width: textWidth)))
        let lineTop = bubbleTop + (bubbleHeight - lines * ChatMessage.lineHeight) / 2
            + (ChatMessage.lineHeight - FontRole.body.lineHeight) / 2
        list.paragraph(text, x: x + 14, y: lineTop, width: textWidth, font: .body, lineHeight: ChatMessage.lineHeight,
                       maxLines: message.lines, color: message.isOutgoing ? Self.outgoingText : Palette.text)

        // Times run forward with the id: four minutes a message, from 08:00.
        let minutes = (8 * 60 + message.id &* 4) % 1440
        let minuteOfDay = minutes < 0 ? minutes + 1440 : minutes
        let time = Label.numbered(prefix: "", number: minuteOfDay / 60, suffix: Self.minuteSuffixes[minuteOfDay % 60])
        let timeWidth = DisplayList.width(of: time, font: .small)
        let timeY = bubbleTop + bubbleHeight - FontRole.small.lineHeight - 2
        list.text(time, x: message.isOutgoing ? x - 8 - timeWidth : x + bubbleWidth + 8, y: timeY, font: .small,
                  color: Palette.secondaryText)
    }

    /// `color` at `alpha` over `backdrop`, as one opaque colour.
    static func mix(_ color: Color, into backdrop: Color, alpha: UInt8) -> Color {
        let a = UInt32(alpha), b = 255 - UInt32(alpha)
        func channel(_ c: UInt8, _ d: UInt8) -> UInt8 { UInt8((UInt32(c) * a + UInt32(d) * b + 127) / 255) }
        return Color(red: channel(color.red, backdrop.red), green: channel(color.green, backdrop.green),
                     blue: channel(color.blue, backdrop.blue))
    }
}
