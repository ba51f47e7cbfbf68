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

    /// The table made straight from cells (`InteractionsLogPage.table`) is the one the
    /// `records` shape drew from a `RecordsValue`: markup, quotes, non-ASCII, links and a
    /// missing school, on the page and on its second page.
    @Test func theTableIsTheRecordsShapesTable() throws {
        let texts = ["<script>alert(1)</script>", #"He said "yes" & 'no'"#, "Zoë Łukasiewicz 中文 👍🏽", "", "plain"]
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = (0..<300).map { k in
                Interaction(id: "i\(k)", schoolId: [nil, "s1", "nope", "s2"][k % 4], coachId: k % 3 == 0 ? nil : "c-\(k % 5)",
                            type: ["call", "email", "odd_type", "", nil][k % 5], initiatedBy: [.coach, .athlete, .parent, nil][k % 4],
                            sentiment: [.veryPositive, .positive, .neutral, .negative, nil][k % 5 == 4 ? 4 : k % 7 % 5],
                            occurredAt: Self.day.adding(days: -(k / 3)),
                            notes: texts[k % texts.count])
            }
        }
        let log = InteractionsLogPage(athlete: site)
        let strings = site.build.strings
        let rowTexts = InteractionsLogPage.RowTexts(initiated: Initiator.allCases.map { ($0, strings[$0.label]) },
                                                    sentiments: Sentiment.allCases.map { ($0, strings[$0.label]) },
                                                    unknown: strings[.commonUnknown])
        for path in ["ana-diaz/interactions/index.html", "ana-diaz/interactions/page-2/index.html"] {
            let page = site.page(path, tab: .dashboard)
            var shared = InteractionsLogPage.PageTexts()
            let interactions = site.models.interactionLog.newestFirst
            let rows = interactions.map { log.row($0, page, rowTexts, &shared) }
            #expect(shared.anyNotes)
            // Direction and sentiment: each case's own label, empty for none.
            for (i, row) in zip(interactions, rows) {
                guard case .text(let direction) = row[4], case .text(let sentiment) = row[5] else { Issue.record("\(i.id)"); continue }
                #expect(direction == (i.initiatedBy.map { strings[$0.label] } ?? ""), "\(i.id)")
                #expect(sentiment == (i.sentiment.map { strings[$0.label] } ?? ""), "\(i.id)")
            }
            #expect(Set(rows.map { row -> String in if case .text(let t) = row[5] { t } else { "" } }).count == 5)
            let columns = ["Date", "School", "Coach", "Type", "Direction", "Sentiment", "Notes"]
            // The school's cell as the records shape had it: its name, linked to its page.
            let records = RecordsValue(columns: columns, numericColumns: [], rows: zip(interactions, rows).map { i, row in
                row.map { cell -> RecordsValue.Cell in
                    switch cell {
                    case .text(let text): RecordsValue.Cell(text)
                    case .link: RecordsValue.Cell("never a link")
                    case .node: RecordsValue.Cell(site.schoolName(i.schoolId, page) ?? "", href: site.schoolPath(i.schoolId).map(page.href))
                    }
                }
            })
            #expect(rows.contains { if case .node = $0[1] { true } else { false } })
            let former = WidgetRenderer.listPage(.table, .records(records), page: page, idPrefix: "interactions", title: page.t(.logTable))
            let straight = InteractionsLogPage.table(rows, columns: columns, page: page)
            #expect(straight.render() == former.render())
            #expect(straight.render().contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }
}
