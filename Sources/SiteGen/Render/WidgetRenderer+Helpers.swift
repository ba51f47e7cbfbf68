import SiteData
import Widgets

extension WidgetRenderer {
    /// The scroll region's name: the widget title, else the page's tab name.
    func tableLabel(_ title: String?) -> String {
        title ?? PageLayout.tabs.first { $0.0 == page.address.tab }.map { page.t($0.1) } ?? page.t(.commonTable)
    }

    /// Calendar-aligned x ticks for points on these dates (at most 5: they fit a phone).
    func dateTicks(_ dates: [LocalDate]) -> [(x: Double, label: String)]? {
        guard let first = dates.min(), let last = dates.max(), last > first else { return nil }
        let (ticks, step) = DateTicks.ticks(from: first, to: last, maxCount: 5)
        return ticks.map { (Double($0.daysSinceEpoch), DateTicks.label($0, step: step, formatter: page.formatter)) }
    }

    /// Heatmap rows: Monday, Wednesday and Friday by their abbreviations (one letter each was
    /// ambiguous: T T S S), the rows between unlabelled.
    var weekdayLabels: [String] {
        (1...7).map { $0 % 2 == 1 && $0 < 7 ? page.formatter.weekdayAbbreviation($0) : "" }
    }

    /// A text, linked when it has an address.
    func link(_ text: String, _ href: String?) -> Node {
        href.map { .element("a", [.href($0)], [.text(text)]) } ?? .text(text)
    }

    /// "Show all {n}" under a list cut at its limit, linking to the whole list.
    func showAll(_ href: String, count: Int) -> Node {
        ShowAllLink(page.t(.actionShowAll, ["n": page.formatter.integer(count)]), href: href).node
    }

    /// Under an athlete's events: "Add to your calendar", downloading `<athlete>/calendar.ics`
    /// as `<athlete>.ics` (nothing in the coach packet, which has no calendar).
    var calendarLink: Node {
        guard page.build.hasCalendars, let athlete = page.address.athlete else { return .empty }
        return DownloadLink(page.t(.calendarAddToCalendar), href: page.href(SitePath.calendar(athlete.slug)), icon: .calendar,
                            fileName: "\(athlete.slug).ics", type: "text/calendar").node
    }

    /// The spoken summary of a metric's chart: "Performance chart for Exit Velocity, showing 12 data points".
    func metricChartLabel(_ metric: String, points: Int) -> String {
        page.t(.performanceChartLabel, count: points, ["metric": metric])
    }

    /// The id of a metric type's panel in the switch (`trends-1-velocity`).
    func panelID(_ type: String) -> String { idPrefix + "-" + type }

    /// A tabular shape as an HTML table in a scroll region.
    func dataTable(_ title: String?, headers: [String], rows: [[Node]], numeric: Set<Int> = []) -> Node {
        dataTable(title, headers: headers, cells: rows.map { $0.map(DataTable.Cell.node) }, numeric: numeric)
    }

    func dataTable(_ title: String?, headers: [String], cells: [[DataTable.Cell]], numeric: Set<Int> = []) -> Node {
        // No wrapper: the hint and the scroll region sit in the card (the theme needs none).
        DataTable(caption: title, headers: headers, cells: cells, numericColumns: numeric, label: tableLabel(title),
                  scrollHint: page.t(.commonScrollHint)).node
    }

    /// The same table with its rows written by `writeRows` (`DataTable.Rows`), not made as cells.
    func dataTable(_ title: String?, headers: [String], numeric: Set<Int> = [], rowCapacity: Int,
                   writeRows: (inout DataTable.Rows) -> Void) -> Node {
        DataTable(caption: title, headers: headers, cells: [], numericColumns: numeric, label: tableLabel(title),
                  scrollHint: page.t(.commonScrollHint))
            .node(rowCapacity: rowCapacity, writeRows: writeRows)
    }
}

extension WidgetRenderer {
    /// The body of one page of a `ListPages` list: that page's items drawn whole by `kind`
    /// (no limit, no card), headings under the page's h1.
    static func listPage(_ kind: WidgetKind, _ value: DatasetValue, page: Page, idPrefix: String,
                         title: String? = nil) -> Node {
        WidgetRenderer(page: page, idPrefix: idPrefix, headingLevel: 2)
            .draw(kind, value, title: title, description: nil, color: .primary, limit: Int.max, emptyText: nil).0
    }
}
