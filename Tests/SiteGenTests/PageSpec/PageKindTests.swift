import SiteData
import Testing
@testable import SiteGen

/// `PageKind` is written by the build, one case per file of PageSpec/Datasets; each page's facts
/// (order, tab, …) are its dataset enum's `page`; and each athlete page's files come from the one
/// type of Render/Pages declared `: PageFiles`. No exhaustive switch forces these any more, so
/// they are checked here: every page has its page type, and the order is the one the site shows.
@Suite struct PageKindTests {
    @Test func everyDatasetFileIsAPageInItsOrder() {
        #expect(PageKind.allCases == [.dashboard, .actions, .reports, .performance, .social, .schools, .school, .coaches,
                                      .notes, .note, .index, .profile, .coach])
        #expect(Set(PageKind.allCases.map(\.facts.order)).count == PageKind.allCases.count, "two pages share an order")
        #expect(PageKind.listed.map(\.rawValue) == PageKind.allCases.map(\.rawValue).sorted(by: codePointLess))
        #expect(ObjectIdentifier(PageKind.coaches.datasetType) == ObjectIdentifier(CoachesDataset.self))
    }

    /// The header tabs follow the pages' order; a page without a tab leads to its list's.
    @Test func tabsFollowTheOrder() {
        #expect(PageLayout.tabs.map(\.0) == [.dashboard, .actions, .reports, .performance, .social, .schools, .coaches,
                                             .notes, .profile])
        #expect(PageLayout.tabs.map(\.1) == [.navDashboard, .navActions, .navReports, .navPerformance, .navSocial,
                                             .navSchools, .navCoaches, .navNotes, .navProfile])
        #expect(PageKind.school.tabPath(athlete: "ana") == "ana/schools/index.html")
        #expect(PageKind.index.tabPath(athlete: "ana") == "ana/index.html")
    }

    /// Forgetting a page's `PageFiles` conformance would leave its tab leading nowhere; two would
    /// render one of them silently.
    @Test func everyAthletePageHasExactlyOnePageType() {
        let kinds = AthletePages.pageTypes.map { $0.kind }
        // Made elsewhere: the family index is a site file; a school's and a note's pages come with their lists.
        let madeElsewhere: Set<PageKind> = [.index, .school, .note]
        for kind in PageKind.allCases {
            #expect(kinds.filter { $0 == kind }.count == (madeElsewhere.contains(kind) ? 0 : 1), "\(kind.rawValue)")
        }
        #expect(AthletePages.pageTypes.contains { ObjectIdentifier($0) == ObjectIdentifier(CoachesPage.self) })
    }
}
