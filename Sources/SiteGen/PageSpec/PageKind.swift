import SiteData
/// Every page a page spec can describe; the raw value is the spec's file name
/// (`pages/<page>.yml`).
public enum PageKind: String, CaseIterable, Sendable, Hashable {
    case dashboard, actions, reports, performance, social, schools, school, coaches, notes, note
    /// The family index (`index.html` at the site root).
    case index
    /// The coach packet's front page.
    case profile
    /// The coach page: the one link a family sends a coach.
    case coach

    /// The page's own dataset enum (nested in its page type).
    var datasetType: any PageDatasetName.Type {
        switch self {
        case .dashboard: DashboardDataset.self
        case .actions: ActionsDataset.self
        case .reports: ReportsDataset.self
        case .performance: PerformanceDataset.self
        case .social: SocialDataset.self
        case .schools: SchoolsDataset.self
        case .school: SchoolDataset.self
        case .coaches: CoachesDataset.self
        case .notes: NotesDataset.self
        case .note: NoteDataset.self
        case .index: IndexDataset.self
        case .profile: ProfileDataset.self
        case .coach: CoachDataset.self
        }
    }

    /// The datasets a widget on this page may draw, in documentation order: the cases of the
    /// page's own dataset enum.
    public var datasets: [PageDataset] { datasetType.specDatasets }

    /// Where the page is written and what it is, for theme authors (`sitegen theme pages`).
    var about: (output: String, summary: String) {
        switch self {
        case .dashboard: ("`<athlete>/index.html`", "the dashboard")
        case .actions: ("`<athlete>/actions/index.html`", "every action item")
        case .reports: ("`<athlete>/reports/…`", "one page per preset / custom range")
        case .performance: ("`<athlete>/performance/index.html`", "metrics")
        case .social: ("`<athlete>/social/…`", "one page per range")
        case .schools: ("`<athlete>/schools/index.html`", "schools list")
        case .school: ("`<athlete>/schools/<school>/index.html`", "one school (title: the school's name)")
        case .coaches: ("`<athlete>/coaches/index.html`", "coaches list")
        case .notes: ("`<athlete>/notes/index.html`", "notes index")
        case .note: ("`<athlete>/notes/<note>/index.html`", "one note (title: the note's title)")
        case .index: ("`index.html`", "the family index (title: `site.yml` `title`)")
        case .profile: ("packet front page, and `<athlete>/profile/index.html`",
                       "the coach packet's profile page; the family site shows the same page under the athlete's tabs")
        case .coach: ("`<athlete>/coach/index.html`",
                     "the coach page: highlight video, best marks, academics, events, references, downloads, contact")
        }
    }

    /// The date-range presets the page may have as variants (one page per range); empty for a
    /// page without variants.
    public var variantPresets: [RangePreset] {
        switch self {
        case .reports: RangePreset.allCases
        case .social: RangePreset.social
        case .dashboard, .actions, .performance, .schools, .school, .coaches, .notes, .note, .index, .profile, .coach: []
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
        case .school, .note, .index, .coach: nil
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
        case .coach: SitePath.coach(slug)
        case .dashboard, .index: SitePath.dashboard(slug)
        }
    }
}
