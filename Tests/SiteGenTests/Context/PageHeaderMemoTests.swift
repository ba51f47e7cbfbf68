import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `PageHeaderMemo`: a page whose header comes from the memo (written for another page of its
/// folder, or of a sibling folder) has the bytes it has when the header is written for it.
@Suite struct PageHeaderMemoTests {
    /// Folders where a tab's target lies (`ana-diaz/`, `ana-diaz/notes/`, …) and folders where
    /// none does, in an order where a sibling's header is kept before a folder that must not
    /// use it (`ana-diaz/zz/` before `ana-diaz/notes/`).
    static func paths(_ slug: String) -> [String] {
        let tabs = PageKind.tabs.map { $0.0.tabPath(fromSuffix: slug) }
        return ["\(slug)/zz/index.html", "\(slug)/notes/a/index.html", "\(slug)/notes/b/index.html"]
            + tabs + tabs.reversed()
            + ["\(slug)/schools/x/index.html", "\(slug)/schools/y/index.html", "\(slug)/schools/index.html",
               "\(slug)/reports/last-7-days/index.html", "\(slug)/interactions/page-2/index.html",
               "\(slug)/zz/deeper/index.html", "\(slug)/index.html", "\(slug)/zz/index.html"]
    }

    /// Each path under each tab, through the athlete's pages (with the memo) and through pages
    /// made without one: the same bytes.
    func expectSameHeaders(_ athlete: AthleteContext, _ label: String) {
        var compared = 0
        for tab in [nil] + PageKind.tabs.map({ Optional($0.0) }) {
            for path in Self.paths(athlete.slug) {
                let memoized = PageLayout(page: athlete.page(path, tab: tab), title: "T", body: .text("b")).renderUTF8()
                let plain = Page(build: athlete.build, address: PageAddress(path: path, athlete: athlete.link, tab: tab))
                #expect(plain.headerMemo == nil)
                let written = PageLayout(page: plain, title: "T", body: .text("b")).renderUTF8()
                #expect(String(decoding: memoized, as: UTF8.self) == String(decoding: written, as: UTF8.self),
                        "\(label): \(path), tab \(tab.map { "\($0)" } ?? "none")")
                compared += 1
            }
        }
        #expect(compared == (PageKind.tabs.count + 1) * Self.paths(athlete.slug).count)
    }

    @Test(arguments: [1, 3, 7, 9])
    func memoizedHeadersAreTheWrittenOnes(athletes count: Int) throws {
        var build = try SchoolPagesFixture.context()
        let me = BuildContext.AthleteLink(slug: "ana-diaz", name: "Ana Díaz")
        build.athletes = [me] + (1..<count).map { BuildContext.AthleteLink(slug: "a\($0)", name: "Athlete <\($0)> & co") }
        let (data, _) = try build.source.loadAthlete("ana-diaz", config: build.config)
        var athlete = SchoolPagesFixture.site(data, context: build)
        expectSameHeaders(athlete, "\(count) athletes")
        // A changed build (the packet's: no site navigation, its own links) gets a new memo.
        let before = athlete.headerMemo
        athlete.build.showsSiteNavigation = false
        #expect(athlete.headerMemo !== before)
        expectSameHeaders(athlete, "\(count) athletes, no navigation")
        athlete.build.headerLinks = [BuildContext.HeaderLink(label: "A", path: "ana-diaz/notes/a/index.html"),
                                     BuildContext.HeaderLink(label: "Z", path: "ana-diaz/zz/index.html")]
        expectSameHeaders(athlete, "\(count) athletes, header links")
    }

    @Test func foldersAndSiblings() {
        #expect(PageHeaderMemo.folder(of: "a/notes/x/index.html") == "a/notes/x/")
        #expect(PageHeaderMemo.folder(of: "index.html") == "")
        #expect(PageHeaderMemo.parent("a/notes/x/") == "a/notes/")
        #expect(PageHeaderMemo.parent("a/notes/") == "a/")
        #expect(PageHeaderMemo.parent("a/") == nil)
        #expect(PageHeaderMemo.parent("") == nil)
        #expect(PageHeaderMemo.lies("a/notes/index.html", in: "a/notes/"))
        #expect(!PageHeaderMemo.lies("a/notes/index.html", in: "a/notes/x/"))
        #expect(!PageHeaderMemo.lies("a/notesx/index.html", in: "a/notes/"))
    }

    /// A header kept for a folder is found there and in a sibling folder none of its targets
    /// lies in, not in a sibling one of them lies in.
    @Test func siblingHeadersOnlyWhereNoTargetLies() {
        let memo = PageHeaderMemo()
        let me = BuildContext.AthleteLink(slug: "a", name: "A")
        memo.keep([1, 2], targets: ["a/index.html", "a/notes/index.html"], folder: "a/zz/", tab: nil, athlete: me)
        #expect(memo.header(folder: "a/zz/", tab: nil, athlete: me) == [1, 2])
        #expect(memo.header(folder: "a/yy/", tab: nil, athlete: me) == [1, 2])
        #expect(memo.header(folder: "a/notes/", tab: nil, athlete: me) == nil)
        #expect(memo.header(folder: "a/yy/", tab: .notes, athlete: me) == nil)
        #expect(memo.header(folder: "a/yy/", tab: nil, athlete: BuildContext.AthleteLink(slug: "a", name: "B")) == nil)
        // Kept from a folder a target lies in: only for that folder.
        memo.keep([3], targets: ["b/notes/index.html"], folder: "b/notes/", tab: nil, athlete: me)
        #expect(memo.header(folder: "b/notes/", tab: nil, athlete: me) == [3])
        #expect(memo.header(folder: "b/yy/", tab: nil, athlete: me) == nil)
    }
}
