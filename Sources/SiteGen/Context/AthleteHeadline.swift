import SiteData

/// The numbers of one athlete's card on the family index.
struct AthleteHeadline: Sendable, Codable, Hashable {
    var slug: String
    var name: String
    var sport: String?
    var stats: AthleteCardStats
    /// `<athlete>/photo.<ext>` when the athlete has a photo.
    var photo: String? = nil
    /// The athlete's row on a club roster. Not optional, so a build cache written before it
    /// existed does not decode, and every athlete is built again.
    var roster: RosterEntry = RosterEntry()
}

extension AthleteHeadline {
    /// The card of an athlete whose data is loaded (built now, or kept by `--athlete`); its
    /// roster row from the coach edition (`AthleteContext.edition`), like every coach-side output.
    init(slug: String, data: AthleteData, edition: AthleteData, stats: DashboardModel.Stats) {
        self.init(slug: slug, name: data.profile.name, sport: data.profile.sport, stats: AthleteCardStats(stats),
                  photo: AthletePhoto.sitePath(slug: slug, profile: data.profile), roster: RosterEntry(edition))
    }
}
