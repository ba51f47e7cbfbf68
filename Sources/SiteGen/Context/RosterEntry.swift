import Foundation
import SiteData

/// What a club roster shows of one athlete (`RosterPage`), kept with the athlete's family-index
/// card (`AthleteHeadline`) so the site files need no athlete's data, and a reused athlete's
/// row comes from the build cache. Raw values: the roster page formats them in its language.
struct RosterEntry: Sendable, Codable, Hashable {
    var positions: [String] = []
    var bats: String?
    var throwsHand: String?
    var height: String?
    var weight: String?
    var highSchool: String?
    var club: String?
    var hometown: String?
    /// The graduating class: the year of `graduation_date` (June 1 of `grad_year`); nil: not given.
    var classYear: Int?
    var marks: [Mark] = []

    struct Mark: Sendable, Codable, Hashable {
        /// `MetricType`'s raw value.
        var metric: String
        var value: Double
        var unit: String?
        var verified: Bool
    }

    /// The position groups the athlete is listed under (`PositionGroup`).
    var groups: [PositionGroup] { PositionGroup.groups(positions) }
}

extension RosterEntry {
    /// The row of an athlete from its coach edition (`AthleteContext.edition`). Positions: `positions`, else the primary
    /// and secondary ones.
    init(_ data: AthleteData) {
        let p = data.profile
        let listed = p.positions.isEmpty ? [p.primaryPosition, p.secondaryPosition].compactMap { $0 } : p.positions
        self.init(positions: listed.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty },
                  bats: p.bats, throwsHand: p.throwsHand, height: p.height, weight: p.weight,
                  highSchool: p.highSchool, club: p.clubTeam, hometown: p.hometown, classYear: p.graduationDate?.year,
                  marks: RosterMarks.headline(data).map {
                      Mark(metric: $0.metricType.rawValue, value: $0.value, unit: $0.unit, verified: $0.verified)
                  })
    }
}
