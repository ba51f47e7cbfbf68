import SiteData
import Widgets

extension PerformancePage {
    enum View { case overview, timeline }

    var timelineFolder: String { "\(athlete.slug)/performance/timeline" }

    /// Overview (the performance page) · Timeline (every record by month), the current one
    /// marked; shown only when there are records, as the timeline pages exist only then.
    /// Above the sections: the Overview / Timeline switch, and the CSV of every record as a
    /// button at the top of the page, as the reports page has its CSV.
    func header(_ page: Page) -> Node {
        .element("div", [.class("page-actions")], [
            subNavigation(page, current: .overview),
            page.csvButton(href: page.href(SitePath.metricsCSV(athlete.slug)), label: page.t(.performanceDownloadCsv)),
            sheetPath.map { page.pdfButton(href: page.href($0), label: page.t(.metricsSheetButton)) } ?? .empty,
        ])
    }

    func subNavigation(_ page: Page, current: View) -> Node {
        let views: [(View, String, String)] = [
            (.overview, page.t(.performanceOverview), SitePath.performance(athlete.slug)),
            (.timeline, page.t(.performanceTimeline), ListPages.path(timelineFolder, pageNumber: 1)),
        ]
        return .element("nav", [.class("w-tabs sub-nav"), .aria("label", page.t(.performanceViews))], [
            .element("ul", [], views.map { view, label, path in
                let current = view == current && (view == .overview || page.address.path == path)
                let attributes: [Attribute] = current
                    ? [.href(page.href(path)), .aria("current", "page"), .class("w-tab w-current")]
                    : [.href(page.href(path)), .class("w-tab")]
                return .element("li", [], [.element("a", attributes, [.text(label)])])
            }),
        ])
    }

    /// `performance/timeline/index.html`, `…/page-2/`, …: every record, newest first, 250 a
    /// page, under a heading per month ("March 2026"); a month cut by a page break is headed
    /// again on the next page.
    func timelinePages() -> OutputFiles {
        let history = model.history
        var list = ListPages(athlete: athlete, folder: timelineFolder, tab: .performance, title: athlete.build.strings[.performanceTimeline],
                             back: (SitePath.performance(athlete.slug), athlete.build.strings[.pagePerformance]), count: history.count,
                             rowBytes: ListPages.lineRow)
        list.nav = { page in subNavigation(page, current: .timeline) }
        return list.render { range, page in timelineBody(history[range], page) }
    }

    /// Each month's heading and its records' rows, written straight to markup (no node per row).
    func timelineBody(_ records: some Collection<PerformanceMetric>, _ page: Page) -> Node {
        Node.written(capacity: 256 + records.count * ListPages.lineRow) { w in
            var month: (year: Int, month: Int)?
            // Each type's name, looked up once (an athlete records a few types, thousands of times).
            var names: [(type: MetricType, name: String)] = []
            var values = MetricValueMemo()
            for m in records {
                let d = m.recordedDate
                if month.map({ $0 != (d.year, d.month) }) ?? true {
                    if month != nil { w.close("ul") }
                    month = (d.year, d.month)
                    w.element("h2", .class("timeline-month"), text: page.formatter.monthYear(d))
                    w.open("ul", .class("w-list w-rows timeline perf-timeline"))
                }
                let name: String
                if let known = names.first(where: { $0.type == m.metricType }) {
                    name = known.name
                } else {
                    name = page.metricName(m.metricType)
                    names.append((m.metricType, name))
                }
                Self.writeRow(historyItem(m, page, name: name, value: values.value(m.value, type: m.metricType, page)), into: &w)
            }
            if month != nil { w.close("ul") }
        }
    }

    /// "Fastball Velocity: 58.5 mph", then the date, the badge and notes; the event at the end
    /// (linked to its row on the school page). No icon: every row's would be the same chart.
    /// The row `ListRow(title:subtitle:trailing:)` gives, written from the item's parts:
    /// escaping is byte by byte and the separators need none, so the parts one after the other
    /// are the joined Strings' bytes, without making them (a heavy athlete has thousands).
    static func writeRow(_ r: MetricRecordItem, into w: inout MarkupWriter) {
        w.open("li")
        w.open("div")
        w.open("span")
        w.text(r.type)
        w.text(": ")
        w.text(r.value)
        if let unit = r.unit { w.text(" "); w.text(unit) }
        w.close("span")
        // The non-empty ones of date, badge, notes, joined by " · " (no array per row).
        w.text(r.date)
        var any = !r.date.isEmpty
        if !r.badge.isEmpty {
            if any { w.text(" · ") }
            w.text(r.badge)
            any = true
        }
        if let notes = r.notes, !notes.isEmpty {
            if any { w.text(" · ") }
            w.text(notes)
        }
        w.close("div")
        if let name = r.event, r.eventHref != nil || !name.isEmpty {
            w.open("div")
            if let href = r.eventHref { w.element("a", .href(href), text: name) } else { w.text(name) }
            w.close("div")
        }
        w.close("li")
    }
}
