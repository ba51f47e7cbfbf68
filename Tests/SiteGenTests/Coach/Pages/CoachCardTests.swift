import FileTestSupport
import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The coach page's player card (issue 41 §2), as goldens: with every field and with none.
@Suite struct CoachCardTests {
    func page(edit: (inout AthleteData) -> Void) throws -> String {
        var site = try AnalyticsFixture.site("ana-diaz", edit: edit)
        site.build.config.isPublic = false
        return AnalyticsFixture.text(CoachPage(athlete: site).render(), "ana-diaz/coach/index.html")
    }

    /// The page from the card's section to the end of the contact section.
    func cardAndContact(_ html: String) -> String {
        let main = html.components(separatedBy: "<main")[1]
        return String(main[main.firstIndex(of: ">")!...].dropFirst()).components(separatedBy: "</main>")[0]
    }

    @Test func everyField() throws {
        let html = try page { data in
            var p = data.profile
            p.height = "5'8\""; p.weight = "150 lb"; p.bats = "R"; p.throwsHand = "R"
            p.highSchool = "Lincoln High"; p.clubTeam = "Bay Club 16U"; p.hometown = "Austin, TX"
            p.gpa = 3.9; p.testScores = [KeyValue("ACT", "31"), KeyValue("SAT", "1400")]
            p.ncaaID = "2207184930"; p.committedTo = "Rice University"; p.photo = "photo.png"
            p.bio = "Catcher with a **1.9** pop time."
            p.email = "ana@example.com"; p.phone = "+1 512-555-0100"
            p.parent = ContactPerson(name: "Rosa Díaz", role: "Mother", email: "rosa@example.com", phone: "+1 512-555-0101")
            data.profile = p
        }
        #expect(html.contains(#"<p class="coach-card-committed">Committed to Rice University</p>"#))
        #expect(html.contains(#"<img class="coach-card-photo" src="../photo.png" alt="Photo of Ana Díaz"/>"#))
        #expect(html.contains(#"<dt>NCAA Eligibility Center ID</dt><dd>2207184930</dd>"#))
        #expect(html.contains(#"<strong>Rosa Díaz (Mother)</strong><span>Email: <a href="mailto:rosa@example.com">rosa@example.com</a></span>"#))
        let problem = GoldenFile("coach").mismatch(cardAndContact(html), section: "card every field")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func noField() throws {
        let html = try page { data in
            data.profile = AthleteProfile(slug: "ana-diaz", name: "Ana Díaz")
            data.metrics = []
            data.events = []
        }
        #expect(!html.contains("coach-card"))
        #expect(!html.contains("coach-contact"))
        #expect(!html.contains("about-title"))
        let problem = GoldenFile("coach").mismatch(cardAndContact(html), section: "card no field")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
