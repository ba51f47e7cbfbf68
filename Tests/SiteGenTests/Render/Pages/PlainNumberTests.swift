import SiteData
import Testing
@testable import SiteGen

/// A CSV number is the JSON spelling without its closing newline, for every kind of double.
@Suite struct PlainNumberTests {
    @Test func isTheJSONSpellingWithoutTheNewline() {
        for x in [0, -0.0, 7, 7.1, 0.345, 33.3, -3.25, 1_234.5678, 1e21, 1e-7, 123_456_789.125, .nan, .infinity, -.infinity] {
            var former = JSONValue.double(x).render()
            former.removeLast()
            guard case .number(let text) = ReportsPages.plainNumber(x) else { Issue.record("not a number cell"); continue }
            #expect(text == former)
        }
    }
}
