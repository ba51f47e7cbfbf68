import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The family's copy of the profile takes the site's note excerpts (`noteExcerpts`) instead of
/// making them again: the same page as when it makes them, and only for a note of the same
/// file and the same body.
@Suite struct FamilyProfileExcerptsTests {
    @Test func theSamePageWithTheSitesExcerpts() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        #expect(!site.data.notes.isEmpty)
        let made = FamilyProfilePage(athlete: site).render()
        var shared = site
        for note in site.data.notes { shared.noteExcerpts[note.fileName] = Markdown.excerpt(note.body) }
        #expect(shared.editionContext(.familyProfile).noteExcerpts.count == shared.edition.notes.count)
        #expect(FamilyProfilePage(athlete: shared).render().bytes == made.bytes)
        // Other readers make their own.
        #expect(shared.editionContext(.coachPage).noteExcerpts.isEmpty)
    }

    @Test func onlyForTheSameBody() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        var shared = site
        for note in site.data.notes { shared.noteExcerpts[note.fileName] = "excerpt of " + note.fileName }
        var notes = site.data.notes
        let first = try #require(notes.first)
        notes[0].body += "\n\nOne more line."
        let other = Note(fileName: "not-on-the-site", title: "x", date: nil, tags: [], visibility: .public, body: first.body,
                         location: first.location)
        let out = shared.excerpts(of: notes + [other])
        #expect(out[first.fileName] == nil)
        #expect(out["not-on-the-site"] == nil)
        #expect(out.count == notes.count - 1)
        #expect(site.excerpts(of: notes).isEmpty)  // none made yet
    }
}

/// The packet's profile page takes the site's excerpts too (`CoachFiles` passes them to
/// `PacketContents.make`): the same files as when it makes them, and what it was given is
/// what it shows.
@Suite struct PacketExcerptsTests {
    @Test func theSamePacketWithTheSitesExcerpts() throws {
        var site = try AnalyticsFixture.site("ana-diaz")
        #expect(!site.edition.notes.isEmpty)
        func make(_ excerpts: [String: String]) throws -> PacketContents {
            try PacketContents.make(build: site.build, slug: site.slug, data: site.data, edition: site.edition,
                                    withheld: .none, excerpts: excerpts)
        }
        let made = try make([:])
        for note in site.data.notes { site.noteExcerpts[note.fileName] = Markdown.excerpt(note.body) }
        let given = site.excerpts(of: site.edition.notes)
        #expect(given.count == site.edition.notes.count)
        #expect(try make(given).files == made.files)
        let marked = given.mapValues { _ in "EXCERPT-GIVEN" }
        let profile = try #require(try make(marked).files[ProfilePage.path])
        #expect(String(decoding: profile, as: UTF8.self).contains("EXCERPT-GIVEN"))
    }
}
