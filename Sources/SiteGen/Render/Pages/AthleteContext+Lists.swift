import SiteData

/// The dashboard's list pages an athlete gets: each only when the build writes it and it has
/// something to list. An empty one is not written and its card links nowhere: the dashboard
/// already says what to add (docs/decisions.md, "A section with no data is one page").
extension AthleteContext {
    /// The contact log (`<athlete>/interactions/`): with one interaction or more.
    var writesInteractionsLog: Bool { build.writesInteractionsLog && !data.interactions.isEmpty }
    /// The offers page (`<athlete>/offers/`): with one offer or more.
    var writesOffers: Bool { build.writesOffers && !data.offers.isEmpty }
    /// The A-tier schools (`<athlete>/a-tier/`): with one school of tier A or more.
    var writesATier: Bool { build.writesATier && data.schools.contains { $0.tier == .A } }
}
