import SiteData

/// Step "render" for one athlete: every HTML page and CSV file of the site (docs/numbers.md, "Where each page is").
enum AthletePages {
    static func render(_ athlete: AthleteContext) -> [OutputFile] {
        var files: [OutputFile] = []
        render(athlete) { files += $0 }
        return files
    }

    /// The same files, handed to `take` one group at a time (a kind's pages, a list's), each
    /// group's list pages drawn as `take` reads them, so that a build can write and free each
    /// file before the next is drawn.
    static func render(_ athlete: AthleteContext, _ take: (OutputFiles) -> Void) {
        // The pages a spec describes, each from its kind (`PageKind.files`), then the list pages;
        // on a public site only those it publishes (`BuildContext.writes`).
        let build = athlete.build
        for kind in PageKind.allCases where build.writes(kind) { take(kind.files(athlete)) }
        // The dashboard's list pages, only those with something to list (`AthleteContext+Lists`).
        if athlete.writesInteractionsLog { take(InteractionsLogPage(athlete: athlete).render()) }
        if athlete.writesOffers { take([OffersPage(athlete: athlete).render()]) }
        if athlete.writesATier { take(ATierPage(athlete: athlete).render()) }
    }
}

extension PageKind {
    /// The files of this page for one athlete (every variant, sub-page and CSV it makes), from
    /// its page type: the types declared `: PageFiles` (`AthletePages.pageTypes`, which the build
    /// lists from Render/Pages and Coach/Pages). Exactly one per kind but the family index (a site file,
    /// `SiteFiles`) and a school's and a note's pages (made with their lists): `PageKindTests`.
    func files(_ athlete: AthleteContext) -> OutputFiles {
        AthletePages.pageTypes.first { $0.kind == self }?.files(athlete) ?? []
    }
}
