import SiteData

extension Page {
    /// A last-contact date, or "Never contacted".
    func lastContact(_ date: LocalDate?) -> String {
        date.map { formatter.date($0) } ?? t(.dashboardNeverContacted)
    }
}
