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
            // Each row's school cell first (`PageTexts.schoolSlot`): whether any row shows notes
            // decides the columns. A page where no row shows notes (every one has its school's
            // page) has no Notes column: an empty cell in each of 250 rows said nothing.
            var shared = PageTexts()
            var slots: [Int] = []
            slots.reserveCapacity(range.count)
            for k in range {
                let slot = all[k].schoolId.map { shared.schoolSlot($0, athlete, page) } ?? -1
                slots.append(slot)
                if !shared.anyNotes, slot < 0 || !shared.schoolCells[slot].hasPage, !(all[k].notes ?? "").isEmpty {
                    shared.anyNotes = true
                }
            }
            var columns: [StringKey] = [.interactionDate, .logSchool, .interactionCoach, .interactionType,
                                        .logDirection, .interactionSentiment, .logNotes]
            if !shared.anyNotes { columns.removeLast() }
            // Rows written straight into the table (`DataTable.Rows`), read in place: no cells
            // made, no interaction copied.
            return Self.table(columns: columns.map { page.t($0) }, page: page, rows: range.count) { table in
                for (n, k) in range.enumerated() { writeRow(all[k], slot: slots[n], page, texts, &shared, into: &table) }
            }
        }
    }

    /// The page's table, as the `records` shape's `table` draws it (`WidgetRenderer.dataTable`:
    /// caption, scroll hint, region), its rows written by `writeRows`.
    static func table(columns: [String], page: Page, rows: Int, writeRows: (inout DataTable.Rows) -> Void) -> Node {
        WidgetRenderer(page: page, idPrefix: "interactions", headingLevel: 2)
            .dataTable(page.t(.logTable), headers: columns, rowCapacity: rows, writeRows: writeRows)
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
    /// relative to the page), each type's label (a few: found by comparing), the last date
    /// written (rows come newest first, a day's rows together); and whether a row shows notes.
    struct PageTexts {
        var schools: [String: Int] = [:]
        var schoolCells: [(cell: DataTable.Cell, hasPage: Bool)] = []
        var types: [(key: String, text: String)] = []
        var day: (date: LocalDate, text: String)?
        var anyNotes = false

        /// The index in `schoolCells` of school `id`'s cell, made the first time a page names it.
        mutating func schoolSlot(_ id: String, _ athlete: AthleteContext, _ page: Page) -> Int {
            if let known = schools[id] { return known }
            let name = athlete.schoolName(id, page) ?? ""
            // The link written once a page (its `<a>` as a `.link` cell writes it): a school's
            // rows repeat it, and its href's checks and escaping are most of a row's cost.
            let cell: DataTable.Cell = athlete.schoolPath(id).map { path in
                .node(Node.written(capacity: 128) { w in w.element("a", .href(page.href(path)), text: name) })
            } ?? .text(name)
            if case .node = cell { schoolCells.append((cell, true)) } else { schoolCells.append((cell, false)) }
            schools[id] = schoolCells.count - 1
            return schoolCells.count - 1
        }

        /// An interaction type's label, looked up the first time a page shows the type.
        mutating func type(_ key: String, _ page: Page) -> String {
            for known in types where known.key == key { return known.text }
            let text = page.label("interaction", key) ?? ""
            types.append((key, text))
            return text
        }
    }

    /// Date, school (linked to its page; `slot` in `shared.schoolCells`, -1 for none), coach,
    /// type, direction, sentiment, notes (only with no school page to hold them, and only when
    /// the page has the column).
    func writeRow(_ i: Interaction, slot: Int, _ page: Page, _ texts: RowTexts, _ shared: inout PageTexts,
                  into table: inout DataTable.Rows) {
        table.startRow()
        if let day = shared.day, day.date == i.occurredAt {
            table.text(day.text)
        } else {
            let date = page.formatter.date(i.occurredAt)
            shared.day = (i.occurredAt, date)
            table.text(date)
        }
        if slot < 0 { table.text("") } else { table.cell(shared.schoolCells[slot].cell) }
        table.text(i.coachId.map { athlete.coachesByID[$0]?.name ?? texts.unknown } ?? "")
        table.text(i.type.map { shared.type($0, page) } ?? "")
        table.text(texts.text(i.initiatedBy))
        table.text(texts.text(i.sentiment))
        if shared.anyNotes { table.text(slot >= 0 && shared.schoolCells[slot].hasPage ? "" : i.notes ?? "") }
        table.endRow()
    }
}
