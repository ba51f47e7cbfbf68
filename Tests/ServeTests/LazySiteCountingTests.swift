import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// The family index is answered at once: cards not worked out yet show `…` for their numbers
/// under a note, and the page reloads into the build's own bytes once every card is counted.
@Suite(.serialized) struct LazySiteCountingTests {
    static let note = #"<p class="empty-state" role="status">Counting each athlete's numbers (…): this page fills them in when they are ready.</p>"#

    /// The card of `slug` in `html`: from its link to the end of the card.
    static func card(_ slug: String, in html: String) -> String? {
        guard let start = html.range(of: "<a class=\"card athlete-card\" href=\"\(slug)/index.html\"") else { return nil }
        guard let end = html.range(of: "</a>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func theIndexIsAnsweredBeforeEveryCardIsWorkedOutAndACardFillsInAfter() throws {
        let content = try LazySiteTests.content("content")
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try PreviewSite(options: LazySiteTests.options(content))
        let gate = DispatchSemaphore(value: 0)
        let lazy = LazySite(site: site, state: PreviewState(), cardWork: { slug in
            if slug == "sofia-nowak" { gate.wait() }
            return site.card(slug)
        }, log: { _ in })
        var released = false
        defer { if !released { gate.signal() }; lazy.close() }

        // The cards before sofia-nowak's are worked out; hers is held back.
        let deadline = Date().addingTimeInterval(60)
        while lazy.cards.available().counting != ["sofia-nowak"] && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(lazy.cards.available().counting == ["sofia-nowak"])

        let counting = try #require(lazy.page(at: "index.html"))
        #expect(counting.counting)
        let html = String(decoding: counting.bytes, as: UTF8.self)
        #expect(html.contains(Self.note))
        #expect(Self.card("sofia-nowak", in: html) == #"<a class="card athlete-card" href="sofia-nowak/index.html"><h2 class="card-title">Sofia Nowak</h2><dl class="facts"><dt>Schools</dt><dd>…</dd><dt>Coaches</dt><dd>…</dd><dt>Interactions</dt><dd>…</dd><dt>Offers</dt><dd>…</dd></dl></a>"#)
        #expect(Self.card("liam-brooks", in: html)?.contains("<dt>Schools</dt><dd>0</dd>") == true)
        #expect(Self.card("ethan-carter", in: html)?.contains("<dd>…</dd>") == false)
        #expect(lazy.indexRenders == 1)
        _ = lazy.page(at: "index.html")
        #expect(lazy.indexRenders == 2, "not kept while counting")

        released = true
        gate.signal()
        let all = lazy.cards.all()
        #expect(all.count == 3)
        let counted = try #require(lazy.page(at: "index.html"))
        #expect(!counted.counting)
        #expect(counted.bytes == site.indexFiles(cards: all)["index.html"])
        let after = String(decoding: counted.bytes, as: UTF8.self)
        #expect(!after.contains("role=\"status\""))
        let sofia = try #require(Self.card("sofia-nowak", in: after))
        #expect(!sofia.contains("…"))
        #expect(sofia.contains("<dt>Schools</dt><dd>"))
        #expect(lazy.indexRenders == 3)
        _ = lazy.page(at: "index.html")
        #expect(lazy.indexRenders == 3, "kept once every card is counted")
    }
}
