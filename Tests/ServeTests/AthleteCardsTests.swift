import Foundation
import SiteGen
import Testing
@testable import SiteServe

/// The family index's cards are worked out in the background; nothing waits for them.
@Suite(.serialized) struct AthleteCardsTests {
    @Test func whatIsWorkedOutIsAvailableAtOnceAndAnUpdatedAthleteIsNotCountedAnyMore() throws {
        let content = try LazySiteTests.content("content")
        defer { try? FileManager.default.removeItem(at: content) }
        let site = try PreviewSite(options: LazySiteTests.options(content))
        defer { site.close() }
        let gate = DispatchSemaphore(value: 0)
        let cards = AthleteCards(slugs: site.slugs, work: { slug in gate.wait(); return site.card(slug) }, report: { _, _ in })
        let before = cards.available()
        #expect(before.cards.isEmpty)
        #expect(before.counting == ["ethan-carter", "liam-brooks", "sofia-nowak"])
        #expect(cards.counting)
        #expect(!cards.ready)

        // A save renders the athlete, which gives its card: it is no longer being counted.
        #expect(cards.update("liam-brooks", try #require(site.card("liam-brooks").card)))
        let updated = cards.available()
        #expect(updated.cards.map(\.slug) == ["liam-brooks"])
        #expect(updated.counting == ["ethan-carter", "sofia-nowak"])

        for _ in site.slugs { gate.signal() }
        #expect(cards.all().map(\.slug).sorted() == ["ethan-carter", "liam-brooks", "sofia-nowak"])
        #expect(cards.ready)
        #expect(!cards.counting)
        #expect(cards.available().counting == [])
    }
}
