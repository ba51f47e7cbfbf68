import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The performance page's metric-type switch, its Overview/Timeline sub-navigation, and the
/// timeline pages (every record, newest first, by month).
@Suite struct PerformanceViewsTests {
    @Test func switchHasOneTabPerTypeAndEveryPanelInThePage() throws {
        let html = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render()[0].text
        #expect(html.contains(##"<div class="metric-switch"><nav class="w-tabs metric-tabs" aria-label="Metric type"><ul>"##
            + ##"<li><a class="w-tab metric-tab" href="#trends-1-velocity">Fastball Velocity</a></li>"##
            + ##"<li><a class="w-tab metric-tab" href="#trends-1-sixty_time">60-Yard Dash</a></li>"##
            + ##"<li><a class="w-tab metric-tab" href="#trends-1-batting_avg">Batting Average</a></li></ul></nav>"##
            + ##"<div class="series metric-panel" id="trends-1-velocity" data-metric="velocity">"##))
        #expect(html.contains(##"<div class="series metric-panel" id="trends-1-sixty_time" data-metric="sixty_time">"##))
        #expect(html.contains(##"<div class="series metric-panel" id="trends-1-velocity" data-metric="velocity">"##))
        // The metric trends carry the same type, so the switch shows the chosen type's there too.
        #expect(html.components(separatedBy: "<div class=\"metric-trend\" data-metric=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            == ["velocity", "sixty_time", "batting_avg"])
    }

    @Test func overviewAndTimelineLinkEachOther() throws {
        let files = PerformancePage(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let overview = AnalyticsFixture.text(files, "ana-diaz/performance/index.html")
        #expect(overview.contains(##"<nav class="w-tabs sub-nav" aria-label="Performance views"><ul>"##
            + ##"<li><a href="index.html" aria-current="page" class="w-tab w-current">Overview</a></li>"##
            + ##"<li><a href="timeline/index.html" class="w-tab">Timeline</a></li></ul></nav>"##))
        let timeline = AnalyticsFixture.text(files, "ana-diaz/performance/timeline/index.html")
        #expect(timeline.contains(##"<li><a href="../index.html" class="w-tab">Overview</a></li>"##
            + ##"<li><a href="index.html" aria-current="page" class="w-tab w-current">Timeline</a></li>"##))
        // Newest first, one heading per month: Feb 2026 (3 records), Jan 2026 (1), Dec 2025 (1).
        let months = timeline.components(separatedBy: "<h2 class=\"timeline-month\">").dropFirst()
        #expect(months.map { $0.components(separatedBy: "</h2>")[0] } == ["Feb 2026", "Jan 2026", "Dec 2025"])
        // No icon in a row: every one would be the same chart icon (the page lists only records).
        #expect(months.map { $0.components(separatedBy: "<li><div><span>").count - 1 } == [3, 1, 1])
        #expect(!timeline.contains("i-chart"))
        #expect(timeline.contains("60-Yard Dash: 7 s"))
        #expect(timeline.contains("</div><div>Winter Camp</div></li>"))
    }

    @Test func noRecordsNoTimelineNoSubNavigation() throws {
        let files = PerformancePage(athlete: try AnalyticsFixture.site("empty-one")).render()
        #expect(files.map(\.path) == ["empty-one/performance/index.html", "empty-one/performance/metrics.csv"])
        #expect(!files[0].text.contains("sub-nav"))
    }
}
