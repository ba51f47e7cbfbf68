import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `sitegen check` reports everything `sitegen build` does (issue 43 §6): the same content,
/// broken in one athlete and thin in the other, gives the same problems either way.
@Suite struct CheckMatchesBuildTests {
    @Test func checkAndBuildReportTheSameProblems() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        // An error in Ana's metrics (she is held back); Empty One's résumé is thin (a warning
        // only a build used to give), and Ana's tables have warnings of their own.
        let metrics = content.appendingPathComponent("athletes/ana-diaz/performance_metrics.csv")
        try (TestSupport.read(metrics) + "m9,sixty_time,abc,s,2026-02-01,,false,\n").write(to: metrics, atomically: true, encoding: .utf8)
        let options = AthleteRebuildTests.options(content, tmp.appendingPathComponent("_site"))

        let summary = try SiteBuilder(options: options).build()
        let built = (summary.errors + summary.warnings).map(\.description)
        var checked: [String] = []
        do {
            _ = try SiteBuilder(options: options).check()
            Issue.record("check found no error")
        } catch let e as InputError {
            checked = e.diagnostics.items.map(\.description)
        }
        #expect(checked == built)
        #expect(built.contains { $0.hasSuffix(#"performance_metrics.csv:7:15: error: value: "abc" is not a number (write decimals with a point, e.g. 1.5)"#) })
        #expect(built.contains { $0.contains(#"athletes/empty-one/athlete.yml: warning: athlete "empty-one": the coach résumé has no email or phone and no metric"#) })
    }
}
