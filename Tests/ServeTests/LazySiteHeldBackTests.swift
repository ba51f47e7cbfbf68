import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// `serve`'s family index says "not updated" for an athlete whose files have errors, as the
/// index `build` writes does (`FamilyIndexPage+HeldBack`), and stops saying it once fixed.
@Suite(.serialized) struct LazySiteHeldBackTests {
    @Test func theIndexNamesAHeldBackAthleteAsTheBuildDoes() throws {
        let content = try LazySiteTests.content("Tests/SiteGenTests/Fixtures/site")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("serve-held-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: output) }
        let metrics = content.appendingPathComponent("athletes/ana-diaz/performance_metrics.csv")
        let good = try String(contentsOf: metrics, encoding: .utf8)
        try (good + "m90,sixty_time,abc,s,2026-02-01,,false,\nm91,sixty_time,xyz,s,2026-02-02,,false,\n")
            .write(to: metrics, atomically: true, encoding: .utf8)
        let summary = try SiteBuilder(options: LazySiteTests.options(content, output: output)).build()
        #expect(summary.heldBack.map(\.slug) == ["ana-diaz"])
        let built = try Data(contentsOf: output.appendingPathComponent("index.html"))
        let line = "<strong>Ana Díaz</strong>: not updated: 2 errors in performance_metrics.csv"
        #expect(String(decoding: built, as: UTF8.self).contains(line))

        let site = try PreviewSite(options: LazySiteTests.options(content))
        let state = PreviewState()
        let lazy = LazySite(site: site, state: state, log: { _ in })
        defer { lazy.close() }
        _ = lazy.cards.all()
        #expect(lazy.file(at: "index.html").map { Data($0) } == built)

        // Fixed and saved: the line goes.
        try good.write(to: metrics, atomically: true, encoding: .utf8)
        #expect(lazy.athleteChanged("ana-diaz").ok)
        let index = String(decoding: try #require(lazy.file(at: "index.html")), as: UTF8.self)
        #expect(!index.contains("not updated"))
        #expect(index.contains("Ana Díaz"))
    }
}
