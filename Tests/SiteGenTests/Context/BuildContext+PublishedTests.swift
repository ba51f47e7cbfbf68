import Foundation
import SiteData
import Testing
@testable import SiteGen

/// Which pages a build writes: every page on the family's site; on a public one the coach page
/// as the home, profile, performance and notes, and each section `publish` names.
@Suite struct BuildContextPublishedTests {
    static func build(public isPublic: Bool, publish: [PublicEdition.Section] = []) throws -> BuildContext {
        var build = try AnalyticsFixture.build()
        build.isPublic = isPublic
        build.config.isPublic = isPublic
        build.config.publish = publish
        return build
    }

    @Test func theFamilysSiteWritesEveryPage() throws {
        let build = try Self.build(public: false, publish: [.offers])
        #expect(PageKind.allCases.allSatisfy(build.writes))
        #expect(build.writesInteractionsLog && build.writesOffers && build.writesATier)
        #expect(build.athleteTabs.map(\.0) == PageLayout.tabs.map(\.0))
    }

    @Test func aPublicSiteWritesWhatItPublishes() throws {
        let none = try Self.build(public: true)
        #expect(PageKind.allCases.filter(none.writes).map(\.rawValue).sorted()
                == ["coach", "index", "note", "notes", "performance", "profile"])
        #expect(!none.writesInteractionsLog && !none.writesOffers && !none.writesATier)
        #expect(none.athleteTabs.map(\.1) == [.navOverview, .navPerformance, .navNotes, .navProfile])
        #expect(none.tabPath(.coach, athlete: "ana") == "ana/index.html")

        let all = try Self.build(public: true, publish: PublicEdition.Section.allCases)
        #expect(PageKind.allCases.filter(all.writes).count == PageKind.allCases.count - 1)  // never the dashboard
        #expect(all.writesInteractionsLog && all.writesOffers && all.writesATier)
        #expect(all.athleteTabs.map(\.1) == [.navOverview, .navActions, .navReports, .navPerformance, .navSocial,
                                              .navSchools, .navCoaches, .navNotes, .navProfile])
    }
}
