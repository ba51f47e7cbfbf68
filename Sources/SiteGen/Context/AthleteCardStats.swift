import SiteData

/// The numbers of an athlete's card on the family index, as the build cache keeps them
/// (`BuildCache`): a reused athlete's card needs no load of its data.
struct AthleteCardStats: Codable, Sendable, Hashable {
    var schools: Int
    var coaches: Int
    var interactions: Int
    var offers: Int
}

extension AthleteCardStats {
    init(_ stats: DashboardModel.Stats) {
        self.init(schools: stats.schools, coaches: stats.coaches, interactions: stats.interactions, offers: stats.offers)
    }
}
