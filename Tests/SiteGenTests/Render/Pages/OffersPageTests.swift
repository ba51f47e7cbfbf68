import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `<athlete>/offers/index.html`: pending offers first by deadline, then accepted, then declined.
@Suite struct OffersPageTests {
    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// The school names of one section's rows, in order.
    static func schools(_ html: String, section: String) throws -> [String] {
        let part = try #require(html.components(separatedBy: "<section id=\"\(section)\" class=\"section\">").dropFirst().first?
            .components(separatedBy: "</section>").first)
        return part.components(separatedBy: "<tr><td>").dropFirst().map { row in
            let cell = row.components(separatedBy: "</td>")[0]
            return cell.hasPrefix("<a ") ? cell.components(separatedBy: ">")[1].components(separatedBy: "<")[0] : cell
        }
    }

    @Test func pendingByDeadlineThenOthersByOfferedDateDescending() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.offers = [
                Offer(id: "p-none", schoolId: "s1", status: .pending, offeredAt: Self.date("2026-03-01")),
                Offer(id: "p-late", schoolId: "s2", status: .pending, deadline: Self.date("2026-04-01")),
                Offer(id: "p-soon", schoolId: "s3", status: .pending, deadline: Self.date("2026-03-12")),
                Offer(id: "a-old", schoolId: "s1", status: .accepted, offeredAt: Self.date("2025-12-01")),
                Offer(id: "a-new", schoolId: "s4", status: .accepted, offeredAt: Self.date("2026-02-01")),
                Offer(id: "d-1", schoolId: "s-missing", status: .declined),
            ]
        }
        let html = OffersPage(athlete: site).render().text
        #expect(try Self.schools(html, section: "pending") == ["Trinity University", "Rice University", "Vanderbilt University"])
        #expect(try Self.schools(html, section: "accepted") == ["Emory University", "Vanderbilt University"])
        #expect(try Self.schools(html, section: "declined") == ["Unknown School"])
        #expect(OffersPage.ordered(site.data.offers, status: .pending).map(\.id) == ["p-soon", "p-late", "p-none"])
        // Whole row: school linked, type, status, dates, division, tier, size.
        #expect(html.contains(#"<tr><td><a href="../schools/rice-university/index.html">Rice University</a></td><td></td><td>Pending</td><td></td><td>Apr 1, 2026 · in 17 days</td><td>D1</td><td>B</td><td>Small</td></tr>"#))
        #expect(html.contains("<td>Mar 12, 2026 · 3 days ago</td>"))
        #expect(html.components(separatedBy: "<section id=").count - 1 == 3)
    }

    @Test func daysLeftWording() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let page = site.page(SitePath.offers("ana-diaz"), tab: .dashboard)
        let today = AnalyticsFixture.today
        #expect(OffersPage.daysLeft(today, today: today, page) == "today")
        #expect(OffersPage.daysLeft(today.adding(days: 1), today: today, page) == "in 1 day")
        #expect(OffersPage.daysLeft(today.adding(days: 12), today: today, page) == "in 12 days")
        #expect(OffersPage.daysLeft(today.adding(days: -1), today: today, page) == "1 day ago")
        #expect(OffersPage.daysLeft(today.adding(days: -3), today: today, page) == "3 days ago")
        let pl = try AnalyticsFixture.site("ana-diaz", .pl)
        let plPage = pl.page(SitePath.offers("ana-diaz"), tab: .dashboard)
        #expect(OffersPage.daysLeft(today.adding(days: 2), today: today, plPage) == "za 2 dni")
        #expect(OffersPage.daysLeft(today.adding(days: -5), today: today, plPage) == "5 dni temu")
        #expect(OffersPage.daysLeft(today, today: today, plPage) == "dzisiaj")
    }

    @Test func aGroupWithoutOffersSaysNone() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.offers = [Offer(id: "o", schoolId: "s1", status: .pending)]
        }
        let html = OffersPage(athlete: site).render().text
        #expect(html.contains(#"<section id="accepted" class="section"><div class="card"><h2>Accepted offers</h2><p class="muted">None</p></div></section>"#))
        // A group's table stands in its card, with no wrapper around the hint and scroll region.
        #expect(html.contains(#"<section id="pending" class="section"><div class="card"><h2>Pending offers</h2><p class="w-scroll-hint" aria-hidden="true">"#))
        #expect(!html.contains(#"class="table-wrap""#))
    }

    @Test func noOffersShowsTheEmptyState() throws {
        let html = OffersPage(athlete: try AnalyticsFixture.site("ana-diaz") { $0.offers = [] }).render().text
        #expect(html.contains(#"<h1>Offers</h1></div><div class="card"><div class="empty-state"><p>No offers yet</p><p class="empty-hint">Offers you add to offers.csv appear here with their deadlines.</p></div></div>"#))
        #expect(!html.contains("<section"))
    }

    @Test func schoolNamesAreEscaped() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.schools = [School(id: "x", name: "<b>A&M</b>", division: "D1 & up")]
            data.offers = [Offer(id: "o", schoolId: "x", status: .declined)]
        }
        let html = OffersPage(athlete: site).render().text
        #expect(html.contains(#"<td><a href="../schools/b-a-m-b/index.html">&lt;b&gt;A&amp;M&lt;/b&gt;</a></td>"#))
        #expect(html.contains("<td>D1 &amp; up</td>"))
        #expect(!html.contains("<b>A&M"))
    }
}
