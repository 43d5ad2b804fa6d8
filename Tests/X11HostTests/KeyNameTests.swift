import Testing
@testable import X11Host

/// Keysym → session key name, without a server.
@Suite struct KeyNameTests {
    @Test func printableKeysAreTheirCharacter() {
        #expect(KeyName.name(for: 0x71) == "q")
        #expect(KeyName.name(for: 0x51) == "Q")
        #expect(KeyName.name(for: 0x32) == "2")
        #expect(KeyName.name(for: 0xe9) == "é")
        #expect(KeyName.name(for: 0x0100_20ac) == "€")
    }

    @Test func otherKeysUseTheKeysymName() {
        #expect(KeyName.name(for: 0xff1b) == "Escape")
        #expect(KeyName.name(for: 0xff09) == "Tab")
        #expect(KeyName.name(for: 0xffbe) == "F1")
        #expect(KeyName.name(for: 0xffc9) == "F12")
        #expect(KeyName.name(for: 0xff0d) == "Return")
        #expect(KeyName.name(for: 0x20) == "space")
    }

    @Test func modifiersAndNoSymbolAreNotReported() {
        #expect(KeyName.name(for: 0) == nil)
        #expect(KeyName.name(for: 0xffe1) == nil)  // Shift_L
        #expect(KeyName.name(for: 0xffe3) == nil)  // Control_L
        #expect(KeyName.name(for: 0xfe03) == nil)  // ISO_Level3_Shift
    }
}
