import SiteData

/// Which pages a build writes. The family's own site writes every page; a public site is a
/// recruiting site (docs/publishing.md, "What a public site carries"): the athlete's home is
/// the coach page, then the profile, performance and public notes, plus each section that
/// site.yml's `publish` names. A page that is not published is not written, so nothing links
/// it, lists it in the sitemap or counts what it withholds.
extension BuildContext {
    /// Whether this site carries `section`: always on the family's own site.
    func publishes(_ section: PublicEdition.Section) -> Bool {
        !isPublic || config.publish.contains(section)
    }

    /// Whether this build writes `kind`'s pages. On a public site the dashboard (the family's
    /// desk) is never written: the athlete's home is the coach page (`CoachPage+PublicHome`).
    func writes(_ kind: PageKind) -> Bool {
        guard isPublic else { return true }
        switch kind {
        case .dashboard: return false
        case .actions: return publishes(.tasks)
        case .reports: return publishes(.reports)
        case .social: return publishes(.social)
        case .schools, .school, .coaches: return publishes(.schools)
        default: return true
        }
    }

    /// The contact log's pages (`<athlete>/interactions/`).
    var writesInteractionsLog: Bool { publishes(.interactions) }
    /// The offers page (`<athlete>/offers/`).
    var writesOffers: Bool { publishes(.offers) }
    /// The A-tier schools' pages (`<athlete>/a-tier/`).
    var writesATier: Bool { publishes(.schools) }

    /// The athlete header tabs of this build, in order: every tab on the family's own site; on
    /// a public site the coach page first ("Overview", the athlete's home), then the tabs of
    /// the pages it writes.
    var athleteTabs: [(PageKind, StringKey)] {
        guard isPublic else { return PageKind.tabs }
        return [(.coach, .navOverview)] + PageKind.tabs.filter { writes($0.0) }
    }

    /// Where an athlete's tab leads: on a public site the coach page's tab leads to the home.
    func tabPath(_ kind: PageKind, athlete slug: String) -> String {
        isPublic && kind == .coach ? SitePath.dashboard(slug) : kind.tabPath(fromSuffix: slug)
    }
}
