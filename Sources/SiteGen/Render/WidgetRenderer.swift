import SiteData
import Widgets

/// Draws one spec widget with its dataset value: the single mapping from (widget, shape) to
/// the components of the Widgets library.
struct WidgetRenderer {
    var page: PageContext
    /// Prefix for ids inside the widget (unique in the page, deterministic).
    var idPrefix: String
    /// Level of the card title: 3 under a section's h2, 2 in a section without a title, so
    /// that headings never skip a level; headings inside a card are one level lower.
    var headingLevel: Int = 3

    var cardHeading: String { "h\(headingLevel)" }
    var innerHeading: String { "h\(Swift.min(6, headingLevel + 1))" }

    struct Rendered {
        /// nil: leave the widget out (empty with no `empty` text, or hidden).
        var node: Node?
        var charts: Int = 0
    }

    func render(_ widget: PageSpec.Widget, value: DatasetValue?) -> Rendered {
        var title = widget.title?.resolve(page.strings)
        // A time series without a spec title is headed by its default (social activity: by day/week/month).
        if title == nil, case .timeSeries(let v)? = value { title = v.defaultTitle }
        if widget.widget == .emptyState {
            return Rendered(node: emptyState(widget.text?.resolve(page.strings) ?? "", hint: widget.hint?.resolve(page.strings)))
        }
        guard let value else { return Rendered(node: nil) }
        if value.isEmpty, widget.widget != .tabs, widget.widget != .download {
            guard let empty = widget.empty else { return Rendered(node: nil) }
            return Rendered(node: card(title: title, body: emptyState(empty.resolve(page.strings),
                                                                       hint: widget.emptyHint?.resolve(page.strings))))
        }
        let description = widget.description?.resolve(page.strings)
        let color = ColorToken(widget.color ?? "primary")
        let limit = widget.limit ?? Int.max
        let (node, charts) = draw(widget.widget, value, title: title, description: description, color: color,
                                  limit: limit, emptyText: widget.empty?.resolve(page.strings))
        switch widget.widget {
        case .tabs, .statCards, .download, .athleteCards:
            return Rendered(node: node, charts: charts)
        default:
            return Rendered(node: card(title: title, description: description, body: node), charts: charts)
        }
    }

    // MARK: - Frames

    func card(title: String?, description: String? = nil, body: Node) -> Node {
        var children: [Node] = []
        if let title {
            children.append(.element("div", [.class("card-header")], [.element(cardHeading, [.class("card-title")], [.text(title)])]))
        }
        if let description { children.append(.element("p", [.class("card-description muted")], [.text(description)])) }
        children.append(body)
        return .element("div", [.class("card")], children)
    }

    func emptyState(_ text: String, hint: String?) -> Node {
        .element("div", [.class("empty-state")], [
            .element("p", [], [.text(text)]),
            hint.map { .element("p", [.class("empty-hint")], [.text($0)]) } ?? .empty,
        ])
    }

    func chartText(_ title: String?, _ description: String?, label: String, value: String) -> ChartText {
        let t = title ?? ""
        return ChartText(title: t, summary: description ?? t, labelHeader: label, valueHeader: value,
                         dataSummary: page.t("common.show_data"))
    }

    var integerFormatter: ValueFormatter {
        let f = page.formatter
        return { v in f.decimal(v, maxFractionDigits: 2) }
    }

    // MARK: - Widgets

    func draw(_ kind: WidgetKind, _ value: DatasetValue, title: String?, description: String?, color: ColorToken,
              limit: Int, emptyText: String?) -> (Node, Int) {
        let id = idPrefix
        switch (kind, value) {
        case (.statCards, .statCards(let items)):
            let cards = items.map { item in
                StatCard(label: item.label, value: item.value, subtitle: item.subtitle,
                         icon: Icon(rawValue: item.icon) ?? .chart, gradient: GradientToken(item.gradient), href: item.href).node
            }
            return (.element("div", [.class("stat-grid")], cards), 0)

        case (.actionItems, .actionItems(let v)):
            let shown = v.items.prefix(limit).map { item in
                ActionItemCard(title: item.title, description: item.description ?? "",
                               urgency: ActionItemCard.Urgency(rawValue: item.urgency.rawValue) ?? .low,
                               urgencyLabel: item.urgencyLabel, href: item.href, linkLabel: item.href.map { _ in item.linkLabel ?? page.t("action.open") },
                               headingLevel: title == nil ? headingLevel : headingLevel + 1).node
            }
            var nodes: [Node] = [.element("div", [.class("action-items")], shown)]
            if v.items.count > limit, let all = v.allHref {
                nodes.append(.element("p", [.class("show-all")], [
                    .element("a", [.href(all)], [.text(page.t("action.show_all", ["n": page.formatter.integer(v.items.count)]))]),
                ]))
            }
            return (.fragment(nodes), 0)

        case (.lineChart, .timeSeries(let v)):
            let points = v.points.map { p in
                LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: Double(p.count),
                                                                                    valueLabel: page.formatter.integer(p.count), tooltip: p.tooltip))
            }
            var chart = LineChart(id: id, text: chartText(title ?? v.defaultTitle, description, label: page.t("chart.date"), value: v.valueHeader),
                                  points: points, color: color, areaFill: true, valueFormatter: integerFormatter)
            chart.xTicks = dateTicks(v.points.map(\.date))
            return (chart.node, 1)

        case (.barChart, .timeSeries(let v)):
            let bars = v.points.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count), tooltip: $0.tooltip) }
            let chart = BarChart(id: id, text: chartText(title ?? v.defaultTitle, description, label: page.t("chart.date"), value: v.valueHeader),
                                 bars: bars, color: color, valueFormatter: integerFormatter)
            return (chart.node, 1)

        case (.lineChart, .metricSeries(let items)):
            var nodes: [Node] = []
            var charts = 0
            for (i, s) in items.enumerated() {
                let heading = Node.fragment([
                    .element(innerHeading, [.class("series-title")], [.text(s.name)]),
                    s.note.map { .element("p", [.class("muted series-note")], [.text($0)]) } ?? .empty,
                ])
                guard s.points.count >= 2 else {
                    nodes.append(.element("div", [.class("series")], [heading, emptyState(emptyText ?? page.t("performance.not_enough_data"), hint: nil)]))
                    continue
                }
                let pts = s.points.map { p in
                    LineChart.Point(x: Double(p.date.daysSinceEpoch), datum: ChartDatum(label: p.label, value: p.value, valueLabel: p.valueLabel))
                }
                let f = page.formatter
                // Batting averages read ".300" on the axis as on the cards.
                let isAverage = s.id == MetricType.battingAvg.rawValue
                let ticks: ValueFormatter = { isAverage ? f.battingAverage($0) : f.decimal($0, maxFractionDigits: 3) }
                var chart = LineChart(id: "\(id)-\(i + 1)", text: chartText(s.name, description, label: page.t("chart.date"), value: s.unit ?? page.t("chart.value")),
                                      points: pts, color: color, valueFormatter: ticks)
                chart.includeZero = false  // measurements: fit the axis to the values
                chart.xTicks = dateTicks(s.points.map { $0.date })
                nodes.append(.element("div", [.class("series")], [heading, chart.node]))
                charts += 1
            }
            return (.fragment(nodes), charts)

        case (.barChart, .categoryCounts(let items)):
            let bars = items.map { ChartDatum(label: $0.label, value: Double($0.count), valueLabel: page.formatter.integer($0.count)) }
            return (BarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                             bars: bars, color: color, valueFormatter: integerFormatter).node, 1)

        case (.horizontalBars, .categoryCounts(let items)):
            let total = items.reduce(0) { $0 + $1.count }
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: total > 0 ? page.formatter.percent(Rounding.pct(item.count, total) ?? 0) : nil,
                                       color: ColorToken(item.color ?? color.name))
            }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                                       rows: Array(rows), total: Double(total)).node, 1)

        case (.horizontalBars, .categoryShares(let items)):
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                       percentLabel: item.percentLabel, color: ColorToken(item.color ?? color.name))
            }
            let total = items.reduce(0) { $0 + $1.count }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                                       rows: Array(rows), total: Double(total)).node, 1)

        case (.horizontalBars, .ranking(let items)):
            let rows = items.prefix(limit).map { item in
                HorizontalBarChart.Row(datum: ChartDatum(label: item.name, value: Double(item.count), valueLabel: item.countLabel), color: color)
            }
            return (HorizontalBarChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")), rows: Array(rows)).node, 1)

        case (.donut, .categoryCounts(let items)):
            let palette = ["primary", "purple", "success", "amber", "indigo", "danger"]
            let segments = items.enumerated().map { i, item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: page.formatter.integer(item.count)),
                                   color: ColorToken(item.color ?? palette[i % palette.count]))
            }
            let total = items.reduce(0) { $0 + $1.count }
            return (DonutChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.count")),
                               segments: segments, centerLabel: page.formatter.integer(total)).node, 1)

        case (.donut, .categoryShares(let items)):
            let segments = items.map { item in
                DonutChart.Segment(datum: ChartDatum(label: item.label, value: Double(item.count), valueLabel: item.percentLabel),
                                   color: ColorToken(item.color ?? "primary"))
            }
            return (DonutChart(id: id, text: chartText(title, description, label: page.t("chart.category"), value: page.t("chart.share")),
                               segments: segments).node, 1)

        case (.heatmap, .calendar(let v)):
            let days = v.days.map { d in
                ChartDatum(label: page.formatter.date(d.date), value: Double(d.count), valueLabel: page.formatter.integer(d.count),
                           tooltip: v.tooltip(d.date, d.count))
            }
            let weeks = (v.days.count + 6) / 7
            var columnLabels: [(column: Int, label: String)] = []
            for w in 0..<weeks {
                let d = v.firstDay.adding(days: w * 7)
                if d.day <= 7 { columnLabels.append((w, page.formatter.monthAbbreviation(d.month))) }
            }
            let chart = CalendarHeatmap(id: id, text: chartText(title, description, label: page.t("chart.date"), value: page.t("chart.count")),
                                        days: days, firstRow: 0, rowLabels: weekdayLabels, columnLabels: columnLabels, weeks: weeks,
                                        legend: (page.t("dashboard.heatmap_less"), page.t("dashboard.heatmap_more")))
            return (chart.node, 1)

        case (.atAGlance, .glance(let items)):
            let cards = items.map { item in
                GlanceMetric(label: item.label, value: item.value, detail: item.detail,
                             level: GlanceMetric.Level(rawValue: item.level.rawValue) ?? .neutral, levelLabel: item.levelLabel).node
            }
            return (.element("div", [.class("card-grid glance-grid")], cards), 0)

        case (.metricCards, .latestMetrics(let items)):
            let cards = items.prefix(limit).map { item in
                Node.element("div", [.class("metric-card")], [
                    .element("p", [.class("metric-name muted")], [.text(item.name)]),
                    .element("p", [.class("metric-value")], [.text(item.value)]),
                    .element("p", [.class("metric-meta")], [
                        .element("span", [.class("muted")], [.text(item.date)]), .text(" "),
                        Badge(item.badge, tone: item.verified ? .verified : .neutral).node,
                    ]),
                ])
            }
            return (.element("div", [.class("card-grid metric-grid")], Array(cards)), 0)

        case (.metricTrends, .metricTypes(let items)):
            var charts = 0
            let rows = items.prefix(limit).enumerated().map { i, item -> Node in
                var parts: [Node] = [
                    .element(innerHeading, [.class("series-title")], [.text(item.name)]),
                    .element("dl", [.class("facts")], [
                        fact(page.t("performance.count"), item.count), fact(page.t("performance.min"), item.min),
                        fact(page.t("performance.max"), item.max), fact(page.t("performance.average"), item.average),
                    ]),
                ]
                if let trend = item.trend, let label = item.trendLabel {
                    parts.append(TrendIndicator(TrendIndicator.Direction(rawValue: trend.rawValue) ?? .stable, label: label).node)
                }
                if item.values.count >= 1 {
                    let bars = item.values.enumerated().map { j, v in
                        ChartDatum(label: item.dateLabels[j], value: v, valueLabel: item.valueLabels[j])
                    }
                    parts.append(MiniBarChart(id: "\(id)-\(i + 1)", text: chartText(item.name, nil, label: page.t("chart.date"), value: item.unit ?? page.t("chart.value")),
                                              bars: bars, color: color).node)
                    charts += 1
                }
                return .element("div", [.class("metric-trend")], parts)
            }
            return (.element("div", [.class("metric-trends")], Array(rows)), charts)

        case (.historyTable, .metricHistory(let items)), (.table, .metricHistory(let items)):
            let rows = items.prefix(limit).map { r -> [Node] in
                [.text(r.date), .text(r.type),
                 .text(r.unit.map { "\(r.value) \($0)" } ?? r.value),
                 r.verified ? Badge(r.badge, tone: .verified).node : .text(r.badge),
                 .text(r.notes ?? "")]
            }
            let table = DataTable(caption: title, headers: [page.t("chart.date"), page.t("performance.type"), page.t("chart.value"),
                                                            page.t("common.verified"), page.t("performance.notes")],
                                  rows: Array(rows), numericColumns: [2], label: tableLabel(title),
                                  scrollHint: page.t("common.scroll_hint")).node
            // A limited history links to its own pages, which list every record.
            guard items.count > limit, let athlete = page.athlete else { return (table, 0) }
            return (.fragment([table, .element("p", [.class("show-all")], [
                .element("a", [.href(page.href(SitePath.performanceHistory(athlete.slug, page: 1)))],
                         [.text(page.t("action.show_all", ["n": page.formatter.integer(items.count)]))]),
            ])]), 0)

        case (.tasks, .tasks(let items)), (.list, .tasks(let items)):
            let rows = items.prefix(limit).map { ListRow(title: $0.text, subtitle: $0.date, completed: $0.done).node }
            return (.element("ul", [.class("w-list tasks")], Array(rows)), 0)

        case (.activityFeed, .activity(let items)), (.timeline, .activity(let items)), (.list, .activity(let items)):
            let rows = items.prefix(limit).map { item in
                ListRow(title: item.text, subtitle: item.date, icon: icon(forActivity: item.kind), href: item.href).node
            }
            return (.element("ul", [.class("w-list activity")], Array(rows)), 0)

        case (.timeline, .timeline(let items)), (.list, .timeline(let items)):
            let rows = items.prefix(limit).map { item in
                ListRow(title: item.title, subtitle: [item.date, item.detail].compactMap { $0 }.joined(separator: " · "),
                        trailing: item.badge.map { Badge($0).node } ?? .empty).node
            }
            return (.element("ul", [.class("w-list timeline")], Array(rows)), 0)

        case (.list, .events(let items)):
            let rows = items.prefix(limit).map { e in
                ListRow(title: e.name, subtitle: [e.date, e.type, e.location, e.school].compactMap { $0 }.joined(separator: " · "),
                        icon: .calendar, href: externalLink(e.url)).node
            }
            return (.element("ul", [.class("w-list events")], Array(rows)), 0)

        case (.list, .coachFollowups(let items)):
            let rows = items.prefix(limit).map { f in
                ListRow(title: f.coach, subtitle: f.school, trailing: .element("span", [.class("muted")], [.text(f.silence)]), icon: .clock).node
            }
            var nodes: [Node] = [.element("ul", [.class("w-list followups")], Array(rows))]
            // A limited list links to the coaches page, which lists every coach.
            if items.count > limit, let athlete = page.athlete {
                nodes.append(.element("p", [.class("show-all")], [
                    .element("a", [.href(page.href(SitePath.coaches(athlete.slug)))],
                             [.text(page.t("action.show_all", ["n": page.formatter.integer(items.count)]))]),
                ]))
            }
            return (.fragment(nodes), 0)

        case (.list, .categoryCounts(let items)):
            // Seed 000: label left (cut with an ellipsis by CSS, the full label as tooltip), count right.
            let rows = items.prefix(limit).map { item -> Node in
                let label: Node = item.href.map { .element("a", [.class("w-row-title"), .href($0)], [.text(item.label)]) }
                    ?? .element("span", [.class("w-row-title")], [.text(item.label)])
                return .element("li", [.class("w-row"), .title(item.label)], [
                    .element("div", [.class("w-row-main")], [label]),
                    .element("div", [.class("w-row-end")], [.element("strong", [], [.text(page.formatter.integer(item.count))])]),
                ])
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        case (.postList, .posts(let items)), (.list, .posts(let items)):
            let rows = items.prefix(limit).map { p in
                Node.element("li", [.class("post")], [
                    .element("p", [.class("post-meta")], [
                        .element("span", [.class("badge platform-\(p.platformKey)")], [.text(p.platform)]), .text(" "),
                        .text([p.handle, p.date].compactMap { $0 }.joined(separator: " · ")),
                    ]),
                    p.content.map { c in
                        externalLink(p.url).map { Node.element("a", [.class("post-content"), .href($0), .attr("rel", "noopener noreferrer")], [.text(c)]) }
                            ?? .element("p", [.class("post-content")], [.text(c)])
                    } ?? .empty,
                ])
            }
            return (.element("ul", [.class("post-list")], Array(rows)), 0)

        case (.noteList, .notes(let items)), (.list, .notes(let items)):
            let rows = items.prefix(limit).map { n in
                Node.element("li", [.class("note-item")], [
                    n.href.map { Node.element("a", [.class("note-title"), .href($0)], [.text(n.title)]) } ?? .element("span", [.class("note-title")], [.text(n.title)]),
                    .element("p", [.class("muted")], [.text([n.date, n.tags.isEmpty ? nil : n.tags.map { "#\($0)" }.joined(separator: " ")].compactMap { $0 }.joined(separator: " · "))]),
                    n.excerpt.map { .element("p", [.class("note-excerpt")], [.text($0)]) } ?? .empty,
                ])
            }
            return (.element("ul", [.class("note-list")], Array(rows)), 0)

        case (.linkList, .links(let items)), (.list, .links(let items)):
            let rows = items.prefix(limit).map { l in
                Node.element("li", [], [
                    externalLink(l.url).map { Node.element("a", [.href($0), .attr("rel", "noopener noreferrer")], [.text(l.title)]) }
                        ?? .fragment([.text(l.title), .text(" "), .element("span", [.class("muted")], [.text(l.url)])]),
                ])
            }
            return (.element("ul", [.class("link-list")], Array(rows)), 0)

        case (.rankedList, .ranking(let items)), (.list, .ranking(let items)):
            let rows = items.prefix(limit).map { r in
                Node.element("li", [], [
                    r.href.map { Node.element("a", [.href($0)], [.text(r.name)]) } ?? .text(r.name),
                    .text(" "), .element("span", [.class("muted")], [.text(r.countLabel)]),
                ])
            }
            return (.element("ol", [.class("ranked-list")], Array(rows)), 0)

        case (.list, .actionItems(let v)):
            let rows = v.items.prefix(limit).map { ListRow(title: $0.title, subtitle: $0.description, href: $0.href).node }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        case (.list, .records(let v)):
            let rows = v.rows.prefix(limit).map { row in
                Node.element("li", [], row.enumerated().map { i, c -> Node in
                    let sep: Node = i == 0 ? .empty : .text(" · ")
                    return .fragment([sep, c.href.map { Node.element("a", [.href($0)], [.text(c.text)]) } ?? .text(c.text)])
                })
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        case (.facts, .facts(let items)):
            let pairs = items.compactMap { f -> Node? in
                guard let v = f.value else { return nil }
                let value: Node = f.href.map { .element("a", [.href($0), .attr("rel", "noopener noreferrer")], [.text(v)]) } ?? .text(v)
                return .fragment([.element("dt", [], [.text(f.label)]), .element("dd", [], [value])])
            }
            return (.element("dl", [.class("facts")], pairs), 0)

        case (.markdown, .markdown(let html)):
            return (.element("div", [.class("prose")], [.trustedHTML(html)]), 0)

        case (.download, .download(let d)):
            return (.element("p", [], [.element("a", [.class("download-link"), .href(d.href), .attr("download", "")],
                                                 [Icon.link.node, .text(" "), .text(title ?? d.label)])]), 0)

        case (.tabs, .variants(let tabs)):
            return (Tabs(label: title ?? "", tabs: tabs.map { Tabs.Tab(label: $0.label, href: $0.href, isCurrent: $0.isCurrent) }).node, 0)

        case (.athleteCards, .athletes(let items)):
            let cards = items.prefix(limit).map { a in
                Node.element("a", [.class("card athlete-card"), .href(a.href)], [
                    .element("h2", [.class("card-title")], [.text(a.name)]),
                    a.detail.map { .element("p", [.class("muted")], [.text($0)]) } ?? .empty,
                    .element("dl", [.class("facts")], a.figures.map { fact($0.label, $0.value) }),
                ])
            }
            return (.element("div", [.class("card-grid")], Array(cards)), 0)

        case (.table, _):
            return (table(value, title: title, limit: limit), 0)

        default:
            // The loader rejects widget/dataset pairs whose shape the widget does not draw.
            return (.empty, 0)
        }
    }

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
