import SiteData
import Testing
@testable import SiteGen

/// `PageSpec.itemsShown(of:)`: how many of a dataset's items a page may make and still draw
/// the same page (the school page's posts are cut to it).
@Suite struct PageSpecItemsShownTests {
    static func spec(_ widgets: String) throws -> PageSpec {
        try PageSpecLoader(colorTokens: ["primary"], stringKeys: [])
            .parse("page: school\nsections:\n  - widgets:\n\(widgets)", file: "content/pages/school.yml", kind: .school)
    }

    @Test(arguments: [
        // The largest limit of the widgets that draw it, hidden ones too.
        ("      - widget: post_list\n        dataset: school_posts\n        limit: 5\n", 5 as Int?),
        ("      - widget: post_list\n        dataset: school_posts\n        limit: 5\n      - widget: table\n        dataset: school_posts\n        limit: 12\n        hidden: true\n", 12),
        // One widget without a limit shows them all.
        ("      - widget: post_list\n        dataset: school_posts\n        limit: 5\n      - widget: table\n        dataset: school_posts\n", nil),
        // No widget draws it.
        ("      - widget: list\n        dataset: school_events\n        limit: 3\n", nil),
    ])
    func largestLimitOfTheWidgetsDrawingIt(widgets: String, expected: Int?) throws {
        #expect(try Self.spec(widgets).itemsShown(of: SchoolPages.Detail.Dataset.schoolPosts) == expected)
    }
}
