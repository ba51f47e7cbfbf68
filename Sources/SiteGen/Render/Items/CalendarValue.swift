import SiteData

struct CalendarValue: Sendable {
    /// Whole weeks, Monday first, oldest first; days after `today` have count 0 and are marked.
    var days: [(date: LocalDate, count: Int)]
    var firstDay: LocalDate
    var today: LocalDate
    var tooltip: @Sendable (LocalDate, Int) -> String
}
