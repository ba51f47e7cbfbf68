import SiteData

extension FamilyIndexPage {
    /// Athletes per page of the family index: beyond this the index splits, so no page of the
    /// site grows with the number of athletes.
    static let pageSize = 200

    /// `index.html`, then `index-2.html`, `index-3.html`, … at the site root: a file name, not a
    /// folder, so it can never meet an athlete's folder (a slug like `page-2`).
    static func path(page number: Int) -> String {
        number <= 1 ? SitePath.familyIndex : "index-\(number).html"
    }

    /// Whether `path` is one of the family index's pages.
    static func isIndexPage(_ path: String) -> Bool {
        guard path.hasPrefix("index"), path.hasSuffix(".html") else { return false }
        if path == SitePath.familyIndex { return true }
        let middle = path.dropFirst("index-".count).dropLast(".html".count)
        return path.hasPrefix("index-") && !middle.isEmpty && middle.allSatisfy { $0.isASCII && $0.isNumber } && Int(middle).map { $0 >= 2 } == true
    }

    /// Every page of the family index for `athletes` (sorted), one page even with none.
    static func files(build: BuildContext, athletes: [AthleteHeadline]) -> [OutputFile] {
        let pages = Swift.max(1, (athletes.count + pageSize - 1) / pageSize)
        return (1...pages).map { number in
            let start = (number - 1) * pageSize
            let slice = Array(athletes[Swift.min(start, athletes.count)..<Swift.min(start + pageSize, athletes.count)])
            return FamilyIndexPage(build: build, athletes: slice, number: number, pages: pages).file()
        }
    }
}
