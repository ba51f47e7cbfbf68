import SiteData
import Widgets

extension AthleteContext {
    /// Renders one page from its spec: title and subtitle from the spec (or the defaults),
    /// sections from the datasets, all inside the layout.
    func renderSpecPage(_ kind: PageKind, path: String, tab: PageKind?, datasets: some PageDatasets,
                        title: String? = nil, subtitleArguments: [String: String] = [:], hasData: Bool = true,
                        lead: Node = .empty, subtitle subtitleKey: StringKey? = nil) -> OutputFile {
        let page = self.page(path, tab: tab)
        let spec = build.specs[kind]!
        let heading = spec.title?.resolve(page.strings, subtitleArguments) ?? title ?? page.t(kind.title, subtitleArguments)
        // A page's subtitle speaks to the family ("Your recruiting notes…"): a public page has none
        // but a report's, which names its range.
        // `subtitleKey` replaces the spec's (a reports section with no data exports nothing).
        let subtitle = build.isPublic && kind != .reports ? nil
            : subtitleKey.map { page.t($0, subtitleArguments) } ?? spec.subtitle?.resolve(page.strings, subtitleArguments)
        let body = SpecPageRenderer.body(spec: spec, datasets: datasets, page: page, hasData: hasData)
        let html = PageLayout(page: page, title: heading, subtitle: subtitle, lead: lead, body: body.node).renderUTF8()
        return OutputFile(path: path, bytes: html, isPage: true, charts: body.charts)
    }
}
