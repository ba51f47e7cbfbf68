import SiteData
import Testing
@testable import SiteGen

/// Date axes tick on calendar boundaries (evenly spaced in time), at the finest step that fits.
@Suite struct DateTicksTests {
    static func d(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
    let en = LocaleFormatter(.en)

    func labels(_ from: String, _ to: String, max: Int = 5) -> [String] {
        let (dates, step) = DateTicks.ticks(from: Self.d(from), to: Self.d(to), maxCount: max)
        return dates.map { DateTicks.label($0, step: step, formatter: en) }
    }

    @Test func thirtyDaysTickOnMondays() {
        // 2026-10-24 is a Saturday: Mondays Oct 26 … Nov 16.
        #expect(labels("2026-10-24", "2026-11-22") == ["Oct 26", "Nov 2", "Nov 9", "Nov 16"])
    }

    @Test func aFewDaysTickEveryDay() {
        #expect(labels("2026-03-01", "2026-03-04") == ["Mar 1", "Mar 2", "Mar 3", "Mar 4"])
    }

    @Test func aYearTicksOnQuarters() {
        // Twelve months are too many ticks for five: quarters, on Jan/Apr/Jul/Oct 1st.
        #expect(labels("2025-11-23", "2026-11-22") == ["Jan 2026", "Apr 2026", "Jul 2026", "Oct 2026"])
    }

    @Test func threeYearsTickOnJanuaryFirst() {
        // The performance history of the sample (Nov 2023 – Sep 2026).
        #expect(labels("2023-11-23", "2026-09-30") == ["2024", "2025", "2026"])
    }

    @Test func decadesTickEveryFewYears() {
        #expect(labels("1990-06-01", "2026-06-01") == ["2000", "2010", "2020"])
    }

    @Test func monthsWithinAQuarter() {
        #expect(labels("2026-01-15", "2026-05-20") == ["Feb 2026", "Mar 2026", "Apr 2026", "May 2026"])
    }

    @Test func battingAverageAxisReadsLikeTheCards() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics.append(PerformanceMetric(id: "m-ba2", metricType: .battingAvg, value: 0.301, recordedDate: Self.d("2026-03-01")))
        }
        let html = AnalyticsFixture.text(PerformancePage(athlete: site).render(), "ana-diaz/performance/index.html")
        // The batting-average chart (.345 and .301): its y ticks read ".300" … ".360", never "0.3".
        let chart = try #require(html.components(separatedBy: "<h3 class=\"series-title\">Batting Average</h3>").dropFirst().first)
        let axis = try #require(chart.components(separatedBy: "<g class=\"w-yl\" text-anchor=\"end\">").dropFirst().first?.components(separatedBy: "</g>").first)
        let ticks = axis.components(separatedBy: "\">").dropFirst().map { $0.components(separatedBy: "<").first ?? "" }
        #expect(ticks == [".300", ".320", ".340", ".360"])
    }
}
