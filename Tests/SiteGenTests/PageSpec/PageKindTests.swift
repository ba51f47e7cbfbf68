import SiteData
import Testing
@testable import SiteGen

/// `PageKind` is written by the build, one case per file of PageSpec/Datasets; each page's facts
/// (order, tab, …) are its dataset enum's `facts`; and each athlete page's files come from the one
/// type of Render/Pages declared `: PageFiles`. No exhaustive switch forces these any more, so
/// they are checked here: every page has its page type, and the order is the one the site shows.
@Suite struct PageKindTests {
    /// The pages as they are today, in their order: a new page may go anywhere among them (its
    /// `order`), so only these keep their order (adding a page does not touch this test).
    static let known: [PageKind] = [.dashboard, .actions, .reports, .performance, .social, .schools, .school, .coaches,
                                    .notes, .note, .index, .profile, .coach]

    @Test func everyDatasetFileIsAPageInItsOrder() {
        #expect(PageKind.allCases.filter(Self.known.contains) == Self.known)
        #expect(Set(PageKind.allCases.map(\.facts.order)).count == PageKind.allCases.count, "two pages share an order")
        #expect(PageKind.allCases.map(\.facts.order) == PageKind.allCases.map(\.facts.order).sorted())
        #expect(PageKind.listed.map(\.rawValue) == PageKind.allCases.map(\.rawValue).sorted(by: codePointLess))
        #expect(ObjectIdentifier(PageKind.coaches.datasetType) == ObjectIdentifier(CoachesDataset.self))
    }

    /// The header tabs follow the pages' order: every page with a `tab`, and no other.
    @Test func tabsFollowTheOrder() {
        #expect(PageLayout.tabs.map(\.0) == PageKind.allCases.filter { $0.tabLabel != nil })
        let tabbed: [PageKind] = [.dashboard, .actions, .reports, .performance, .social, .schools, .coaches, .notes, .profile]
        #expect(PageLayout.tabs.map(\.0).filter(tabbed.contains) == tabbed)
        #expect(PageLayout.tabs.first { $0.0 == .coaches }?.1 == .navCoaches)
        #expect(PageKind.school.tabLabel == nil && PageKind.note.tabLabel == nil && PageKind.index.tabLabel == nil)
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
