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
        let site = try #require(session.site)
        _ = site.cards.all()  // the index is kept once every card is counted
        #expect(try await ServeSupport.get(base).body.contains("Fixture Family"))
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

    /// Before: a broken athlete.yml loaded the whole site again (it looked like a new name), the
    /// terminal said only "Loaded the site again in 0.02 s." and the athlete's pages were a 404.
    @Test func aBrokenProfileKeepsTheLastGoodPagesAndPrintsItsErrorsAsBuildDoes() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let log = LogLines()
        let session = PreviewSessionTests.session(content, log: log)
        try await session.start()
        let base = session.address
        #expect(try await ServeSupport.get(base + "ana-diaz/").status == 200)
        let site = try #require(session.site)
        log.clear()

        let yml = content.appendingPathComponent("athletes/ana-diaz/athlete.yml")
        let good = try String(contentsOf: yml, encoding: .utf8)
        try good.replacingOccurrences(of: "positions: [C, 1B]", with: "positions: [C, 1B").write(to: yml, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await ServeSupport.get(base + "__sitegen/status").body.contains("athlete.yml:") })
        let problem = "\(yml.path):4:16: error: not valid YAML: did not find expected ',' or ']'"
        #expect(try await ServeSupport.get(base + "__sitegen/status").body
            == LiveReload.status(generation: 1, error: problem + "\nerror: 1 error").utf8String)
        // As `build` prints them: the athlete's warnings too, then the count and what is served.
        #expect(log.lines == [problem,
                              content.path + "/athletes/ana-diaz/social_media_posts.csv:4:4: warning: school_id: no row of schools has the id or name \"s9\"",
                              "error: 1 error and 1 warning; still serving ana-diaz's last good pages"])
        #expect(session.site === site, "the site was not loaded again")
        let kept = try await ServeSupport.get(base + "ana-diaz/")
        #expect(kept.status == 200)
        #expect(kept.body.contains("Ana Díaz"))

        // The site loaded again meanwhile (site.yml saved): her last good pages are still shown.
        log.clear()
        let siteYML = content.appendingPathComponent("site.yml")
        try (try String(contentsOf: siteYML, encoding: .utf8) + "\n").write(to: siteYML, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await Self.generation(base) == 2 })
        #expect(try await ServeSupport.get(base + "ana-diaz/").status == 200)
        #expect(try await ServeSupport.eventually { log.lines.contains(problem) }, "the new load finds and prints it again")
        #expect(log.lines.filter { $0 == problem }.count == 1, "once, though the card and the page both find it")

        // Fixed: the overlay goes. (Loaded again, as the load before could not read her name,
        // which every page's athlete switcher shows.)
        log.clear()
        try good.write(to: yml, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually {
            try await ServeSupport.get(base + "__sitegen/status").body == #"{"generation":3,"error":null}"#
        })
        #expect(log.lines.contains { $0.hasPrefix("Loaded the site again in ") })
        #expect(try await ServeSupport.get(base + "ana-diaz/").body.contains("Ana Díaz"))
        await session.stop()
    }

    /// An athlete broken from the start has no last good pages: its pages name the problem (500),
    /// never a 404 under an overlay that speaks of "the last site that built".
    @Test func anAthleteWithoutLastGoodPagesShowsItsErrorsInsteadOfA404() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let yml = content.appendingPathComponent("athletes/empty-one/athlete.yml")
        try (try String(contentsOf: yml, encoding: .utf8) + "\tgpa: 4\n").write(to: yml, atomically: true, encoding: .utf8)
        let log = LogLines()
        let session = PreviewSessionTests.session(content, log: log)
        try await session.start()
        let base = session.address
        let page = try await ServeSupport.get(base + "empty-one/schools/")
        #expect(page.status == 500)
        #expect(page.body.contains("<h1>empty-one could not be rendered</h1>"))
        let problem = try #require(log.lines.first { $0.hasPrefix(yml.path + ":") })
        #expect(page.body.contains("<pre>" + problem.escapedForTest + "\nerror: 1 error</pre>"))
        #expect(page.body.contains(#"<script src="/__sitegen/live.js" data-status="500"></script></body>"#))
        #expect(log.lines.contains("error: 1 error; empty-one's pages show these errors until they are fixed"))
        #expect(log.lines.filter { $0 == problem }.count == 1)
        #expect(try await ServeSupport.get(base + "ana-diaz/").status == 200)
        await session.stop()
    }
}

extension Data {
    var utf8String: String { String(decoding: self, as: UTF8.self) }
}

extension String {
    /// `&`, `<`, `>` as the error page escapes them.
    var escapedForTest: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
