import Foundation
import SiteData
import Testing
@testable import SiteGen

/// Values at the edges of what the loaders accept still build, in bounded time and size.
@Suite struct ExtremeValuesBuildTests {
    func build(appending rows: [String: String]) throws -> (BuildSummary, URL, URL) {
        let tmp = TestSupport.temporaryFolder()
        let content = TestSupport.copyFixture("site", to: tmp)
        let athlete = content.appendingPathComponent("athletes/ana-diaz")
        for (file, text) in rows {
            let handle = try FileHandle(forWritingTo: athlete.appendingPathComponent(file))
            handle.seekToEndOfFile()
            handle.write(Foundation.Data(text.utf8))
            try handle.close()
        }
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = tmp.appendingPathComponent("_site").path
        o.environment = [:]
        o.jobs = 2
        return (try SiteBuilder(options: o).build(), tmp, tmp.appendingPathComponent("_site"))
    }

    /// The repro: two velocities of 2e12 hung `build` in `NiceScale` forever.
    @Test func twoTrillionVelocityBuilds() throws {
        let (summary, tmp, out) = try build(appending: [
            "performance_metrics.csv": "big1,velocity,2000000000000,mph,2026-03-01,,false,\nbig2,velocity,2000000000000,mph,2026-03-02,,false,\n",
        ])
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.athletes == 2)
        let page = TestSupport.read(out.appendingPathComponent("ana-diaz/performance/index.html"))
        #expect(page.contains("2,000,000,000,000 mph"))
    }

    /// A post in the year 1 made the all-time activity chart 120 000 months long.
    @Test func aPostInTheYearOneIsChartedOverTheLast600MonthsWithAWarning() throws {
        let (summary, tmp, out) = try build(appending: [
            "social_media_posts.csv": "old,,twitter,0001-01-01,false,,,,\n",
        ])
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(summary.warnings.map(\.message).contains(
            "athlete \"ana-diaz\": social all-time spans 24303 months (from 0001-01-01); its activity chart shows only the last 600, from 1976-04"))
        let size = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("ana-diaz/social/all-time/index.html").path)[.size] as? Int
        #expect((size ?? 0) < 400_000)
    }
}
