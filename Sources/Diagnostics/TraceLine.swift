import Scenes
import Sessions

/// One frame of the trace (docs/trace.md), as a JSON object on one line.
///
/// Field order is fixed (docs/trace.md): `f`, `t`, `scene`, `tab`, `outer`, `inner`, `phase`, then the
/// scene's own fields in the order it added them (`SceneState.fields`: `section`; `items`,
/// `refresh`, `anchor`; `pager`, `carousel`), then the seam inspector (`v`, `nodes`,
/// `left`, and `release` in the frame that handled a release). Numbers use Swift's shortest
/// round-tripping form, so a trace read back gives the exact doubles.
public enum TraceLine {
    /// The JSON object for frame `index` at `timeMs` in `state`.
    public static func json(frame index: Int, timeMs: Double, state: SceneState) -> String {
        var line = "{\"f\":\(index),\"t\":\(number(timeMs)),\"scene\":\"\(state.scene.rawValue)\",\"tab\":\(state.tab)"
        line += ",\"outer\":\(number(state.outer)),\"inner\":\(number(state.inner)),\"phase\":\"\(state.phase.rawValue)\""
        state.fields.forEach { field in
            line += ",\(string(field.key)):"
            switch field.value {
            case .int(let value): line += "\(value)"
            case .number(let value): line += number(value)
            case .text(let text): line += string(text)
            case .anchor(let id, let y): line += "{\"id\":\(id),\"y\":\(number(y))}"
            case .null: line += "null"
            }
        }
        line += ",\"v\":\(number(state.velocity)),\"nodes\":["
        for (index, node) in state.nodes.enumerated() {
            if index > 0 { line += "," }
            line += json(ScrollerState(node))
        }
        line += "],\"left\":\(number(state.left))"
        if let release = state.release {
            line += ",\"release\":{\"t\":\(number(release.timeMs)),\"o\":\(number(release.offset))"
            line += ",\"lift_v\":\(number(release.liftVelocity)),\"v\":\(number(release.velocity))"
            line += ",\"estimator\":\(string(release.estimator)),\"curve\":\(string(release.curve))}"
        }
        line += "}"
        return line
    }

    /// One `nodes` item, keys in the documented order (``ScrollerState``'s coding keys).
    static func json(_ node: ScrollerState) -> String {
        typealias Key = ScrollerState.CodingKeys
        return "{\"\(Key.id.rawValue)\":\(string(node.id)),\"\(Key.axis.rawValue)\":\"\(node.axis.rawValue)\","
            + "\"\(Key.offset.rawValue)\":\(number(node.offset)),\"\(Key.travel.rawValue)\":\(number(node.travel)),"
            + "\"\(Key.maxOffset.rawValue)\":\(number(node.maxOffset ?? 0))}"
    }

    /// `text` as a JSON string literal (the one escaper: ``JSONString``).
    public static func string(_ text: String) -> String { JSONString.literal(text) }

    /// A finite double in JSON: Swift's shortest round-trip form (`200.0`, `131.5`, `1e-05`);
    /// a non-finite one (which the engine never produces) as `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == 0 ? "0.0" : value.description
    }
}
