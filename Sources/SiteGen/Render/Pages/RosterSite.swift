import CoachDocuments
import SiteData
import Widgets

/// Every page of a roster (`RosterPage`) and its share image: the roster itself, paged, then one
/// roster per graduating class and one per position group (per sport and group when the site
/// has more than one sport), each paged the same way, each complete with the same columns.
///
/// On a public site the roster is the site's index (`index.html`, `index-2.html`, …) and each
/// name leads to the athlete's home; on the family's own site it is the preview "What a coach
/// sees" (`roster.html`, …), each name leading to the athlete's coach page. Filtered pages are
/// `roster-<filter>.html` (`RosterFilter.key`): files at the site root, never an athlete's folder.
struct RosterSite {
    let build: BuildContext
    /// Every athlete, in roster order: class newest first ("Class not given" last), then name.
    let athletes: [AthleteHeadline]
    let isPreview: Bool
    /// Whether the roster has athletes of more than one sport (a sport column, sport groups).
    let sports: Bool

    /// Rows per page: a page of the roster stays light at any size.
    static let pageSize = 100

    init(build: BuildContext, athletes: [AthleteHeadline], isPreview: Bool) {
        self.build = build
        self.isPreview = isPreview
        let sorted = FamilyIndexPage.sortedByName(athletes, newestClassFirst: true)
        self.athletes = sorted
        let sports = Set(athletes.compactMap { RosterSport.of($0)?.slug }).count > 1
        self.sports = sports
        let filters = Self.filters(sorted, sports: sports)
        self.filters = filters
        var counts: [RosterFilter: Int] = [:]
        for f in filters { counts[f] = sorted.count { f.includes($0, sports: sports) } }
        self.counts = counts
    }

    /// The site path of page `n` of `filter`.
    func path(_ filter: RosterFilter, pageNumber n: Int) -> String {
        let suffix = n <= 1 ? "" : "-\(n)"
        guard let key = filter.key else {
            return isPreview ? "roster\(suffix).html" : FamilyIndexPage.path(pageNumber: n)
        }
        return "roster-\(key)\(suffix).html"
    }

    /// Where a row's name leads.
    func athletePath(_ slug: String) -> String { isPreview ? SitePath.coach(slug) : SitePath.dashboard(slug) }

    /// The roster's own pages and filtered pages, in that order: the class filters newest
    /// first, then the groups (by sport, then group).
    let filters: [RosterFilter]
    /// How many athletes each of `filters` lists: counted once, not on every page that links it
    /// (a club roster of a thousand athletes has dozens of pages, each linking every filter).
    let counts: [RosterFilter: Int]

    /// `filters` of roster-ordered `athletes`.
    private static func filters(_ athletes: [AthleteHeadline], sports: Bool) -> [RosterFilter] {
        var classes: [Int?] = []
        for a in athletes where classes.last != a.roster.classYear || classes.isEmpty { classes.append(a.roster.classYear) }
        var groups: [RosterFilter] = []
        var seen = Set<RosterFilter>()
        let bySport = sports ? athletes.sorted { codePointLess(RosterSport.of($0)?.slug ?? "", RosterSport.of($1)?.slug ?? "") } : athletes
        let sportOrder = bySport.map { sports ? RosterSport.of($0) : nil }
        var sportList: [RosterSport?] = []
        for s in sportOrder where !sportList.contains(s) { sportList.append(s) }
        for sport in sportList {
            for group in PositionGroup.allCases {
                let f = RosterFilter.group(group, sport: sport)
                if !seen.contains(f), athletes.contains(where: { f.includes($0, sports: sports) }) {
                    seen.insert(f)
                    groups.append(f)
                }
            }
        }
        return [.all] + classes.map { .graduatingClass($0) } + groups
    }

    /// Every page: each filter's athletes cut into pages of `pageSize`; the roster has one page even when empty.
    func files() -> [OutputFile] {
        var out: [OutputFile] = []
        for filter in filters {
            let rows = athletes.filter { filter.includes($0, sports: sports) }
            let pages = max(1, (rows.count + Self.pageSize - 1) / Self.pageSize)
            for n in 1...pages {
                let slice = Array(rows[min((n - 1) * Self.pageSize, rows.count)..<min(n * Self.pageSize, rows.count)])
                out.append(RosterPage(site: self, filter: filter, athletes: slice, total: rows.count, number: n, pages: pages).file())
            }
        }
        if !isPreview, let image = shareImage() { out.append(image) }
        return out
    }

    /// "24 athletes · Classes 2029, 2028, 2027".
    func summary(_ page: Page) -> String {
        let years = classYears
        let count = page.t(.rosterAthletes, count: athletes.count)
        guard !years.isEmpty else { return count }
        return count + " · " + page.t(.rosterClasses, ["years": years.map(String.init).joined(separator: ", ")])
    }

    /// The graduating classes given, newest first.
    var classYears: [Int] {
        var years: [Int] = []
        for a in athletes { if let y = a.roster.classYear, years.last != y { years.append(y) } }
        return years
    }

    /// The links above the tables: the whole roster, each class, each position group, with the
    /// current one marked. No JavaScript: each is a page.
    func filters(_ page: Page, current: RosterFilter) -> Node {
        let all = filters
        func list(_ title: String?, _ items: [RosterFilter]) -> Node {
            guard !items.isEmpty else { return .empty }
            return .element("div", [.class("roster-filter")], [
                title.map { .element("p", [.class("roster-filter-title")], [.text($0)]) } ?? .empty,
                .element("ul", [], items.map { f in
                    var attrs: [Attribute] = [.href(page.href(path(f, pageNumber: 1)))]
                    if f == current { attrs.append(.aria("current", "page")) }
                    let count = counts[f] ?? 0
                    return .element("li", [], [.element("a", attrs, [.text(f.label(page))]),
                                               .text(" "), .element("span", [.class("roster-count")], [.text(page.formatter.integer(count))])])
                }),
            ])
        }
        let classes = all.filter { if case .graduatingClass = $0 { true } else { false } }
        let groups = all.filter { if case .group = $0 { true } else { false } }
        return .element("nav", [.class("roster-filters"), .aria("label", page.t(.rosterFilters))], [
            list(nil, [.all]), list(page.t(.rosterByClass), classes), list(page.t(.rosterByPosition), groups),
        ])
    }
}
