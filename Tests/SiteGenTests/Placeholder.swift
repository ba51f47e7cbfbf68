import Testing
@Test func SiteGenTestsPlaceholder() { #expect(Bool(true)) }
