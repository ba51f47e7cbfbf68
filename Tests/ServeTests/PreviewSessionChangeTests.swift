import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// A saved file, noticed through real file events, renders only what it changes.
@Suite(.serialized) struct PreviewSessionChangeTests {
    static func generation(_ base: String) async throws -> Int {
        let body = try await ServeSupport.get(base + "__sitegen/status").body
        return Int(body.split(separator: ",")[0].filter(\.isNumber)) ?? -1
    }

    @Test func anAthletesEditRendersOnlyThatAthleteAndTheIndexOnlyWhenItsCardChanged() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = PreviewSessionTests.session(content)
        try await session.start()
        let base = session.address
        #expect(try await ServeSupport.get(base + "ana-diaz/").status == 200)
        #expect(try await ServeSupport.get(base + "empty-one/").status == 200)
        #expect(try await ServeSupport.get(base).body.contains("Fixture Family"))
        let site = try #require(session.site)
        #expect(site.athletes.renders(of: "ana-diaz") == 1)
        #expect(site.indexRenders == 1)
        #expect(try await Self.generation(base) == 1)

        // A note's text is on ana-diaz's pages only, not on her card.
        let note = content.appendingPathComponent("athletes/ana-diaz/notes/2026-03-02-rice-visit.md")
        try (try String(contentsOf: note, encoding: .utf8) + "\nSaw the pool.\n").write(to: note, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await Self.generation(base) == 2 })
        #expect(site.athletes.renders(of: "ana-diaz") == 2, "rendered again before the generation moved")
        #expect(site.athletes.renders(of: "empty-one") == 1)
        #expect(try await ServeSupport.get(base + "ana-diaz/notes/2026-03-02-rice-visit/").body.contains("Saw the pool."))
        #expect(try await ServeSupport.get(base).status == 200)
        #expect(site.indexRenders == 1, "the card did not change")
        #expect(session.site === site, "the site was not loaded again")

        // A fifth school changes her card: the index is rendered again.
        let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
        try (try String(contentsOf: schools, encoding: .utf8) + "s9,Tulane University,interested,D1,B,medium,New Orleans,LA\n")
            .write(to: schools, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await Self.generation(base) == 3 })
        #expect(site.athletes.renders(of: "ana-diaz") == 3)
        #expect(site.athletes.renders(of: "empty-one") == 1)
        #expect(try await ServeSupport.get(base).status == 200)
        #expect(site.indexRenders == 2)
        #expect(try await ServeSupport.get(base + "__sitegen/status").body == #"{"generation":3,"error":null}"#)
        await session.stop()
    }
}
