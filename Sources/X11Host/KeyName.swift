import CXlib

/// Turns a keysym into the key name sessions use (docs/sessions.md).
enum KeyName {
    /// The documented name for `keysym`, or nil for keys that are not reported (modifiers, NoSymbol).
    ///
    /// Printable keys become their character so recordings read `"q"`, `"2"`; everything else keeps
    /// the X keysym name (`Escape`, `Tab`, `F1`, `space`), which is stable across keyboard layouts.
    /// Space is named `space` because a bare `" "` is easy to misread in a session file.
    static func name(for keysym: KeySym) -> String? {
        let sym = UInt32(truncatingIfNeeded: keysym)
        if sym == 0 || isModifier(sym) { return nil }
        // Latin-1 keysyms equal their code points; Unicode keysyms are 0x0100_0000 + code point.
        let codePoint: UInt32? = switch sym {
        case 0x21...0x7e, 0xa1...0xff: sym
        case 0x0100_00a1...0x0110_ffff: sym - 0x0100_0000
        default: nil
        }
        if let codePoint, let scalar = Unicode.Scalar(codePoint), scalar.properties.generalCategory != .control {
            return String(Character(scalar))
        }
        if let cName = XKeysymToString(keysym) {
            return String(cString: cName)
        }
        return "0x" + String(sym, radix: 16)
    }

    /// Shift, Control, Caps/Num Lock, Meta/Alt/Super/Hyper and the ISO level shifts: they only
    /// change other keys, and reporting them would clutter recordings.
    private static func isModifier(_ sym: UInt32) -> Bool {
        switch sym {
        case 0xffe1...0xffee, 0xff7e, 0xff7f, 0xfe01...0xfe13: true
        default: false
        }
    }
}
