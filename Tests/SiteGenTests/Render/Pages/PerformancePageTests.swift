import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct PerformancePageTests {
    @Test func metricsCSVListsEveryRecordByDateThenId() throws {
        let files = PerformancePage(site: try AnalyticsFixture.site("ana-diaz")).render()
        #expect(files.map(\.path) == ["ana-diaz/performance/index.html", "ana-diaz/performance/metrics.csv"])
        #expect(AnalyticsFixture.text(files, "ana-diaz/performance/metrics.csv") == """
            id,metric_type,value,unit,recorded_date,event_id,verified,notes\r
            m1,sixty_time,7.1,s,2025-12-01,,false,\r
            m2,sixty_time,7.0,s,2026-01-15,e3,true,Laser timed\r
            m3,sixty_time,6.9,s,2026-02-10,,false,\r
            m4,velocity,58.5,mph,2026-02-10,,false,\r
            m5,batting_avg,0.345,,2026-02-12,,true,Spring league\r

            """)
    }

    @Test func metricsCSVNeutralisesFormulasAndQuotes() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics.append(PerformanceMetric(id: "m0", metricType: .velocity, value: 1234.5, unit: "@mph",
                                                  recordedDate: LocalDate(iso: "2026-02-10")!,
                                                  notes: "=HYPERLINK(\"http://evil.example\",\"x\")"))
            data.metrics.append(PerformanceMetric(id: "m9", metricType: .other, value: -2, recordedDate: LocalDate(iso: "2026-03-01")!,
                                                  notes: "-1, then\nsecond line"))
        }
        let csv = AnalyticsFixture.text(PerformancePage(site: site).render(), "ana-diaz/performance/metrics.csv")
        #expect(csv == """
            id,metric_type,value,unit,recorded_date,event_id,verified,notes\r
            m1,sixty_time,7.1,s,2025-12-01,,false,\r
            m2,sixty_time,7.0,s,2026-01-15,e3,true,Laser timed\r
            m0,velocity,1234.5,'@mph,2026-02-10,,false,"'=HYPERLINK(""http://evil.example"",""x"")"\r
            m3,sixty_time,6.9,s,2026-02-10,,false,\r
            m4,velocity,58.5,mph,2026-02-10,,false,\r
            m5,batting_avg,0.345,,2026-02-12,,true,Spring league\r
            m9,other,-2.0,,2026-03-01,,false,"'-1, then
            second line"\r

            """)
    }

    @Test func singleRecordTypeSaysNotEnoughDataAndOthersDrawALine() throws {
        let html = AnalyticsFixture.text(PerformancePage(site: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/performance/index.html")
        // Batting average and velocity have one record each; the 60-yard dash has three.
        #expect(html.components(separatedBy: "Not enough data to display chart (need at least 2 records)").count == 3)
        // One level under the card's h2.
        #expect(html.contains("<h3 class=\"series-title\">60-Yard Dash</h3><figure"))
    }

    @Test func valuesAreFormattedPerLocaleWithUnitAndBadges() throws {
        let en = AnalyticsFixture.text(PerformancePage(site: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/performance/index.html")
        #expect(en.contains("<p class=\"metric-value\">.345</p>"))
        #expect(en.contains("<p class=\"metric-value\">58.5 mph</p>"))
        #expect(en.contains("<p class=\"metric-value\">6.9 s</p>"))
        #expect(en.contains("Stable (lower is better)"))
        #expect(en.contains("Laser timed"))
        #expect(en.contains("href=\"metrics.csv\""))
        let pl = AnalyticsFixture.text(PerformancePage(site: try AnalyticsFixture.site("ana-diaz", .pl)).render(), "ana-diaz/performance/index.html")
        #expect(pl.contains("<p class=\"metric-value\">,345</p>"))
        #expect(pl.contains("<p class=\"metric-value\">58,5 mph</p>"))
    }

    @Test func thousandsSeparatorsAndNoUnit() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics = [PerformanceMetric(id: "x", metricType: .strikeouts, value: 12345.678, recordedDate: LocalDate(iso: "2026-03-01")!)]
        }
        let html = AnalyticsFixture.text(PerformancePage(site: site).render(), "ana-diaz/performance/index.html")
        #expect(html.contains("<p class=\"metric-value\">12,345.68</p>"))
    }

    @Test func noMetricsShowsTheSeedEmptyState() throws {
        let files = PerformancePage(site: try AnalyticsFixture.site("empty-one")).render()
        let html = AnalyticsFixture.text(files, "empty-one/performance/index.html")
        #expect(html.contains("<div class=\"empty-state\"><p>No metrics logged yet</p><p class=\"empty-hint\">Start tracking your performance to build a historical record</p></div>"))
        #expect(!html.contains("Metric History"))
        #expect(AnalyticsFixture.text(files, "empty-one/performance/metrics.csv") == "id,metric_type,value,unit,recorded_date,event_id,verified,notes\r\n")
    }
}
