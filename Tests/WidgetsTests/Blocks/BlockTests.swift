import Testing
@testable import Widgets

@Suite struct BlockTests {
    @Test func badge() {
        #expect(Badge("High", tone: .high).render() == "<span class=\"w-badge w-badge-high\">High</span>")
    }

    @Test func trendIndicatorHasArrowAndWord() {
        #expect(TrendIndicator(.declining, label: "Spadek").render() == "<span class=\"w-trend w-trend-declining\">"
            + "<i class=\"w-icon i-arrowDown\"></i>Spadek</span>")
    }

    @Test func trendIndicatorCanSayWhatImproves() {
        #expect(TrendIndicator(.improving, label: "Improving", spoken: "Velocity is <improving>").render()
            == "<span class=\"w-trend w-trend-improving\" role=\"img\" aria-label=\"Velocity is &lt;improving&gt;\">"
            + "<i class=\"w-icon i-arrowUp\"></i>Improving</span>")
    }

    @Test func tabsMarkTheCurrentOne() {
        let tabs = Tabs(label: "Range", tabs: [.init(label: "7 days", href: "../last-7-days/index.html"),
                                              .init(label: "30 days", href: "index.html", isCurrent: true)])
        #expect(tabs.render() == "<nav class=\"w-tabs\" aria-label=\"Range\"><ul>"
            + "<li><a href=\"../last-7-days/index.html\" class=\"w-tab\">7 days</a></li>"
            + "<li><a href=\"index.html\" aria-current=\"page\" class=\"w-tab w-current\">30 days</a></li></ul></nav>")
    }

    @Test func emptyStateWithAction() {
        let empty = EmptyState(message: "No schools added yet", actionLabel: "Add school", actionHref: "javascript:x")
        #expect(empty.render() == "<div class=\"w-empty\"><p class=\"w-empty-msg\">No schools added yet</p>"
            + "<a href=\"#\" class=\"w-button\">Add school</a></div>")
    }

    @Test func statCardUsesGradientTokens() {
        let card = StatCard(label: "Coaches", value: "12", icon: .coaches, gradient: GradientToken("coaches;}x"), href: "coaches/index.html")
        let html = card.render()
        #expect(html.hasPrefix("<a href=\"coaches/index.html\" class=\"w-stat\" style=\"--w-g1:var(--gradient-coachesx-start);--w-g2:var(--gradient-coachesx-end)\">"))
        #expect(html.hasSuffix("<span class=\"w-stat-value\">12</span><span class=\"w-stat-label\">Coaches</span></a>"))
        // The default theme's gradients are classes its stylesheet defines, not an inline style.
        #expect(StatCard(label: "Coaches", value: "12", icon: .coaches, gradient: .indigo).render()
            .hasPrefix("<div class=\"w-stat w-g-indigo\"><span class=\"w-stat-icon\">"))
        #expect(GradientToken.named.map { $0.className! } == ["w-g-blue", "w-g-purple", "w-g-green", "w-g-orange", "w-g-red", "w-g-indigo", "w-g-gray"])
    }

    @Test func statCardAccessibleNameIsItsLabel() {
        let html = StatCard(label: "Coaches", value: "48", icon: .coaches, gradient: .blue, href: "c.html",
                            accessibleLabel: "Coaches: 48").render()
        #expect(html.hasSuffix("<i class=\"w-icon i-coaches\"></i></span><span class=\"w-sr\">Coaches: 48</span>"
            + "<span class=\"w-stat-value\" aria-hidden=\"true\">48</span><span class=\"w-stat-label\" aria-hidden=\"true\">Coaches</span></a>"))
    }

    /// Only the article has classes; the theme styles the head (`> div`, its `::before` the
    /// urgency dot), title, description and link by position.
    @Test func actionItemHasClassesOnlyOnItsArticle() {
        let card = ActionItemCard(title: "Email <Rice>", description: "Soon & often", urgency: .high, urgencyLabel: "High",
                                  href: "rice/index.html", linkLabel: "Open Rice", headingLevel: 2).render()
        #expect(card == "<article class=\"w-action w-urgency-high\"><div><h2>Email &lt;Rice&gt;</h2><span class=\"w-badge w-badge-high\">High</span></div>"
            + "<p>Soon &amp; often</p><a href=\"rice/index.html\">Open Rice</a></article>")
        #expect(XMLCheck.parse(card).error == nil)
    }

    @Test func glanceMetricLevel() {
        #expect(GlanceMetric(label: "Coach responsiveness", value: "80%", level: .green, levelLabel: "Good").render()
            == "<div class=\"w-glance w-level-green\"><span class=\"w-glance-label\">Coach responsiveness</span>"
            + "<span class=\"w-glance-value\">80%</span><span class=\"w-glance-level\">Good</span></div>")
    }

    @Test func completedListRowIsStruckThrough() {
        #expect(ListRow(title: "Send transcript", completed: true).render()
            == "<li class=\"w-done\"><div><s>Send transcript</s></div></li>")
    }

    /// A row has no classes: its list (`.w-rows`) styles it by position.
    @Test func listRowWithoutClassesEscaped() {
        var row = ListRow(title: "<b>Camp</b>", subtitle: "Apr 12 & \"13\"", trailing: .text("3"), icon: .calendar, href: "e.html?a=1&b=2")
        row.anchor = "event-e1"
        #expect(row.render() == "<li id=\"event-e1\"><span>" + Icon.calendar.render() + "</span>"
            + "<div><a href=\"e.html?a=1&amp;b=2\">&lt;b&gt;Camp&lt;/b&gt;</a>Apr 12 &amp; \"13\"</div><div>3</div></li>")
        #expect(ListRow(title: "Plain").render() == "<li><div><span>Plain</span></div></li>")
        #expect(ListRow.list([ListRow(title: "A")]).render() == "<ul class=\"w-rows\"><li><div><span>A</span></div></li></ul>")
    }

    @Test func dataTableAlignsNumbers() {
        let table = DataTable(headers: ["Metric", "Value"], textRows: [["<b>", "1,000"]], numericColumns: [1])
        // The table names its numeric column (`w-n2`: the theme aligns it); its cells have no class.
        #expect(table.render() == "<div class=\"w-table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Table\"><table class=\"w-data w-n2\"><thead><tr><th scope=\"col\">Metric</th>"
            + "<th scope=\"col\">Value</th></tr></thead><tbody><tr><td>&lt;b&gt;</td><td>1,000</td></tr></tbody></table></div>")
        // Past the twelfth column the theme names, each cell says it.
        let wide = DataTable(headers: (0..<13).map { "h\($0)" }, textRows: [(0..<13).map { "\($0)" }], numericColumns: [0, 12]).render()
        #expect(wide.contains("<table class=\"w-data\">") && wide.contains("<td class=\"w-num\">0</td>") && wide.contains("<td class=\"w-num\">12</td>")
                && wide.contains("<td>1</td>"))
    }

    /// Text and link cells are written without nodes, and read exactly as the nodes they
    /// replace: escaped text, a link whose URL is sanitised like any `href`.
    @Test func dataTableTextAndLinkCellsReadAsTheirNodes() {
        let hostile = "<script>\"x\" & 'y'"
        let cells: [[DataTable.Cell]] = [[.text(hostile), .link(hostile, href: "javascript:alert(1)"), .link("Rice", href: "../rice/index.html?a=1&b=2")]]
        let nodes: [[Node]] = [[.text(hostile), .element("a", [.href("javascript:alert(1)")], [.text(hostile)]),
                                .element("a", [.href("../rice/index.html?a=1&b=2")], [.text("Rice")])]]
        let written = DataTable(headers: ["A", "B", "C"], cells: cells).render()
        #expect(written == DataTable(headers: ["A", "B", "C"], rows: nodes).render())
        #expect(written.contains("<td>&lt;script&gt;\"x\" &amp; 'y'</td>"))
        #expect(!written.contains("javascript:"))
        #expect(written.contains("<td><a href=\"../rice/index.html?a=1&amp;b=2\">Rice</a></td>"))
    }

    /// A wide table scrolls in a focusable region named by its label (or caption), with the
    /// phone scroll hint from four columns on.
    @Test func dataTableScrollsInANamedFocusableRegion() {
        let rows = [["Rice", "D1", "TX", "Offer"]]
        var wide = DataTable(caption: "Schools", headers: ["School", "Division", "State", "Status"], textRows: rows)
        wide.scrollHint = "Scroll sideways"
        #expect(wide.render() == "<p class=\"w-scroll-hint\" aria-hidden=\"true\">Scroll sideways</p>"
            + "<div class=\"w-table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Schools\"><table class=\"w-data\"><caption>Schools</caption>"
            + "<thead><tr><th scope=\"col\">School</th><th scope=\"col\">Division</th><th scope=\"col\">State</th><th scope=\"col\">Status</th></tr></thead>"
            + "<tbody><tr><td>Rice</td><td>D1</td><td>TX</td><td>Offer</td></tr></tbody></table></div>")
        var narrow = DataTable(headers: ["Date", "Count"], textRows: [["Mar 1", "2"]], label: "Activity")
        narrow.scrollHint = "Scroll sideways"
        #expect(narrow.render().hasPrefix("<div class=\"w-table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Activity\">"))
    }

    @Test func everyIconIsWellFormed() {
        for icon in Icon.allCases {
            #expect(XMLCheck.parse(icon.render()).error == nil, "\(icon)")
        }
    }
}
