extension DashboardModel {
    /// The dashboard's stat cards: each number, its formula and its key in
    /// `data/dashboard.json`, in this one place (`docs/numbers.md`, "Dashboard"). A new number
    /// is a field, its line in `init(_:)` and its line in `json`.
    public struct Stats: Hashable, Sendable {
        public var coaches: Int
        public var schools: Int
        public var interactions: Int
        public var offers: Int
        public var acceptedOffers: Int
        /// pct(accepted, offers); nil with no offers.
        public var acceptanceRate: Int?
        public var aTierSchools: Int

        /// Each number from the athlete's rows, one line each: a new number is one more line here,
        /// with no other initializer to keep in step.
        init(_ data: AthleteData) {
            let accepted = data.offers.filter { $0.status == .accepted }.count
            coaches = data.coaches.count
            schools = data.schools.count
            interactions = data.interactions.count
            offers = data.offers.count
            acceptedOffers = accepted
            acceptanceRate = Rounding.pct(accepted, data.offers.count)
            aTierSchools = data.schools.filter { $0.tier == .A }.count
        }

        /// The `stats` object of `data/dashboard.json`.
        var json: JSONValue {
            .object([
                "coaches": .int(coaches),
                "schools": .int(schools),
                "interactions": .int(interactions),
                "offers": .int(offers),
                "accepted_offers": .int(acceptedOffers),
                "acceptance_rate": .int(acceptanceRate),
                "a_tier_schools": .int(aTierSchools),
            ])
        }
    }
}
