import SiteData
import Widgets

/// `index.html` at the site root: one card per athlete with headline numbers; with many
/// athletes, one page of them (`FamilyIndexPage+Pages`).
struct FamilyIndexPage: PageDatasets {
    let build: BuildContext
    let athletes: [AthleteHeadline]
    /// Which page of the index this is (1-based), of how many.
    var number = 1
    var pages = 1
    /// The initials to link above the cards (empty with few athletes).
    var letters: [Letter] = []
    /// `sitegen serve` only: athletes whose numbers are still being counted. Their cards show
    /// `index.counting_value` for each number, and a note above the cards says so. Always empty
    /// in a build.
    var counting: Set<String> = []

    func file() -> OutputFile {
        let path = Self.path(pageNumber: number)
        let page = Page(build: build, address: PageAddress(path: path, athlete: nil, tab: nil))
        let spec = build.specs[.index]!
        let title = spec.title?.resolve(page.strings) ?? build.siteTitle
        let subtitle = spec.subtitle?.resolve(page.strings)
        let body = SpecPageRenderer(spec: spec, datasets: self, page: page).body()
        let pager = Pager.node(page, number: number, pages: pages, title: title, path: Self.path(pageNumber:))
        let content = Node.fragment([heldBackNote(page), countingNote(page), coachPreview(page), letterNavigation(page), body.node, pages > 1 ? pager : .empty])
        let html = PageLayout(page: page, title: title, subtitle: subtitle, body: content).renderUTF8()
        return OutputFile(path: path, bytes: html, isPage: true, charts: body.charts)
    }

    func value(for dataset: FamilyIndexPage.Dataset, in page: Page) -> DatasetValue {
        switch dataset {
        case .athletes: athleteCards(page)
        }
    }

    /// "A B C …": each initial links the first card of that letter, on whichever index page it
    /// is.
    func letterNavigation(_ page: Page) -> Node {
        guard !letters.isEmpty else { return .empty }
        let items = letters.map { l in
            Node.element("li", [], [.element("a", [.href(page.href(Self.path(pageNumber: l.pageNumber)) + "#" + l.anchor)], [.text(l.letter)])])
        }
        return .element("nav", [.class("letter-index"), .aria("label", page.t(.indexLetters))], [.element("ul", [], items)])
    }

    /// "What a coach sees": the roster a public build opens with, as a preview (`RosterSite`).
    func coachPreview(_ page: Page) -> Node {
        guard !athletes.isEmpty, !build.isPublic else { return .empty }
        return .element("p", [.class("roster-preview-link")], [
            .element("a", [.href(page.href(RosterSite(build: build, athletes: [], isPreview: true).path(.all, pageNumber: 1)))],
                     [.text(page.t(.rosterPreview))]),
            .text(" "), .element("span", [.class("roster-preview-hint")], [.text(page.t(.rosterPreviewHint))]),
        ])
    }

    /// The preview's note while numbers are being counted (`counting`); nothing in a build.
    func countingNote(_ page: Page) -> Node {
        guard !counting.isEmpty else { return .empty }
        return .element("p", [.class("empty-state"), .role("status")], [.text(page.t(.indexCounting))])
    }

    func athleteCards(_ page: Page) -> DatasetValue {
        let f = page.formatter
        let anchors = Dictionary(uniqueKeysWithValues: letters.filter { $0.pageNumber == number }.map { ($0.slug, $0.anchor) })
        return .athletes(athletes.map { a in
            let counted = !counting.contains(a.slug)
            let pending = page.t(.indexCountingValue)
            return AthleteCardItem(name: a.name, detail: a.sport, href: page.href(SitePath.dashboard(a.slug)), figures: [
                (page.t(.statsSchools), counted ? f.integer(a.stats.schools) : pending),
                (page.t(.statsCoaches), counted ? f.integer(a.stats.coaches) : pending),
                (page.t(.statsInteractions), counted ? f.integer(a.stats.interactions) : pending),
                (page.t(.statsOffers), counted ? f.integer(a.stats.offers) : pending),
            ], photo: a.photo.map { (page.href($0), page.t(.profilePhotoAlt, ["name": a.name])) }, anchor: anchors[a.slug])
        })
    }
}

extension FamilyIndexPage {
    typealias Dataset = IndexDataset
}
