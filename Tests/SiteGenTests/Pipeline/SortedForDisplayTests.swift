import SiteData
import Testing
@testable import SiteGen

@Suite struct SortedForDisplayTests {
    /// Hostile round 4, item 12: a database that stopped answering failed every athlete with the
    /// same error; the build shows it once.
    @Test func theSameProblemIsShownOnce() {
        let at = SourceLocation(file: "postgres table schools, athlete a")
        let stuck = Diagnostic.error("no answer from the server", at: at)
        let other = Diagnostic.warning("w", at: SourceLocation(file: "b.csv", line: 2, column: 1))
        #expect([other, stuck, stuck, other, stuck].sortedForDisplay() == [stuck, other])
        #expect([Diagnostic.error("x", at: at), .error("y", at: at)].sortedForDisplay().count == 2)
    }
}
