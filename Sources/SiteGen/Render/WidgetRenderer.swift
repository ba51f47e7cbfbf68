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
    /// The pages listing every item, for "Show all {n}" under a widget cut at its `limit`.
    var fullList: FullList?

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
        var body = node
        if let fullList, fullList.count > limit {
            body = .fragment([node, .element("p", [.class("show-all")], [
                .element("a", [.href(fullList.href)], [.text(page.t("action.show_all", ["n": page.formatter.integer(fullList.count)]))]),
            ])])
        }
        switch widget.widget {
        case .tabs, .statCards, .download, .athleteCards:
            return Rendered(node: body, charts: charts)
        default:
            return Rendered(node: card(title: title, description: description, body: body), charts: charts)
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
        if let chart = drawChart(kind, value, title: title, description: description, color: color, limit: limit, emptyText: emptyText) {
            return chart
        }
        if let list = drawList(kind, value, title: title, description: description, color: color, limit: limit, emptyText: emptyText) {
            return list
        }
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

        case (.historyTable, .metricHistory(let items)), (.table, .metricHistory(let items)):
            let rows = items.prefix(limit).map { r -> [Node] in
                [.text(r.date), .text(r.type),
                 .text(r.unit.map { "\(r.value) \($0)" } ?? r.value),
                 r.verified ? Badge(r.badge, tone: .verified).node : .text(r.badge),
                 .text(r.notes ?? "")]
            }
            return (DataTable(caption: title, headers: [page.t("chart.date"), page.t("performance.type"), page.t("chart.value"),
                                                        page.t("common.verified"), page.t("performance.notes")],
                              rows: Array(rows), numericColumns: [2], label: tableLabel(title),
                              scrollHint: page.t("common.scroll_hint")).node, 0)

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
                    a.photo.map { .element("img", [.class("athlete-card-photo"), .attr("src", $0.src), .attr("alt", $0.alt)]) } ?? .empty,
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
}
