import SiteData
import Widgets

/// `<athlete>/interactions/`: every interaction, newest first, 250 one-line rows a page
/// (`ListPages`); the dashboard's Interactions card leads here. An interaction's notes are
/// shown where it is in full: on its school's page, linked from the row; here only when it has
/// no school page (docs/decisions.md, "Each record in full once").
struct InteractionsLogPage {
    let athlete: AthleteContext

    func render() -> OutputFiles {
        let all = athlete.models.interactionLog.newestFirst
        let strings = athlete.build.strings
        let list = ListPages(athlete: athlete, folder: SitePath.interactionsFolder(athlete.slug), tab: .dashboard,
                             title: strings[.logTitle], back: nil, count: all.count,
                             empty: (strings[.logEmpty], strings[.logEmptyHint]), rowBytes: ListPages.lineRow)
        return list.render { range, page in
            var rows = all[range].map { row($0, page) }
            var columns: [StringKey] = [.interactionDate, .logSchool, .interactionCoach, .interactionType,
                                        .logDirection, .interactionSentiment, .logNotes]
            // A page where no row shows notes (every one has its school's page) has no Notes
            // column: an empty cell in each of 250 rows said nothing.
            if rows.allSatisfy({ $0.last?.text.isEmpty ?? true }) {
                columns.removeLast()
                rows = rows.map { Array($0.dropLast()) }
            }
            let value = RecordsValue(columns: columns.map { page.t($0) }, numericColumns: [], rows: rows)
            return WidgetRenderer.listPage(.table, .records(value), page: page, idPrefix: "interactions",
                                           title: page.t(.logTable))
        }
    }

    /// Date, school (linked to its page), coach, type, direction, sentiment, notes (only with no
    /// school page to hold them).
    func row(_ i: Interaction, _ page: Page) -> [RecordsValue.Cell] {
        let school = athlete.schoolPath(i.schoolId)
        return [
            .init(page.formatter.date(i.occurredAt)),
            .init(athlete.schoolName(i.schoolId, page) ?? "", href: school.map(page.href)),
            .init(i.coachId.map { athlete.coachesByID[$0]?.name ?? page.t(.commonUnknown) } ?? ""),
            .init(page.label("interaction", i.type) ?? ""),
            .init(i.initiatedBy.map { page.t(dynamic: "initiator.\($0.rawValue)") } ?? ""),
            .init(i.sentiment.map { page.t(dynamic: "sentiment.\($0.rawValue)") } ?? ""),
            .init(school == nil ? i.notes ?? "" : ""),
        ]
    }
}
