import Widgets

/// The gallery page: every widget in its states, once in a light column, once in a dark one.
enum Gallery {
    static func page(tokensCSS: String, widgetsCSS: String) -> String {
        let layout = """
            body { margin: 0; font-family: var(--font-body); }
            .cols { display: grid; grid-template-columns: 1fr 1fr; }
            @media (max-width: 800px) { .cols { grid-template-columns: 1fr; } }
            .col { background: var(--color-background); color: var(--color-text); padding: var(--size-space-4); min-width: 0; }
            .col > h1 { font-size: var(--size-text-xl); margin: 0 0 var(--size-space-4); }
            .card { background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--size-radius);
              padding: var(--size-space-4); margin-bottom: var(--size-space-4); min-width: 0; }
            .card > h2 { font-size: var(--size-text-base); margin: 0 0 var(--size-space-3); color: var(--color-text-muted); }
            .card > * + * { margin-top: var(--size-space-4); }
            .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: var(--size-space-3); }
            .stack { display: grid; gap: var(--size-space-3); }
            .icons { display: flex; flex-wrap: wrap; gap: var(--size-space-3); font-size: 1.25rem; color: var(--color-primary); }

            """
        let html = Node.element("html", [.lang("en")]) {
            Node.element("head") {
                Node.element("meta", [.attr("charset", "utf-8")])
                Node.element("meta", [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")])
                Node.element("title") { "sitegen widget gallery" }
                Node.element("style", [], [.trustedHTML(tokensCSS + widgetsCSS + layout)])
            }
            Node.element("body") {
                Node.div([.class("cols")]) {
                    column(theme: "light")
                    column(theme: "dark")
                }
            }
        }
        return Node.document(html).render()
    }

    static func card(_ title: String, @NodeBuilder _ content: () -> Node) -> Node {
        Node.section([.class("card")]) {
            Node.h2 { title }
            content()
        }
    }

    static func column(theme: String) -> Node {
        let p = theme  // id prefix: ids stay unique across the two columns
        let t = Samples.text
        return Node.element("main", [.class("col theme-" + theme)]) {
            Node.element("h1", [], [.text("Widgets — " + theme)])
            card("Tabs") {
                Tabs(label: "Date range", tabs: [
                    .init(label: "Last 7 days", href: "../last-7-days/index.html"),
                    .init(label: "Last 30 days", href: "index.html", isCurrent: true),
                    .init(label: "Last 90 days", href: "../last-90-days/index.html"),
                    .init(label: "All time", href: "javascript:alert(1)"),
                ])
            }
            card("Stat cards") {
                Node.div([.class("grid")]) {
                    StatCard(label: "Coaches", value: "12", icon: .coaches, gradient: .blue, href: "coaches/index.html")
                    StatCard(label: "Schools", value: "38", icon: .school, gradient: .purple, href: "schools/index.html")
                    StatCard(label: "Interactions", value: "1,204", icon: .interactions, gradient: .green)
                    StatCard(label: "Offers", value: "0", icon: .offers, gradient: .orange)
                    StatCard(label: "Accepted", value: "--", subtitle: "-- acceptance rate", icon: .checkCircle, gradient: .red)
                    StatCard(label: Samples.longLabel, value: "1,000,000,000", subtitle: Samples.hostile, icon: .star, gradient: .indigo)
                }
            }
            card("At a glance") {
                Node.div([.class("grid")]) {
                    GlanceMetric(label: "Schools with offers", value: "4", detail: "11% of schools")
                    GlanceMetric(label: "Coach responsiveness", value: "80%", level: .green, levelLabel: "Good")
                    GlanceMetric(label: "Coach responsiveness", value: "60%", level: .orange, levelLabel: "Fair")
                    GlanceMetric(label: "Coach responsiveness", value: "20%", level: .red, levelLabel: "Low")
                    GlanceMetric(label: "Days until graduation", value: "--")
                }
            }
            card("Trend, badges, icons") {
                Node.div([.class("stack")]) {
                    Node.div {
                        TrendIndicator(.improving, label: "Improving")
                        " "
                        TrendIndicator(.declining, label: "Declining")
                        " "
                        TrendIndicator(.stable, label: "Stable")
                    }
                    Node.div {
                        Badge("Verified", tone: .verified)
                        " "
                        Badge("High", tone: .high)
                        " "
                        Badge("Medium", tone: .medium)
                        " "
                        Badge("Low", tone: .low)
                        " "
                        Badge("interested")
                    }
                    Node.div([.class("icons")]) {
                        for icon in Icon.allCases { Node.span([.title(icon.rawValue)]) { icon } }
                    }
                }
            }
            card("Action items") {
                Node.div([.class("stack")]) {
                    ActionItemCard(title: "Respond to Stanford offer", description: "Deadline in 3 days", urgency: .high, urgencyLabel: "High",
                                   href: "../offers/index.html", linkLabel: "View offer")
                    ActionItemCard(title: "Follow up with Coach Kowalski", description: "It's been 21 days since your last contact",
                                   urgency: .medium, urgencyLabel: "Medium")
                    ActionItemCard(title: Samples.longLabel, description: String(repeating: Samples.hostile + " ", count: 4),
                                   urgency: .low, urgencyLabel: "Low", href: "javascript:alert(1)", linkLabel: "Open")
                }
            }
            card("List rows") {
                ListRow.list([
                    ListRow(title: "Spring showcase", subtitle: "Apr 12", trailing: Badge("In 5 days").node, icon: .calendar, href: "events/1.html"),
                    ListRow(title: "Send transcript", completed: true),
                    ListRow(title: Samples.longLabel, subtitle: Samples.hostile, trailing: .text("3"), icon: .mail),
                ])
            }
            card("Data table") {
                DataTable(caption: "Metrics", headers: ["Date", "Metric", "Value"], textRows: [
                    ["2026-03-01", "60-yard dash", "6.82 s"],
                    ["2026-02-11", Samples.hostile, "1,000,000,000"],
                ], numericColumns: [2])
            }
            card("Empty state") {
                EmptyState(message: "No interactions in the last 30 days", icon: .interactions,
                           actionLabel: "Log interaction", actionHref: "../interactions/index.html")
            }
            card("Line chart: 30 days with area") { Samples.lineChart30().node.withID(p) }
            card("Line chart: empty, one point") {
                LineChart(id: p + "-l0", text: t("Empty"), points: [])
                LineChart(id: p + "-l1", text: t("One point"), points: Samples.linePoints(1))
            }
            card("Line chart: negative, 1e9, long labels, irregular dates") {
                LineChart(id: p + "-lneg", text: t("Negative"), points: Samples.linePoints(12) { Double($0 - 6) * 3.5 }, color: .danger, areaFill: true)
                LineChart(id: p + "-lbig", text: t("Large"), points: Samples.linePoints(8) { $0 == 4 ? 1e9 : Double($0) }, color: .purple, valueFormatter: Samples.formatter)
                LineChart(id: p + "-llong", text: t("Long labels"), points: longPoints, color: .success)
                LineChart(id: p + "-l365", text: t("365 points"), points: Samples.linePoints(365), color: .indigo, areaFill: true)
            }
            card("Bar chart: by status") {
                BarChart(id: p + "-status", text: t("Schools by status"), bars: statusBars, color: .purple)
            }
            card("Bar chart: empty, all zeros, negative") {
                BarChart(id: p + "-b0", text: t("Empty"), bars: [])
                BarChart(id: p + "-bz", text: t("All zeros"), bars: Samples.bars(7) { _ in 0 })
                BarChart(id: p + "-bneg", text: t("Negative"), bars: Samples.bars(9) { Double($0 - 4) * 1000 }, color: .danger, valueFormatter: Samples.formatter)
                BarChart(id: p + "-blong", text: t("Long labels"), bars: Samples.bars(4, label: { $0 % 2 == 0 ? Samples.longLabel : Samples.hostile }))
            }
            card("Bar chart: 90 and 365 bars, 1e9") {
                BarChart(id: p + "-b90", text: t("90 days"), bars: Samples.bars(90), color: .success)
                BarChart(id: p + "-b365", text: t("365 days"), bars: Samples.bars(365) { $0 == 200 ? 1e9 : Samples.wave($0) * 1e6 }, valueFormatter: Samples.formatter)
            }
            card("Horizontal bars: sentiment") {
                HorizontalBarChart(id: p + "-sent", text: t("Sentiment"), rows: sentiment([12, 9, 5, 2]))
                HorizontalBarChart(id: p + "-sent0", text: t("Sentiment, none"), rows: sentiment([0, 0, 0, 0]))
            }
            card("Mini bars and sparklines") {
                Node.div([.class("stack")]) {
                    MiniBarChart(id: p + "-mini", text: t("Mini"), bars: Samples.bars(12), color: .amber)
                    MiniBarChart(id: p + "-mini0", text: t("Mini zeros"), bars: Samples.bars(12) { _ in 0 }, color: .amber)
                    Node.p {
                        "Sparkline "
                        Sparkline(id: p + "-sp", text: t("Spark"), values: Samples.bars(20), color: .success)
                        " one value "
                        Sparkline(id: p + "-sp1", text: t("Spark one"), values: Samples.bars(1))
                        " flat "
                        Sparkline(id: p + "-sp0", text: t("Spark flat"), values: Samples.bars(8) { _ in 3 })
                    }
                }
            }
            card("Donut") {
                DonutChart(id: p + "-donut", text: t("Platforms"), segments: [
                    .init(datum: ChartDatum(label: "Twitter", value: 14, valueLabel: "14"), color: .twitter),
                    .init(datum: ChartDatum(label: "Instagram", value: 9, valueLabel: "9"), color: .instagram),
                ], centerLabel: "23")
                DonutChart(id: p + "-donut0", text: t("Platforms, none"), segments: [
                    .init(datum: ChartDatum(label: "Twitter", value: 0, valueLabel: "0"), color: .twitter),
                    .init(datum: ChartDatum(label: Samples.hostile, value: 0, valueLabel: "0"), color: .instagram),
                ], centerLabel: "0")
                DonutChart(id: p + "-donutbig", text: t("Many"), segments: manySegments, centerLabel: "2,500,000,000")
            }
            card("Calendar heatmap") {
                CalendarHeatmap(id: p + "-heat", text: t("Contact frequency"), days: heatDays,
                                firstRow: 3, rowLabels: ["Mon", "", "Wed", "", "Fri", "", ""],
                                columnLabels: [(0, "Oct"), (4, "Nov"), (8, "Dec"), (13, "Jan"), (17, "Feb"), (21, "Mar")])
                CalendarHeatmap(id: p + "-heat0", text: t("Empty"), days: Samples.bars(182) { _ in 0 }, firstRow: 0,
                                columnLabels: [(0, Samples.longLabel), (1, "Nov")])
            }
            card("Grouped counts") {
                GroupedCounts(id: p + "-div", title: "Schools by division", groups: Samples.bars(4, label: { ["D1", "D2", "D3", "NAIA"][$0] }, value: { Double(9 - 2 * $0) }), color: .indigo)
                GroupedCounts(id: p + "-stat", title: "Schools by status", groups: Samples.bars(2, label: { $0 == 0 ? Samples.longLabel : Samples.hostile }, value: { Double($0 + 1) }))
            }
        }
    }

    static var longPoints: [LineChart.Point] {
        (0..<6).map { (i: Int) -> LineChart.Point in
            let label: String = i % 2 == 0 ? Samples.longLabel : Samples.hostile
            return LineChart.Point(x: Double(i * i), datum: ChartDatum(label: label, value: Double(i), valueLabel: String(i)))
        }
    }

    static var manySegments: [DonutChart.Segment] {
        let colors: [ColorToken] = [.primary, .success, .purple, .amber, .indigo, .danger]
        return (0..<6).map { (i: Int) -> DonutChart.Segment in
            let value: Double = i == 0 ? 1e9 : Double(i) * 1e8
            let label: String = i == 0 ? Samples.longLabel : "Part " + String(i)
            return DonutChart.Segment(datum: ChartDatum(label: label, value: value, valueLabel: Samples.grouped(value)), color: colors[i])
        }
    }

    static var heatDays: [ChartDatum] {
        Samples.bars(182) { (i: Int) -> Double in i % 5 == 0 ? 0 : Samples.wave(i) }
    }

    static let statuses = ["interested", "contacted", "offer", "committed", "not a fit"]
    static var statusBars: [ChartDatum] {
        Samples.bars(5, label: { (i: Int) -> String in statuses[i] }, value: { (i: Int) -> Double in Double(12 - 2 * i) })
    }

    static func sentiment(_ counts: [Double]) -> [HorizontalBarChart.Row] {
        let names = ["Very positive", "Positive", "Neutral", "Negative"]
        let tokens = ["sentiment-very-positive", "sentiment-positive", "sentiment-neutral", "sentiment-negative"]
        let total = counts.reduce(0, +)
        return (0..<4).map { i in
            let pct = total > 0 ? (counts[i] / total * 1000).rounded() / 10 : 0
            return HorizontalBarChart.Row(
                datum: ChartDatum(label: names[i], value: counts[i], valueLabel: Samples.grouped(counts[i])),
                percentLabel: "\(pct)%", color: ColorToken(tokens[i]))
        }
    }
}

extension Node {
    /// The gallery renders the same sample twice; re-render with a column-unique id instead.
    func withID(_ prefix: String) -> Node {
        LineChart(id: prefix + "-trend", text: Samples.text("Interactions, last 30 days"), points: Samples.linePoints(30),
                  areaFill: true, valueFormatter: Samples.formatter).node
    }
}
