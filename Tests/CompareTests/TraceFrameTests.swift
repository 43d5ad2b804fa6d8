import Diagnostics
import Scenes
import ScrollEngine
import Testing

/// The one trace reader: every documented field comes back typed, the scene's own in order.
@Suite("Trace lines read back")
struct TraceFrameTests {
    static let chat = #"{"f":3,"t":50.0,"scene":"chat","tab":0,"outer":-42.5,"inner":0.0,"phase":"spring","items":50,"#
        + #""refresh":"pending","anchor":{"id":7,"y":88.25},"v":-310.0,"nodes":[{"id":"outer","axis":"y","o":-42.5,"d":1.5,"max":2900.0}],"left":0.0}"#

    @Test func chatFieldsAreTyped() throws {
        let frame = try TraceFrame.decode(line: Self.chat)
        #expect(frame.scene == .chat && frame.phase == .spring && frame.outer == -42.5)
        #expect(frame.items == 50 && frame.refresh == .pending && frame.anchor == MessageAnchor(id: 7, y: 88.25))
        #expect(frame.pager == nil && frame.section == nil)
        var order: [String] = []
        frame.fields.forEach { order.append($0.key) }
        #expect(order == ["items", "refresh", "anchor"])
        #expect(frame.nodes == [ScrollerState(id: "outer", axis: .y, offset: -42.5, travel: 1.5, maxOffset: 2900)])
    }

    @Test func aNullAnchorIsNoAnchor() throws {
        let line = Self.chat.replacingOccurrences(of: #"{"id":7,"y":88.25}"#, with: "null")
        #expect(try TraceFrame.decode(line: line).anchor == nil)
    }

    @Test(arguments: [
        (#""phase":"spring""#, #""phase":"glide""#, #""phase": unknown phase "glide""#),
        (#""tab":0,"#, "", #"missing "tab""#),
        (#""tab":0"#, #""tab":0.5"#, #""tab": expected a whole number"#),
        (#""items":50"#, #""items":[50]"#, #""items": an array is no scene field"#),
    ])
    func aBadFieldIsNamed(_ from: String, _ to: String, _ message: String) {
        #expect(throws: TraceFieldError.self) { try TraceFrame.decode(line: Self.chat.replacingOccurrences(of: from, with: to)) }
        do { _ = try TraceFrame.decode(line: Self.chat.replacingOccurrences(of: from, with: to)) } catch {
            #expect(error.description == message)
        }
    }
}
