import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The schools page's map: dots by status, the table, schools without coordinates.
@Suite struct SchoolMapPageTests {
    typealias F = SchoolPagesFixture

    func schoolsPage(_ schools: [School]) throws -> String {
        SchoolPages(athlete: try F.handMade(schools: schools)).render()[0].text
    }

    func map(_ html: String) -> String {
        html.components(separatedBy: "<div class=\"section\" id=\"map\">").dropFirst().first?
            .components(separatedBy: "<div class=\"section\" id=\"schools\">")[0] ?? "<no map>"
    }

    @Test func schoolsWithCoordinatesAreDotsColouredByStatus() throws {
        let html = map(try schoolsPage([
            School(id: "s1", name: "Rice University", status: "offered", city: "Houston", state: "TX", latitude: 29.72, longitude: -95.40),
            School(id: "s2", name: "Vanderbilt University", status: "committed", latitude: 36.14, longitude: -86.80),
            School(id: "s3", name: "University of Hawaii", status: "interested", latitude: 21.30, longitude: -157.82),
            School(id: "s4", name: "Trinity University", status: "contacted"),
        ]))
        #expect(html.contains("<h2>Schools on the Map</h2>"))
        #expect(html.contains(">Map of the United States with 3 schools, coloured by status</desc>"))
        let dots = html.components(separatedBy: "<circle ").dropFirst().map { $0.components(separatedBy: "</circle>")[0] }
        #expect(dots.count == 2)  // Hawaii is outside the lower-48 outline: table only
        #expect(dots[0].contains(#"fill="var(--color-success)"><title>Rice University · Houston, TX · Offered</title>"#))
        #expect(dots[1].contains(#"fill="var(--color-purple)"><title>Vanderbilt University · Committed</title>"#))
        #expect(html.contains(#"<tr><th scope="row"><a href="university-of-hawaii/index.html">University of Hawaii</a></th><td></td><td>Interested</td></tr>"#))
        #expect(html.contains(#"<p class="muted map-missing">1 school not on the map (no latitude/longitude): Trinity University</p>"#))
    }

    @Test func noCoordinatesShowTheEmptyState() throws {
        let html = map(try schoolsPage([School(id: "s4", name: "Trinity University", status: "contacted")]))
        #expect(html.contains(#"<div class="empty-state"><p>No school has a location on the map yet</p><p class="empty-hint">Add latitude and longitude to your schools to see them on the map</p></div>"#))
        #expect(!html.contains("<svg"))
    }

    @Test func statusColours() {
        typealias L = SchoolPages.List
        #expect(["offered", "committed", "contacted", "visited", "interested", "declined", "Offered", nil, "other"].map { L.statusColor($0).name }
            == ["success", "purple", "primary", "indigo", "amber", "danger", "success", "axis", "axis"])
    }
}
