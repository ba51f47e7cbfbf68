import Foundation
import SiteData

/// Which athletes a page of the roster lists (`RosterPage`): all of them, one graduating class
/// (nil: "Class not given"), or one position group, of one sport when the site has several.
enum RosterFilter: Sendable, Hashable {
    case all
    case graduatingClass(Int?)
    case group(PositionGroup, sport: RosterSport?)

    /// The filter's part of its pages' file names: `class-2027`, `class-none`, `pitchers`,
    /// `softball-pitchers`; nil for `all` (the roster's own pages).
    var key: String? {
        switch self {
        case .all: nil
        case .graduatingClass(let year): "class-" + (year.map(String.init) ?? "none")
        case .group(let group, let sport): (sport.map { $0.slug + "-" } ?? "") + group.rawValue
        }
    }

    func includes(_ a: AthleteHeadline, sports: Bool) -> Bool {
        switch self {
        case .all: return true
        case .graduatingClass(let year): return a.roster.classYear == year
        case .group(let group, let sport):
            guard a.roster.groups.contains(group) else { return false }
            return !sports || RosterSport.of(a) == sport
        }
    }

    /// The filter's name on its page and in the roster's links ("Class of 2027", "Pitchers",
    /// "Softball · Pitchers").
    func label(_ page: Page) -> String {
        switch self {
        case .all: return page.t(.rosterAll)
        case .graduatingClass(let year):
            return year.map { page.t(.rosterClassOf, ["year": String($0)]) } ?? page.t(.rosterClassNone)
        case .group(let group, let sport):
            let name = page.t(group.label)
            return sport.map { page.t(.rosterSportGroup, ["sport": $0.name, "group": name]) } ?? name
        }
    }
}

/// A sport on a roster with more than one: its name as the first athlete by name writes it,
/// and its slug (athletes whose sports differ only in case or accents share one).
struct RosterSport: Sendable, Hashable {
    var slug: String
    var name: String

    static func == (a: RosterSport, b: RosterSport) -> Bool { a.slug == b.slug }
    func hash(into h: inout Hasher) { h.combine(slug) }

    static func of(_ a: AthleteHeadline) -> RosterSport? {
        guard let sport = a.sport?.trimmingCharacters(in: .whitespaces), !sport.isEmpty else { return nil }
        return RosterSport(slug: Slug.make(from: sport, fallback: "sport"), name: sport)
    }
}
