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
        // texts; per page, each school's cell (its link is relative to the page) and the rest of
        // `PageTexts`.
        let texts = RowTexts(initiated: Initiator.allCases.map { ($0, strings[$0.label]) },
                             sentiments: Sentiment.allCases.map { ($0, strings[$0.label]) },
                             unknown: strings[.commonUnknown])
        return list.render { range, page in
            var rows: [[DataTable.Cell]] = []
            rows.reserveCapacity(range.count)
            var shared = PageTexts()
            for i in all[range] { rows.append(row(i, page, texts, &shared)) }
            // A page where no row shows notes (every one has its school's page) has no Notes
            // column: an empty cell in each of 250 rows said nothing.
            var columns: [StringKey] = [.interactionDate, .logSchool, .interactionCoach, .interactionType,
                                        .logDirection, .interactionSentiment, .logNotes]
            if !shared.anyNotes {
                columns.removeLast()
                for k in rows.indices { rows[k].removeLast() }
            }
            return Self.table(rows, columns: columns.map { page.t($0) }, page: page)
        }
    }

    /// The page's table, as the `records` shape's `table` draws it (`WidgetRenderer.dataTable`:
    /// caption, scroll hint, region), from cells made straight (no `RecordsValue` between).
    static func table(_ rows: [[DataTable.Cell]], columns: [String], page: Page) -> Node {
        WidgetRenderer(page: page, idPrefix: "interactions", headingLevel: 2)
            .dataTable(page.t(.logTable), headers: columns, cells: rows)
    }

    /// The texts every row repeats (`render`): each initiator's and sentiment's, found by
    /// comparing (three and four of them; hashing each row's two cost more).
    struct RowTexts {
        var initiated: [(Initiator, String)]
        var sentiments: [(Sentiment, String)]
        var unknown: String

        func text(_ who: Initiator?) -> String {
            guard let who else { return "" }
            for (key, text) in initiated where key == who { return text }
            return ""
        }

        func text(_ sentiment: Sentiment?) -> String {
            guard let sentiment else { return "" }
            for (key, text) in sentiments where key == sentiment { return text }
            return ""
        }
    }

    /// What a page's rows share, looked up once a page: each school's cell (its link is
    /// relative to the page), each type's label, the last date written (rows come newest
    /// first, a day's rows together); and whether a row shows notes.
    struct PageTexts {
        var schools: [String: DataTable.Cell] = [:]
        var types: [String: String] = [:]
        var day: (date: LocalDate, text: String)?
        var anyNotes = false
    }

    /// Date, school (linked to its page), coach, type, direction, sentiment, notes (only with no
    /// school page to hold them).
    func row(_ i: Interaction, _ page: Page, _ texts: RowTexts, _ shared: inout PageTexts) -> [DataTable.Cell] {
        let schoolCell: DataTable.Cell
        var hasSchoolPage = false
        if let id = i.schoolId {
            if let known = shared.schools[id] {
                schoolCell = known
            } else {
                let name = athlete.schoolName(id, page) ?? ""
                // The link written once a page (its `<a>` as a `.link` cell writes it): a school's
                // rows repeat it, and its href's checks and escaping are most of a row's cost.
                schoolCell = athlete.schoolPath(id).map { path in
                    .node(Node.written(capacity: 128) { w in w.element("a", .href(page.href(path)), text: name) })
                } ?? .text(name)
                shared.schools[id] = schoolCell
            }
            if case .node = schoolCell { hasSchoolPage = true }
        } else {
            schoolCell = .text("")
        }
        let date: String
        if let day = shared.day, day.date == i.occurredAt {
            date = day.text
        } else {
            date = page.formatter.date(i.occurredAt)
            shared.day = (i.occurredAt, date)
        }
        var type = ""
        if let key = i.type {
            if let known = shared.types[key] {
                type = known
            } else {
                type = page.label("interaction", key) ?? ""
                shared.types[key] = type
            }
        }
        let notes = hasSchoolPage ? "" : i.notes ?? ""
        if !notes.isEmpty { shared.anyNotes = true }
        return [
            .text(date),
            schoolCell,
            .text(i.coachId.map { athlete.coachesByID[$0]?.name ?? texts.unknown } ?? ""),
            .text(type),
            .text(texts.text(i.initiatedBy)),
            .text(texts.text(i.sentiment)),
            .text(notes),
        ]
    }
}
