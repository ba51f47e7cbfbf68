import SiteData

/// One page being rendered: where it lives (for relative links) and whose it is.
struct PageContext: Sendable {
    var render: RenderContext
    /// The page's path inside the output folder, e.g. `ana-diaz/reports/last-7-days/index.html`.
    var path: String
    /// The athlete the page belongs to (nil for the family index).
    var athlete: RenderContext.AthleteLink?
    /// Which athlete tab is current.
    var tab: PageKind?

    var strings: Strings { render.strings }
    var formatter: LocaleFormatter { render.formatter }

    /// Set for a page served at any depth (404.html): links start here (`/` or `base_url`)
    /// instead of being relative.
    var linkRoot: String?

    /// A relative URL from this page to a site path.
    func href(_ sitePath: String) -> String {
        if let linkRoot { return linkRoot + sitePath }
        return SitePath.relative(from: path, to: sitePath)
    }
}
