/// JSON string literals, as every line this program writes spells them (session files, traces,
/// summaries, problem reports): one escaper, so a name reads the same in all of them.
public enum JSONString {
    /// `text` as a JSON string literal: quotes, backslashes and control characters are escaped
    /// (`\b \f \n \r \t`, else `\u00XX`); everything else, non-ASCII included, is written as UTF-8.
    public static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
