import Testing
@testable import SiteGenCLI

/// `--color auto|always|never`: a terminal decision, the command line's own.
@Suite struct ColorChoiceTests {
    @Test func autoOnlyOnATerminalWithoutNoColor() {
        #expect(ColorChoice.auto.enabled(isTTY: true, environment: [:]))
        #expect(!ColorChoice.auto.enabled(isTTY: true, environment: ["NO_COLOR": "1"]))
        #expect(ColorChoice.auto.enabled(isTTY: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorChoice.auto.enabled(isTTY: false, environment: [:]))
        #expect(ColorChoice.always.enabled(isTTY: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.enabled(isTTY: true, environment: [:]))
    }
}
