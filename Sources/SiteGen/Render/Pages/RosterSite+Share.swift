import CoachDocuments
import SiteData

extension RosterSite {
    /// The roster's share image, beside the index: 1200×630, drawn as an athlete's `share.png`
    /// (`ShareImage`) with the club's title, the athlete count and sports, and the classes.
    static let shareImagePath = "roster.png"

    /// What a shared link to the roster shows: its summary, and the share image.
    func share(_ page: Page) -> ShareTags.Summary {
        ShareTags.Summary(description: summary(page), image: isPreview ? nil : Self.shareImagePath,
                          imageAlt: page.t(.rosterShareAlt, ["title": build.siteTitle]))
    }

    /// The card the share image draws: the title, "24 athletes · Baseball, Softball", the
    /// classes in the box, the site's address (or title) at the bottom.
    func shareCard(_ page: Page) -> ShareCard {
        var sportNames: [String] = []
        for a in FamilyIndexPage.sortedByName(athletes) {
            if let s = RosterSport.of(a), !sportNames.contains(where: { Slug.make(from: $0, fallback: "sport") == s.slug }) {
                sportNames.append(s.name)
            }
        }
        let headline = ([page.t(.rosterAthletes, count: athletes.count)] + [sportNames.sorted(by: codePointLess).joined(separator: ", ")])
            .filter { !$0.isEmpty }.joined(separator: " · ")
        let years = classYears
        return ShareCard(name: build.siteTitle, headline: headline,
                         markLabel: years.isEmpty ? "" : page.t(.rosterByClass),
                         markValue: years.map(String.init).joined(separator: " · "),
                         footer: build.config.baseURL ?? "")
    }

    /// `roster.png`; nil when cairo fails (only without memory: the tags then name a picture
    /// that is not there, as for an athlete's).
    func shareImage() -> OutputFile? {
        let page = Page(build: build, address: PageAddress(path: FamilyIndexPage.path(pageNumber: 1), athlete: nil, tab: nil))
        guard let png = try? ShareImage.render(shareCard(page)) else { return nil }
        return OutputFile(path: Self.shareImagePath, bytes: png)
    }
}
