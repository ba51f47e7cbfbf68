import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct PerformancePageTests {
    @Test func metricsCSVListsEveryRecordByDateThenId() throws {
        let files = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        #expect(files.map(\.path) == ["ana-diaz/performance/index.html", "ana-diaz/performance/metrics.csv",
                                       "ana-diaz/performance/timeline/index.html"])
        #expect(AnalyticsFixture.text(files, "ana-diaz/performance/metrics.csv") == """
            id,metric_type,value,unit,recorded_date,event_id,verified,notes\r
            m1,sixty_time,7.1,s,2025-12-01,,false,\r
            m2,sixty_time,7.0,s,2026-01-15,e3,true,Laser timed\r
            m3,sixty_time,6.9,s,2026-02-10,,false,\r
            m4,velocity,58.5,mph,2026-02-10,,false,\r
            m5,batting_avg,0.345,,2026-02-12,,true,Spring league\r

            """)
    }

    @Test func everyMetricChartCarriesASpokenSummary() throws {
        let html = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render()[0].text
        let descs = html.components(separatedBy: "<desc id=\"").dropFirst().map { $0.components(separatedBy: "</desc>")[0] }
        #expect(descs.map { $0.components(separatedBy: "\">").dropFirst().joined() } == [
            "Performance chart for 60-Yard Dash, showing 3 data points",
            "Performance chart for Fastball Velocity, showing 1 data point",
            "Performance chart for 60-Yard Dash, showing 3 data points",
            "Performance chart for Batting Average, showing 1 data point",
        ])
        let pl = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render()[0].text
        #expect(pl.contains("Wykres wyników: "))
    }

    @Test func metricsCSVNeutralisesFormulasAndQuotes() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics.append(PerformanceMetric(id: "m0", metricType: .velocity, value: 1234.5, unit: "@mph",
                                                  recordedDate: LocalDate(iso: "2026-02-10")!,
                                                  notes: "=HYPERLINK(\"http://evil.example\",\"x\")"))
            data.metrics.append(PerformanceMetric(id: "m9", metricType: .other, value: -2, recordedDate: LocalDate(iso: "2026-03-01")!,
                                                  notes: "-1, then\nsecond line"))
        }
        let csv = AnalyticsFixture.text(PerformancePage(athlete: site).render(), "ana-diaz/performance/metrics.csv")
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
        let html = AnalyticsFixture.text(PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/performance/index.html")
        // Batting average and velocity have one record each; the 60-yard dash has three.
        #expect(html.components(separatedBy: "Not enough data to display chart (need at least 2 records)").count == 3)
        // One level under the card's h2.
        #expect(html.contains("<h3 class=\"series-title\">60-Yard Dash</h3><figure"))
    }

    @Test func valuesAreFormattedPerLocaleWithUnitAndBadges() throws {
        let en = AnalyticsFixture.text(PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/performance/index.html")
        #expect(en.contains("<p class=\"metric-value\" aria-hidden=\"true\">.345</p>"))
        #expect(en.contains("<p class=\"metric-value\" aria-hidden=\"true\">58.5 mph</p>"))
        #expect(en.contains("<p class=\"metric-value\" aria-hidden=\"true\">6.9 s</p>"))
        #expect(en.contains("Improving (lower is better)"))  // 7.10 → 6.90 with k = 1
        // The seed's spoken trend: "[Metric type] is [improving/declining/stable]".
        #expect(en.contains("role=\"img\" aria-label=\"60-Yard Dash is improving (lower is better)\""))
        #expect(en.contains("Laser timed"))
        #expect(en.contains("href=\"metrics.csv\""))
        let pl = AnalyticsFixture.text(PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render(), "ana-diaz/performance/index.html")
        #expect(pl.contains("<p class=\"metric-value\" aria-hidden=\"true\">,345</p>"))
        #expect(pl.contains("<p class=\"metric-value\" aria-hidden=\"true\">58,5 mph</p>"))
        #expect(pl.contains("aria-label=\"Bieg na 60 jardów: poprawa (im mniej, tym lepiej)\""))
        // The seed's spoken metric card: "[Metric type], [value] [unit], recorded [date]", the
        // visible name, value and date hidden from screen readers, the badge not.
        #expect(en.contains(#"<div class="metric-card"><p class="w-sr">Fastball Velocity, 58.5 mph, recorded Feb 10, 2026</p><p class="metric-name muted" aria-hidden="true">Fastball Velocity</p><p class="metric-value" aria-hidden="true">58.5 mph</p><p class="metric-meta"><span class="muted" aria-hidden="true">Feb 10, 2026</span> <span class="w-badge"#))
        #expect(pl.contains(#"<p class="w-sr">Prędkość rzutu, 58,5 mph, zapisano 10 lut 2026</p>"#))
    }

    /// The CSV of every record is a button at the top, beside Overview / Timeline, as on reports.
    @Test func theCSVButtonIsInThePageHeader() throws {
        let html = AnalyticsFixture.text(PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/performance/index.html")
        #expect(html.contains(#"</p></div><div class="page-actions"><nav class="w-tabs sub-nav""#))
        #expect(html.contains(##"</ul></nav><a class="button download-link" href="metrics.csv" download="" type="text/csv"><i class="w-icon i-link"></i>"##))
        // Then the metrics sheet for coaches (docs/coach-pdf.md, "Metrics sheet").
        #expect(html.contains(##"</i> Download all metrics (CSV)</a><a class="button download-link" href="../ana-diaz-metrics.pdf" download="" type="application/pdf"><i class="w-icon i-link"></i> Metrics sheet (PDF)</a></div>"##))
        #expect(html.components(separatedBy: "href=\"metrics.csv\"").count == 3)  // and under the history table (the spec's download widget)
    }

    @Test func thousandsSeparatorsAndNoUnit() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.metrics = [PerformanceMetric(id: "x", metricType: .strikeouts, value: 12345.678, recordedDate: LocalDate(iso: "2026-03-01")!)]
        }
        let html = AnalyticsFixture.text(PerformancePage(athlete: site).render(), "ana-diaz/performance/index.html")
        #expect(html.contains("<p class=\"metric-value\" aria-hidden=\"true\">12,345.68</p>"))
    }

    @Test func noMetricsShowsTheSeedEmptyState() throws {
        let files = PerformancePage(athlete: try AnalyticsFixture.site("empty-one")).render()
        let html = AnalyticsFixture.text(files, "empty-one/performance/index.html")
        #expect(html.contains("<div class=\"empty-state\"><p>No metrics logged yet</p><p class=\"empty-hint\">Start tracking your performance to build a historical record</p></div>"))
        #expect(!html.contains("Metric History"))
        #expect(AnalyticsFixture.text(files, "empty-one/performance/metrics.csv") == "id,metric_type,value,unit,recorded_date,event_id,verified,notes\r\n")
    }
}

/// Long histories: 20 records on the performance page, all of them on the timeline's pages of 250 (one-line rows);
/// trend charts draw the latest 365 points and mini charts the latest 30.
@Suite struct PerformanceHistoryPagingTests {
    static func site(records: Int) throws -> AthleteContext {
        try AnalyticsFixture.site("ana-diaz") { data in
            let start = LocalDate(iso: "2020-01-01")!
            data.metrics = (0..<records).map { i in
                PerformanceMetric(id: "m\(100_000 + i)", metricType: .velocity, value: 80 + Double(i % 10),
                                  unit: "mph", recordedDate: start.adding(days: i))
            }
        }
    }

    /// Over the page's limit the history table shows the latest 20 and "Show all" opens the
    /// timeline, every record's one full list (250 a page, newest first): no history pages.
    @Test func historyOverTheLimitShowsAllInTheTimeline() throws {
        let files = PerformancePage(athlete: try Self.site(records: 600)).render()
        #expect(files.map(\.path) == [
            "ana-diaz/performance/index.html", "ana-diaz/performance/metrics.csv",
            "ana-diaz/performance/timeline/index.html", "ana-diaz/performance/timeline/page-2/index.html",
            "ana-diaz/performance/timeline/page-3/index.html",
        ])
        let main = AnalyticsFixture.text(files, "ana-diaz/performance/index.html")
        let historyTable = try #require(main.components(separatedBy: "id=\"history-title\"").dropFirst().first)
        #expect(historyTable.components(separatedBy: "<tr><td>").count - 1 == 20)
        #expect(main.contains(#"<p class="show-all"><a href="timeline/index.html">Show all 600</a></p>"#))

        let page2 = AnalyticsFixture.text(files, "ana-diaz/performance/timeline/page-2/index.html")
        #expect(page2.components(separatedBy: "Fastball Velocity: ").count - 1 == 250)
        #expect(page2.contains("Page 2 of 3 · 600 in all, newest first"))
        // Newest first: page 2 starts with the 251st newest record (day 349 after 2020-01-01).
        #expect(page2.contains("Dec 15, 2020"))
        #expect(!page2.contains("Dec 16, 2020"))
        #expect(page2.contains(#"<a href="../index.html" rel="prev">Previous</a>"#))
        #expect(page2.contains(#"<a href="../page-3/index.html" rel="next">Next</a>"#))
        let page3 = AnalyticsFixture.text(files, "ana-diaz/performance/timeline/page-3/index.html")
        #expect(page3.components(separatedBy: "Fastball Velocity: ").count - 1 == 100)
        #expect(!page3.contains("rel=\"next\""))
    }

    @Test func historyWithinTheLimitWritesNoPages() throws {
        let files = PerformancePage(athlete: try Self.site(records: 20)).render()
        #expect(files.map(\.path) == ["ana-diaz/performance/index.html", "ana-diaz/performance/metrics.csv",
                                       "ana-diaz/performance/timeline/index.html"])
        #expect(!AnalyticsFixture.text(files, "ana-diaz/performance/index.html").contains("Show all"))
    }

    @Test func chartsDrawOnlyTheLatestPoints() throws {
        let html = AnalyticsFixture.text(PerformancePage(athlete: try Self.site(records: 1_000)).render(), "ana-diaz/performance/index.html")
        #expect(html.contains(#"<p class="muted series-note">Latest 365 of 1,000 records</p>"#))
        // The trend chart's dots: one tooltip per drawn point.
        let trend = try #require(html.components(separatedBy: "class=\"w-dots\"").dropFirst().first?.components(separatedBy: "</g>").first)
        #expect(trend.components(separatedBy: "<title>").count - 1 == 365)
        let mini = try #require(html.components(separatedBy: "class=\"w-chart w-mini\"").dropFirst().first?.components(separatedBy: "</svg>").first)
        #expect(mini.components(separatedBy: "<title>").count - 1 == 30)  // one tooltip per bar
    }
}
