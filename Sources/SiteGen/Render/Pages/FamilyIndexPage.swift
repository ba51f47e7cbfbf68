import SiteData

/// `index.html` at the site root: one card per athlete with headline numbers.
struct FamilyIndexPage: PageDatasets {
    let render: RenderContext
    let athletes: [AthleteHeadline]

    func file() -> OutputFile {
        let page = PageContext(render: render, path: SitePath.familyIndex, athlete: nil, tab: nil)
        let spec = render.specs[.index]!
        let title = spec.title?.resolve(page.strings) ?? render.siteTitle
        let subtitle = spec.subtitle?.resolve(page.strings)
        let body = SpecPageRenderer(spec: spec, datasets: self, page: page).body()
        let html = PageLayout(page: page, title: title, subtitle: subtitle, body: body.node).render()
        return OutputFile(path: SitePath.familyIndex, text: html, isPage: true, charts: body.charts)
    }

    func value(for dataset: IndexDataset, in page: PageContext) -> DatasetValue {
        switch dataset {
        case .athletes: athleteCards(page)
        }
    }

    func athleteCards(_ page: PageContext) -> DatasetValue {
        let f = page.formatter
        return .athletes(athletes.map { a in
            AthleteCardItem(name: a.name, detail: a.sport, href: page.href(SitePath.dashboard(a.slug)), figures: [
                (page.t(.statsSchools), f.integer(a.stats.schools)),
                (page.t(.statsCoaches), f.integer(a.stats.coaches)),
                (page.t(.statsInteractions), f.integer(a.stats.interactions)),
                (page.t(.statsOffers), f.integer(a.stats.offers)),
            ], photo: a.photo.map { (page.href($0), page.t(.profilePhotoAlt, ["name": a.name])) })
        })
    }
}
