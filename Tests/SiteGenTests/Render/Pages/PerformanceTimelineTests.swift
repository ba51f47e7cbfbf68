import Foundation
import SiteData
import Testing
@testable import SiteGen
import Widgets

/// The timeline pages' body, written straight to markup with one writer: the markup the
/// former tree of a node per heading, list and row gave.
@Suite struct PerformanceTimelineTests {
    /// The former `timelineRow`, kept as the reference.
    static func formerRow(_ r: MetricRecordItem) -> Node {
        let value = r.unit.map { "\(r.value) \($0)" } ?? r.value
        let sub = [r.date, r.badge, r.notes].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        let event: Node = r.event.map { name in r.eventHref.map { .element("a", [.href($0)], [.text(name)]) } ?? .text(name) } ?? .empty
        return ListRow(title: "\(r.type): \(value)", subtitle: sub, trailing: event).node
    }

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
                m.value = [58.5, 0, -3.25, 1_234.5678, 0.005][k % 5]
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
            rows.append(Self.formerRow(performance.historyItem(m, page)))
        }
        close()
        let written = performance.timelineBody(history, page).render()
        #expect(written == Node.fragment(nodes).render())
        #expect(written.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && written.contains("Zoë Łódź 中文 👍🏽"))
        #expect(written.components(separatedBy: "<li>").count == 61)
    }

    /// A row written from its parts is the former row's node, for every mix of empty, missing
    /// and escaped parts (an empty date, an event with no name, a link with markup in it).
    @Test func aRowIsTheFormerRow() {
        let texts: [String?] = [nil, "", "<b>x</b>", #"a "b" & 'c'"#, "Zoë 中文 👍🏽"]
        for k in 0..<(5 * 5 * 5 * 3) {
            let item = MetricRecordItem(date: texts[k % 5] ?? "Mar 3, 2026", type: texts[(k / 5) % 5] ?? "Sprint",
                                        value: "1,234.5", unit: texts[(k / 25) % 5], verified: k % 2 == 0,
                                        badge: texts[(k / 3) % 5] ?? "", notes: texts[(k / 7) % 5],
                                        event: texts[(k + 1) % 5], eventHref: [nil, "../x?a=1&b=\"2\"", ""][(k / 75) % 3])
            let written = Node.written { w in PerformancePage.writeRow(item, into: &w) }
            #expect(written.render() == Self.formerRow(item).render())
        }
    }
}
