import Testing
@Test func WidgetsTestsPlaceholder() { #expect(Bool(true)) }
