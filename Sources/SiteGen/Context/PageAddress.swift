/// Where a page is: the path every relative link starts from, whose page it is, the current tab.
/// Not a context: it holds nothing the build or the athlete already holds.
struct PageAddress: Sendable {
    /// The page's path inside the output folder, e.g. `ana-diaz/reports/last-7-days/index.html`.
    var path: String
    /// The athlete the page belongs to (nil for the family index).
    var athlete: BuildContext.AthleteLink?
    /// Which athlete tab is current.
    var tab: PageKind?
    /// Set for a page served at any depth (404.html): links start here (`/` or `base_url`)
    /// instead of being relative.
    var linkRoot: String? = nil
    /// Set for a page that repeats another (a public site's `<athlete>/coach/`, the alias of
    /// the athlete's home): the page search engines should index instead (`rel="canonical"`).
    var canonicalPath: String? = nil

    /// A relative URL from this page to a site path.
    func href(_ sitePath: String) -> String {
        if let linkRoot { return linkRoot + sitePath }
        return SitePath.relative(from: path, to: sitePath)
    }
}
