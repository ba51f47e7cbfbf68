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
        // What every row repeats, looked up once (not once a row): the initiator and sentiment
        // texts; per page, each school's cell (its link is relative to the page).
        var initiated: [Initiator: String] = [:]
        for who in Initiator.allCases { initiated[who] = strings[who.label] }
        var sentiments: [Sentiment: String] = [:]
        for s in Sentiment.allCases { sentiments[s] = strings[s.label] }
        let texts = RowTexts(initiated: initiated, sentiments: sentiments, unknown: strings[.commonUnknown])
        return list.render { range, page in
            var schools: [String: RecordsValue.Cell] = [:]
            var rows = all[range].map { row($0, page, texts, schools: &schools) }
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

    /// The texts every row repeats (`render`).
    struct RowTexts {
        var initiated: [Initiator: String]
        var sentiments: [Sentiment: String]
        var unknown: String
    }

    /// Date, school (linked to its page), coach, type, direction, sentiment, notes (only with no
    /// school page to hold them). `schools`: the page's school cells so far, by id.
    func row(_ i: Interaction, _ page: Page, _ texts: RowTexts, schools: inout [String: RecordsValue.Cell]) -> [RecordsValue.Cell] {
        let schoolCell: RecordsValue.Cell
        var hasSchoolPage = false
        if let id = i.schoolId {
            if let known = schools[id] {
                schoolCell = known
            } else {
                schoolCell = .init(athlete.schoolName(id, page) ?? "", href: athlete.schoolPath(id).map(page.href))
                schools[id] = schoolCell
            }
            hasSchoolPage = schoolCell.href != nil
        } else {
            schoolCell = .init("")
        }
        return [
            .init(page.formatter.date(i.occurredAt)),
            schoolCell,
            .init(i.coachId.map { athlete.coachesByID[$0]?.name ?? texts.unknown } ?? ""),
            .init(page.label("interaction", i.type) ?? ""),
            .init(i.initiatedBy.flatMap { texts.initiated[$0] } ?? ""),
            .init(i.sentiment.flatMap { texts.sentiments[$0] } ?? ""),
            .init(hasSchoolPage ? "" : i.notes ?? ""),
        ]
    }
}
