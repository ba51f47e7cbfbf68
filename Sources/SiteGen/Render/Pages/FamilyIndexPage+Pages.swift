import Foundation
import SiteData

extension FamilyIndexPage {
    /// Athletes per page of the family index: beyond this the index splits, so no page of the
    /// site grows with the number of athletes.
    static let pageSize = 200

    /// `index.html`, then `index-2.html`, `index-3.html`, … at the site root: a file name, not a
    /// folder, so it can never meet an athlete's folder (a slug like `page-2`).
    static func path(pageNumber number: Int) -> String {
        number <= 1 ? SitePath.familyIndex : "index-\(number).html"
    }

    /// Whether `path` is one of the family index's pages.
    static func isIndexPage(_ path: String) -> Bool {
        guard path.hasPrefix("index"), path.hasSuffix(".html") else { return false }
        if path == SitePath.familyIndex { return true }
        let middle = path.dropFirst("index-".count).dropLast(".html".count)
        return path.hasPrefix("index-") && !middle.isEmpty && middle.allSatisfy { $0.isASCII && $0.isNumber } && Int(middle).map { $0 >= 2 } == true
    }

    /// Beyond this many athletes the index starts with their initials, each linking the first
    /// card of that letter.
    static let lettersFrom = 27

    /// Every page of the family index for `athletes`, sorted by name (`sortedByName`), one page even
    /// with none. `counting`: the preview's athletes whose numbers are not counted yet (a build
    /// has none).
    static func files(build: BuildContext, athletes: [AthleteHeadline], counting: Set<String> = []) -> [OutputFile] {
        let athletes = sortedByName(athletes)
        let pages = Swift.max(1, (athletes.count + pageSize - 1) / pageSize)
        let letters = athletes.count >= lettersFrom ? Self.letters(athletes) : []
        return (1...pages).map { number in
            let start = (number - 1) * pageSize
            let slice = Array(athletes[Swift.min(start, athletes.count)..<Swift.min(start + pageSize, athletes.count)])
            return FamilyIndexPage(build: build, athletes: slice, number: number, pages: pages, letters: letters,
                                   counting: counting).file()
        }
    }

    /// `athletes` by name as a reader looks one up: case and accents ignored ("Ángel" with the
    /// A's), then as written, then by slug. Each name is folded once, not once per comparison
    /// (a club's index sorts a thousand names).
    /// With `newestClassFirst` (the roster), graduating class first, newest first, no class
    /// last, and by name within a class.
    static func sortedByName(_ athletes: [AthleteHeadline], newestClassFirst: Bool = false) -> [AthleteHeadline] {
        athletes.map { (key: sortKey($0.name), athlete: $0) }.sorted { a, b in
            if newestClassFirst, a.athlete.roster.classYear != b.athlete.roster.classYear {
                return (a.athlete.roster.classYear ?? Int.min) > (b.athlete.roster.classYear ?? Int.min)
            }
            if a.key != b.key { return codePointLess(a.key, b.key) }
            if a.athlete.name != b.athlete.name { return codePointLess(a.athlete.name, b.athlete.name) }
            return codePointLess(a.athlete.slug, b.athlete.slug)
        }.map(\.athlete)
    }

    static func sortKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// An athlete's letter on the index: the first letter of the name folded to A–Z as slugs
    /// fold it (`Łucja` under L), or `#` for anything else (a digit, another script).
    static func letter(_ name: String) -> String {
        Slug.initial(of: name).map { $0.uppercased() } ?? "#"
    }

    /// The letters of sorted `athletes` with the page number and slug of the first athlete of each.
    static func letters(_ athletes: [AthleteHeadline]) -> [Letter] {
        var out: [Letter] = []
        for (i, a) in athletes.enumerated() {
            let l = letter(a.name)
            if out.last?.letter != l { out.append(Letter(letter: l, pageNumber: i / pageSize + 1, slug: a.slug)) }
        }
        return out
    }

    /// One initial of the index: where its first athlete's card is.
    struct Letter: Sendable, Equatable {
        var letter: String
        var pageNumber: Int
        var slug: String
        var anchor: String { "letter-" + (letter == "#" ? "other" : letter.lowercased()) }
    }
}
