extension PageKind {
    /// The page's heading when its spec gives none ("Dashboard"); a new page kind without one
    /// does not compile.
    var title: StringKey {
        switch self {
        case .actions: .pageActions
        case .coach: .pageCoach
        case .coaches: .pageCoaches
        case .dashboard: .pageDashboard
        case .index: .pageIndex
        case .note: .pageNote
        case .notes: .pageNotes
        case .performance: .pagePerformance
        case .profile: .pageProfile
        case .reports: .pageReports
        case .school: .pageSchool
        case .schools: .pageSchools
        case .social: .pageSocial
        }
    }
}
