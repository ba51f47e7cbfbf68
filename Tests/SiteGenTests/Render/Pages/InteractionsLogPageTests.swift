import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `<athlete>/interactions/`: every interaction, newest first, 250 a page; notes only of an
/// interaction with no school page (the school page shows them).
@Suite struct InteractionsLogPageTests {
    static let day = LocalDate(iso: "2026-03-01")!

    @Test func newestFirstTiesByIdInCodePointOrderAndEscaped() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = [
                Interaction(id: "b", schoolId: "s1", type: "call", occurredAt: Self.day, notes: "On Vanderbilt's page"),
                Interaction(id: "a", schoolId: "nope", coachId: "c-missing", type: "email", initiatedBy: .coach,
                            sentiment: .veryPositive, occurredAt: Self.day, notes: "<script>x</script> & co"),
                Interaction(id: "Z", occurredAt: Self.day),
                Interaction(id: "late", occurredAt: Self.day, occurredTime: 3600),
                Interaction(id: "new", occurredAt: Self.day.adding(days: 1)),
            ]
        }
        let files = InteractionsLogPage(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/interactions/index.html"])
        let html = files[0].text
        let body = try #require(html.components(separatedBy: "<tbody>").dropFirst().first)
        let rows = body.components(separatedBy: "<tr>").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
        // Newest day, then the later time of day, then ids: "Z" < "a" < "b" by code point.
        #expect(rows == [
            "<td>Mar 2, 2026</td><td></td><td></td><td></td><td></td><td></td><td></td>",
            "<td>Mar 1, 2026</td><td></td><td></td><td></td><td></td><td></td><td></td>",
            "<td>Mar 1, 2026</td><td></td><td></td><td></td><td></td><td></td><td></td>",
            "<td>Mar 1, 2026</td><td>Unknown School</td><td>Unknown</td><td>Email</td><td>Coach</td><td>Very Positive</td>"
                + "<td>&lt;script&gt;x&lt;/script&gt; &amp; co</td>",
            #"<td>Mar 1, 2026</td><td><a href="../schools/vanderbilt-university/index.html">Vanderbilt University</a></td>"#
                + "<td></td><td>Call</td><td></td><td></td><td></td>",
        ])
        #expect(InteractionLog(site.data).newestFirst.map(\.id) == ["new", "late", "Z", "a", "b"])
        #expect(site.models.interactionLog.newestFirst.map(\.id) == ["new", "late", "Z", "a", "b"])
        #expect(html.contains(#"<th scope="col">Date</th><th scope="col">School</th><th scope="col">Coach</th><th scope="col">Type</th><th scope="col">Direction</th><th scope="col">Sentiment</th><th scope="col">Notes</th>"#))
        #expect(!html.contains("<script>x"))
    }

    /// A page where every interaction has its school's page (which holds the notes) has no
    /// Notes column at all: no header, no empty cell ending each row.
    @Test func aPageWithoutNotesHasNoNotesColumn() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = [Interaction(id: "b", schoolId: "s1", type: "call", occurredAt: Self.day, notes: "On Vanderbilt's page")]
        }
        let html = InteractionsLogPage(athlete: site).render()[0].text
        #expect(html.contains(#"<th scope="col">Direction</th><th scope="col">Sentiment</th></tr></thead><tbody><tr><td>Mar 1, 2026</td>"#
            + #"<td><a href="../schools/vanderbilt-university/index.html">Vanderbilt University</a></td><td></td><td>Call</td><td></td><td></td></tr></tbody>"#))
        #expect(!html.contains("Notes</th>") && !html.contains("On Vanderbilt"))
    }

    @Test func twoHundredFiftyOneInteractionsMakeTwoPages() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = (0..<251).map { i in Interaction(id: String(format: "i%03d", i), occurredAt: Self.day.adding(days: i)) }
        }
        let files = InteractionsLogPage(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/interactions/index.html", "ana-diaz/interactions/page-2/index.html"])
        #expect(files[0].text.components(separatedBy: "<tr><td>").count - 1 == 250)
        #expect(files[1].text.components(separatedBy: "<tr><td>").count - 1 == 1)
        // The oldest is alone on page 2.
        #expect(files[1].text.contains("<tr><td>Mar 1, 2026</td>"))
        #expect(files[0].text.contains("<p>Page 1 of 2 · 251 in all, newest first</p>"))
        #expect(files[1].text.contains(#"<a href="../index.html" rel="prev">Previous</a>"#))
    }

    @Test func noInteractionsShowsTheEmptyState() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.interactions = [] }
        let files = InteractionsLogPage(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/interactions/index.html"])
        #expect(files[0].text.contains(#"<div class="card"><div class="empty-state"><p>No interactions yet</p><p class="empty-hint">Every email, call, visit and message you log in interactions.csv appears here, newest first.</p></div></div>"#))
    }

    @Test func theDashboardCardLeadsHere() throws {
        let html = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz")).render().text
        #expect(html.contains(#"<a href="interactions/index.html" class="w-stat w-g-"#))
        #expect(html.contains(#"<a href="offers/index.html" class="w-stat w-g-"#))
        #expect(html.contains(#"<a href="offers/index.html#accepted" class="w-stat w-g-"#))
        #expect(html.contains(#"<a href="a-tier/index.html" class="w-stat w-g-"#))
        // With no offer there is no offers page, and neither card links one.
        let none = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz") { $0.offers = [] }).render().text
        #expect(!none.contains("offers/index.html"))
        #expect(none.contains(#"<a href="interactions/index.html" class="w-stat w-g-"#))
    }

    /// The table written row by row (`InteractionsLogPage.writeRow` into `DataTable.Rows`) is
    /// the one the `records` shape draws from a `RecordsValue` of the same rows made the
    /// simple way: markup, quotes, non-ASCII, links and a missing school, on both pages; and,
    /// with notes only on rows whose school has a page, without the Notes column.
    @Test(arguments: [false, true])
    func theTableIsTheRecordsShapesTable(notesOnSchoolPagesOnly: Bool) throws {
        let texts = ["<script>alert(1)</script>", #"He said "yes" & 'no'"#, "Zoë Łukasiewicz 中文 👍🏽", "", "plain"]
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = (0..<300).map { k in
                let school = [nil, "s1", "nope", "s2"][k % 4]
                return Interaction(id: "i\(k)", schoolId: school, coachId: k % 3 == 0 ? nil : "c-\(k % 5)",
                                   type: ["call", "email", "odd_type", "", nil][k % 5], initiatedBy: [.coach, .athlete, .parent, nil][k % 4],
                                   sentiment: [.veryPositive, .positive, .neutral, .negative, nil][k % 5 == 4 ? 4 : k % 7 % 5],
                                   occurredAt: Self.day.adding(days: -(k / 3)),
                                   notes: notesOnSchoolPagesOnly && school != "s1" ? nil : texts[k % texts.count])
            }
        }
        let strings = site.build.strings
        let files = InteractionsLogPage(athlete: site).render()
        let paths = ["ana-diaz/interactions/index.html", "ana-diaz/interactions/page-2/index.html"]
        #expect(files.map(\.path) == paths)
        let all = site.models.interactionLog.newestFirst
        var schoolLinks = 0
        for (n, (path, file)) in zip(paths, files).enumerated() {
            let page = site.page(path, tab: .dashboard)
            let interactions = all[(n * 250)..<Swift.min(all.count, n * 250 + 250)]
            // Each row made the simple way: a school with a page is linked and holds the notes.
            let rows = interactions.map { i -> [RecordsValue.Cell] in
                let schoolPath = site.schoolPath(i.schoolId)
                if schoolPath != nil { schoolLinks += 1 }
                return [RecordsValue.Cell(page.formatter.date(i.occurredAt)),
                        i.schoolId == nil ? RecordsValue.Cell("")
                            : RecordsValue.Cell(site.schoolName(i.schoolId, page) ?? "", href: schoolPath.map(page.href)),
                        RecordsValue.Cell(i.coachId.map { site.coachesByID[$0]?.name ?? strings[.commonUnknown] } ?? ""),
                        RecordsValue.Cell(i.type.map { page.label("interaction", $0) ?? "" } ?? ""),
                        RecordsValue.Cell(i.initiatedBy.map { strings[$0.label] } ?? ""),
                        RecordsValue.Cell(i.sentiment.map { strings[$0.label] } ?? ""),
                        RecordsValue.Cell(schoolPath != nil ? "" : i.notes ?? "")]
            }
            let anyNotes = rows.contains { !$0[6].text.isEmpty }
            #expect(anyNotes == !notesOnSchoolPagesOnly)
            let columns = ["Date", "School", "Coach", "Type", "Direction", "Sentiment"] + (anyNotes ? ["Notes"] : [])
            let records = RecordsValue(columns: columns, numericColumns: [], rows: rows.map { anyNotes ? $0 : Array($0.dropLast()) })
            let former = WidgetRenderer.listPage(.table, .records(records), page: page, idPrefix: "interactions", title: page.t(.logTable))
            #expect(file.text.contains(former.render()), "\(path)")
            #expect(file.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;") == !notesOnSchoolPagesOnly)
        }
        #expect(schoolLinks > 0)
    }
}
