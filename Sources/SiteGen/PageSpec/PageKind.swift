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
}
