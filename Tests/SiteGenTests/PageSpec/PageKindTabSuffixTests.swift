import Testing
@testable import SiteGen

@Suite struct PageKindTabSuffixTests {
    /// Every kind's path made from its suffix is the path its facts make, for any slug.
    @Test(arguments: ["ana-diaz", "a", "liam-brooks-2", "zoë"])
    func suffixPathIsTheFactsPath(slug: String) {
        for kind in PageKind.allCases {
            #expect(kind.tabPath(fromSuffix: slug) == kind.tabPath(athlete: slug), "\(kind)")
        }
        #expect(PageKind.reports.tabPath(fromSuffix: slug) == slug + "/reports/index.html")
    }
}
