import SiteData
import Widgets

extension WidgetRenderer {
    /// A URL typed by the user (event, post, video link) as a link target: only absolute
    /// `http(s)`, `mailto` and `tel` URLs. Anything else (`www.school.edu`, `javascript:…`)
    /// would be a dead relative link or an inert `#`, so it is shown without a link.
    func externalLink(_ url: String?) -> String? {
        guard let url else { return nil }
        let trimmed = String(String.UnicodeScalarView(url.unicodeScalars.drop { $0.value <= 0x20 }))
        let lower = trimmed.lowercased()
        guard ["http://", "https://", "mailto:", "tel:"].contains(where: { lower.hasPrefix($0) }),
              trimmed.sanitizedURL != "#" else { return nil }
        return trimmed
    }

    /// The scroll region's name: the widget title, else the page's tab name.
    func tableLabel(_ title: String?) -> String {
        title ?? PageLayout.tabs.first { $0.0 == page.tab }.map { page.t($0.1) } ?? page.t("common.table")
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

    func fact(_ label: String, _ value: String) -> Node {
        .fragment([.element("dt", [], [.text(label)]), .element("dd", [], [.text(value)])])
    }

    func icon(forActivity kind: String) -> Icon {
        switch kind {
        case "interaction": .interactions
        case "offer": .offers
        case "event": .calendar
        case "metric": .chart
        case "note": .link
        default: .clock
        }
    }

    /// Any tabular shape as an HTML table.
    func table(_ value: DatasetValue, title: String?, limit: Int) -> Node {
        let f = page.formatter
        var headers: [String] = []
        var rows: [[Node]] = []
        var numeric: Set<Int> = []
        func link(_ text: String, _ href: String?) -> Node {
            href.map { .element("a", [.href($0)], [.text(text)]) } ?? .text(text)
        }
        switch value {
        case .records(let v):
            headers = v.columns; numeric = v.numericColumns
            rows = v.rows.prefix(limit).map { $0.map { link($0.text, $0.href) } }
        case .timeSeries(let v):
            headers = [page.t("chart.date"), v.valueHeader]; numeric = [1]
            rows = v.points.prefix(limit).map { [.text($0.label), .text(f.integer($0.count))] }
        case .categoryCounts(let items):
            headers = [page.t("chart.category"), page.t("chart.count")]; numeric = [1]
            rows = items.prefix(limit).map { [link($0.label, $0.href), .text(f.integer($0.count))] }
        case .categoryShares(let items):
            headers = [page.t("chart.category"), page.t("chart.count"), page.t("chart.share")]; numeric = [1, 2]
            rows = items.prefix(limit).map { [.text($0.label), .text(f.integer($0.count)), .text($0.percentLabel)] }
        case .latestMetrics(let items):
            headers = [page.t("performance.type"), page.t("chart.value"), page.t("chart.date"), page.t("common.verified")]
            rows = items.prefix(limit).map { [.text($0.name), .text($0.value), .text($0.date), .text($0.badge)] }
        case .metricTypes(let items):
            headers = [page.t("performance.type"), page.t("performance.count"), page.t("performance.min"),
                       page.t("performance.max"), page.t("performance.average"), page.t("performance.trend")]
            numeric = [1, 2, 3, 4]
            rows = items.prefix(limit).map { [.text($0.name), .text($0.count), .text($0.min), .text($0.max), .text($0.average), .text($0.trendLabel ?? "")] }
        case .events(let items):
            headers = [page.t("event.name"), page.t("chart.date"), page.t("event.type"), page.t("event.location")]
            rows = items.prefix(limit).map { [link($0.name, externalLink($0.url)), .text($0.date), .text($0.type ?? ""), .text($0.location ?? "")] }
        case .coachFollowups(let items):
            headers = [page.t("coaches.name"), page.t("coaches.school"), page.t("coaches.last_contact")]
            rows = items.prefix(limit).map { [.text($0.coach), link($0.school ?? "", $0.schoolHref), .text($0.silence)] }
        case .timeline(let items):
            headers = [page.t("chart.date"), page.t("chart.category"), page.t("chart.value")]
            rows = items.prefix(limit).map { [.text($0.date), .text($0.title), .text($0.detail ?? "")] }
        case .ranking(let items):
            headers = [page.t("chart.category"), page.t("chart.count")]; numeric = [1]
            rows = items.prefix(limit).map { [link($0.name, $0.href), .text($0.countLabel)] }
        case .actionItems(let v):
            headers = [page.t("urgency.label"), page.t("chart.category"), page.t("chart.value")]
            rows = v.items.prefix(limit).map { [.text($0.urgencyLabel), link($0.title, $0.href), .text($0.description ?? "")] }
        case .posts(let items):
            headers = [page.t("chart.date"), page.t("social.platform"), page.t("social.author"), page.t("social.content")]
            rows = items.prefix(limit).map { [.text($0.date), .text($0.platform), .text($0.handle ?? ""), .text($0.content ?? "")] }
        case .notes(let items):
            headers = [page.t("notes.title"), page.t("chart.date")]
            rows = items.prefix(limit).map { [link($0.title, $0.href), .text($0.date ?? "")] }
        default:
            return .empty
        }
        return .element("div", [.class("table-wrap")], [DataTable(caption: title, headers: headers, rows: rows, numericColumns: numeric, label: tableLabel(title),
                                                              scrollHint: page.t("common.scroll_hint")).node])
    }
}
