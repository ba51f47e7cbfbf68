/// Every page a page spec can describe; the raw value is the spec's file name
/// (`pages/<page>.yml`).
public enum PageKind: String, CaseIterable, Sendable, Hashable {
    case dashboard, actions, reports, performance, social, schools, school, coaches, notes, note
    /// The family index (`index.html` at the site root).
    case index
    /// The coach packet's front page.
    case profile

    /// The datasets a widget on this page may draw, in documentation order: the cases of the
    /// page's own dataset enum.
    public var datasets: [PageDataset] {
        switch self {
        case .dashboard: DashboardPage.Dataset.specDatasets
        case .actions: ActionsPage.Dataset.specDatasets
        case .reports: ReportPage.Dataset.specDatasets
        case .performance: PerformancePage.Dataset.specDatasets
        case .social: SocialPage.Dataset.specDatasets
        case .schools: SchoolPages.List.Dataset.specDatasets
        case .school: SchoolPages.Detail.Dataset.specDatasets
        case .coaches: CoachesPage.Dataset.specDatasets
        case .notes: NotePages.Index.Dataset.specDatasets
        case .note: NotePages.Detail.Dataset.specDatasets
        case .index: FamilyIndexPage.Dataset.specDatasets
        case .profile: ProfilePage.Dataset.specDatasets
        }
    }

    /// The date-range presets the page may have as variants (one page per range); empty for a
    /// page without variants.
    public var variantPresets: [PageSpec.Preset] {
        switch self {
        case .reports: PageSpec.Preset.allCases
        case .social: [.last7Days, .last30Days, .last90Days, .allTime]
        case .dashboard, .actions, .performance, .schools, .school, .coaches, .notes, .note, .index, .profile: []
        }
    }

    /// Whether sections may say `show_when: data | empty`: the page has an "empty" state
    /// (reports: no interaction and no metric in range; social: no post in range;
    /// performance: no metric at all).
    public var hasEmptyState: Bool { self == .reports || self == .social || self == .performance }

    /// The label of the athlete header tab that is this page; nil: no tab of its own (a school's
    /// or a note's page sits under Schools or Notes; the family index is no athlete's). The tabs
    /// show in case order.
    var tabLabel: StringKey? {
        switch self {
        case .dashboard: .navDashboard
        case .actions: .navActions
        case .reports: .navReports
        case .performance: .navPerformance
        case .social: .navSocial
        case .schools: .navSchools
        case .coaches: .navCoaches
        case .notes: .navNotes
        case .profile: .navProfile
        case .school, .note, .index: nil
        }
    }

    /// Where an athlete's tab for this page leads.
    func tabPath(athlete slug: String) -> String {
        switch self {
        case .actions: SitePath.actions(slug)
        case .reports: SitePath.reports(slug)
        case .performance: SitePath.performance(slug)
        case .social: SitePath.social(slug)
        case .schools, .school: SitePath.schools(slug)
        case .coaches: SitePath.coaches(slug)
        case .notes, .note: SitePath.notes(slug)
        case .profile: SitePath.profile(slug)
        case .dashboard, .index: SitePath.dashboard(slug)
        }
    }

    /// The files of this page for one athlete (every variant, sub-page and CSV it makes).
    /// The family index is a site file (`SiteFiles`); a school's and a note's pages are made
    /// with their lists.
    func files(_ site: AthleteContext) -> [OutputFile] {
        switch self {
        case .dashboard: [DashboardPage(site: site).render()] + DashboardPage(site: site).taskPages()
        case .actions: [ActionsPage(site: site).render()]
        case .reports: ReportsPages(site: site).render()
        case .performance: PerformancePage(site: site).render()
        case .social: SocialPages(site: site).render()
        case .schools: SchoolPages(site: site).render()
        case .coaches: [CoachesPage(site: site).render()]
        case .notes: NotePages(site: site).render()
        case .profile: [FamilyProfilePage(site: site).render()]
        case .school, .note, .index: []
        }
    }
}
