import Foundation
import SiteData
import Testing
@testable import SiteGen
import Widgets

/// The timeline pages' body, written straight to markup with one writer: the markup the
/// former tree of a node per heading, list and row gave.
@Suite struct PerformanceTimelineTests {
    @Test func theBodyIsTheFormerTrees() throws {
        let notes: [String?] = [nil, "", "<script>alert(1)</script>", #"Said "fast" & 'clean'"#, "Zoë Łódź 中文 👍🏽"]
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            let events: [String?] = [nil, "", "nope"] + data.events.prefix(2).map(\.id)
            let base = data.metrics
            data.metrics = (0..<60).map { k in
                var m = base[k % base.count]
                m.id = "m\(k)"
                m.notes = notes[k % notes.count]
                m.eventId = events[k % events.count]
                m.unit = k % 4 == 0 ? nil : (k % 4 == 1 ? "" : "mph")
                m.verified = k % 2 == 0
                m.recordedDate = AnalyticsFixture.today.adding(days: -k * 9)
                return m
            }
        }
        let performance = PerformancePage(athlete: site)
        let history = performance.model.history
        #expect(history.count == 60)
        let page = site.page(performance.timelineFolder + "/index.html", tab: .performance)
        // The former body: a heading per month, its rows' nodes in a list.
        var nodes: [Node] = []
        var rows: [Node] = []
        var month: (year: Int, month: Int)?
        func close() {
            if !rows.isEmpty { nodes.append(.element("ul", [.class("w-list w-rows timeline perf-timeline")], rows)) }
            rows = []
        }
        for m in history {
            let d = m.recordedDate
            if month.map({ $0 != (d.year, d.month) }) ?? true {
                close()
                month = (d.year, d.month)
                nodes.append(.element("h2", [.class("timeline-month")], [.text(page.formatter.monthYear(d))]))
            }
            rows.append(performance.timelineRow(performance.historyItem(m, page)).node)
        }
        close()
        let written = performance.timelineBody(history, page).render()
        #expect(written == Node.fragment(nodes).render())
        #expect(written.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && written.contains("Zoë Łódź 中文 👍🏽"))
        #expect(written.components(separatedBy: "<li>").count == 61)
    }
}
