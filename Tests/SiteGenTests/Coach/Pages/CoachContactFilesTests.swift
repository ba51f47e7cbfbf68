import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The coach page's vCard and calendar (issue 41 §2), read by independent libraries (Python's
/// vobject and icalendar, through scripts/read-coach-contacts.py, which installs them if missing).
@Suite struct CoachContactFilesTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/read-coach-contacts.py")

    /// What the libraries read from the two files of ana-diaz's coach page (`edit` first).
    func read(baseURL: String? = "https://example.org/fam", edit: (inout AthleteData) -> Void) throws -> [String: Any] {
        var site = try AnalyticsFixture.site("ana-diaz", edit: edit)
        site.build.config.baseURL = baseURL
        let files = CoachPage(athlete: site).render()
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let vcf = tmp.appendingPathComponent("a.vcf"), ics = tmp.appendingPathComponent("a.ics")
        try Data(try #require(files.first { $0.path == "ana-diaz/coach/ana-diaz.vcf" }).bytes).write(to: vcf)
        try Data(try #require(files.first { $0.path == "ana-diaz/coach/ana-diaz.ics" }).bytes).write(to: ics)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, vcf.path, ics.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    func withContacts(_ data: inout AthleteData) {
        data.profile.email = "ana@example.com"
        data.profile.phone = "+1 512-555-0100"
        data.profile.parent = ContactPerson(name: "Rosa Díaz", role: "Mother", email: "rosa@example.com", phone: "+1 512-555-0101")
    }

    @Test func theCardHoldsTheAthleteTheParentAndThePage() throws {
        let got = try read(edit: withContacts)
        let card = got["card"] as! [String: Any]
        #expect(card["fn"] as? String == "Ana Díaz")
        #expect(card["n"] as? [String] == ["Díaz", "Ana"])
        #expect(card["email"] as? [String] == ["ana@example.com", "rosa@example.com"])
        #expect(card["tel"] as? [String] == ["+15125550100", "+15125550101"])
        #expect(card["labels"] as? [String] == ["Parent/guardian: Rosa Díaz", "Parent/guardian: Rosa Díaz"])
        #expect(card["url"] as? String == "https://example.org/fam/ana-diaz/coach/")
        #expect(card["title"] as? String == "Class of 2027 · C, 1B")
    }

    /// Only the upcoming events where she plays: no school, deadline, offer or task; nothing private.
    @Test func theCalendarHoldsPublicEventsOnly() throws {
        let got = try read(edit: withContacts)
        let cal = got["calendar"] as! [String: Any]
        #expect(cal["name"] as? String == "Ana Díaz: where to see me play")
        #expect(cal["todos"] as? Int == 0)
        #expect(cal["components"] as? [String] == ["VEVENT"])
        let events = cal["events"] as! [[String: Any]]
        #expect(events.map { $0["summary"] as! String } == ["Spring Showcase", "Rice Prospect Camp"])
        #expect(events.map { $0["start"] as! String } == ["2026-03-22", "2026-04-10"])
        #expect(events.allSatisfy { !($0["properties"] as! [String]).contains("DESCRIPTION") })
    }

    /// A public site without `public_contacts`: the public edition has no parent, so neither has the card.
    @Test func noParentWithoutPublicContacts() throws {
        let got = try read(baseURL: nil) { data in
            withContacts(&data)
            data = PublicEdition.make(from: data, publishing: [], contacts: false)
        }
        let card = got["card"] as! [String: Any]
        #expect(card["email"] as? [String] == ["ana@example.com"])
        #expect(card["labels"] as? [String] == [])
        #expect(card["url"] == nil)
        #expect(!(card["properties"] as! [String]).contains("URL"))
    }
}
