import Widgets

extension PageLayout {
    /// More athletes than this and the header shows one link to the family index instead of
    /// the switcher, so a page's size does not grow with the number of athletes.
    static let maxSwitcherAthletes = 8

    /// The header's way to other athletes: the switcher for a few, one link for many.
    /// `r`: the page's build, borrowed (see `renderUTF8`).
    /// `targets`: the site paths linked so far, to which it adds its own (`PageHeaderMemo`).
    func athleteNavigation(_ r: BuildContext, _ targets: inout [String]) -> Node {
        guard r.athletes.count > PageLayout.maxSwitcherAthletes else { return athleteSwitcher(r, &targets) }
        var attrs: [Attribute] = [.href(href(SitePath.familyIndex, &targets))]
        if page.address.athlete == nil, FamilyIndexPage.isIndexPage(page.address.path) { attrs.append(.aria("current", "page")) }
        return .element("nav", [.class("athlete-switcher athlete-link"), .aria("label", page.t(.siteAthleteSwitcher))],
                        [.element("a", attrs, [.text(page.t(.siteAllAthletes))])])
    }
}
