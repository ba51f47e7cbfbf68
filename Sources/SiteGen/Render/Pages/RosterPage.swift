import SiteData
import Widgets

/// A page of the roster (docs/publishing.md, "The roster"): the index of a public site with
/// more than one athlete, and the family's preview of it ("What a coach sees"). One table per
/// graduating class, newest first, a row per athlete by name; above them, links to the same
/// roster filtered by class and by position group, each its own static page (`RosterSite`).
struct RosterPage {
    let site: RosterSite
    let filter: RosterFilter
    /// This page's athletes, in roster order (class newest first, then name).
    let athletes: [AthleteHeadline]
    /// How many athletes the filter holds on all its pages.
    let total: Int
    var number = 1
    var pages = 1

    func file() -> OutputFile {
        let path = site.path(filter, pageNumber: number)
        var build = site.build
        // The roster lists every athlete: no switcher above it.
        build.athletes = []
        let page = Page(build: build, address: PageAddress(path: path, athlete: nil, tab: nil))
        let title = filter == .all ? build.siteTitle : filter.label(page)
        let subtitle = filter == .all ? site.summary(page) : page.t(.rosterAthletes, count: total)
        let pager = Pager.node(page, number: number, pages: pages, title: title) { site.path(filter, pageNumber: $0) }
        let body = Node.element("div", [.class("roster")], [note(page), site.filters(page, current: filter), tables(page), pager])
        var layout = PageLayout(page: page, title: title, subtitle: subtitle, body: body)
        if filter == .all, number == 1 { layout.share = site.share(page) }
        return OutputFile(path: path, bytes: layout.renderUTF8(), isPage: true)
    }

    /// The family's preview says what it is.
    func note(_ page: Page) -> Node {
        guard site.isPreview else { return .empty }
        return .element("p", [.class("roster-preview-note")], [.text(page.t(.rosterPreviewNote))])
    }

    /// A table per class among this page's athletes, in their order.
    func tables(_ page: Page) -> Node {
        var groups: [(year: Int?, rows: [AthleteHeadline])] = []
        for a in athletes {
            if let last = groups.last, last.year == a.roster.classYear {
                groups[groups.count - 1].rows.append(a)
            } else {
                groups.append((a.roster.classYear, [a]))
            }
        }
        return .fragment(groups.map { table(page, year: $0.year, rows: $0.rows) })
    }

    func table(_ page: Page, year: Int?, rows: [AthleteHeadline]) -> Node {
        let heading = RosterFilter.graduatingClass(year).label(page)
        let id = RosterFilter.graduatingClass(year).key!
        var headers = [page.t(.rosterName)]
        if site.sports { headers.append(page.t(.rosterSport)) }
        headers += [page.t(.rosterPositions), page.t(.rosterBatsThrows), page.t(.rosterSize), page.t(.rosterSchool),
                    page.t(.rosterHometown), page.t(.rosterMarks)]
        let cells = rows.map { row(page, $0) }
        let table = DataTable(headers: headers, cells: cells, label: page.t(.rosterTable, ["title": heading]),
                              scrollHint: page.t(.commonScrollHint))
        return .element("section", [.class("section roster-class"), .aria("labelledby", id)], [
            .element("h2", [.id(id)], [.text(heading)]),
            table.node,
        ])
    }

    func row(_ page: Page, _ a: AthleteHeadline) -> [DataTable.Cell] {
        let r = a.roster
        var cells: [DataTable.Cell] = [.link(a.name, href: page.href(site.athletePath(a.slug)))]
        if site.sports { cells.append(.text(a.sport ?? "")) }
        let hands = r.bats == nil && r.throwsHand == nil ? "" : "\(r.bats ?? "–")/\(r.throwsHand ?? "–")"
        cells += [.text(r.positions.joined(separator: ", ")), .text(hands),
                  .text([r.height, r.weight].compactMap { $0 }.joined(separator: " · ")),
                  .text([r.highSchool, r.club].compactMap { $0 }.joined(separator: " · ")),
                  .text(r.hometown ?? ""), marks(page, r.marks)]
        return cells
    }

    /// Each mark on its line, "Velocity: 88 mph" and whether it is verified.
    func marks(_ page: Page, _ marks: [RosterEntry.Mark]) -> DataTable.Cell {
        guard !marks.isEmpty else { return .text("") }
        return .node(.element("ul", [.class("roster-marks")], marks.compactMap { m in
            guard let type = page.build.config.metricType(m.metric) else { return nil }
            let text = page.t(.rosterMark, ["metric": page.metricName(type), "value": page.metricValue(m.value, type: type, unit: m.unit)])
            return .element("li", [], [.text(text + " "),
                                       .element("span", [.class(m.verified ? "roster-badge is-verified" : "roster-badge")],
                                                [.text(page.verifiedLabel(m.verified))])])
        }))
    }
}
