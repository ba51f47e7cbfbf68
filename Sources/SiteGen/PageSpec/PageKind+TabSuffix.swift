import SiteData

extension PageKind {
    /// Every kind's tab path after the athlete's folder (`/reports/index.html`), worked out once:
    /// a tab path is the athlete's slug followed by it (`PageKindTabSuffixTests`). A page's
    /// header writes a dozen tabs, and making each path through the page's facts took about a
    /// thousand instructions.
    private static let tabSuffixes: [(kind: PageKind, suffix: String)] = allCases.map { ($0, $0.tabPath(athlete: "")) }

    /// `tabPath(athlete: slug)`, from the suffix worked out once.
    func tabPath(fromSuffix slug: String) -> String {
        for entry in PageKind.tabSuffixes where entry.kind == self { return slug + entry.suffix }
        return tabPath(athlete: slug)
    }
}
