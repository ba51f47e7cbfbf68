/// Which metric types lead for a position (docs/numbers.md, "Headline marks"): the table a
/// coach page, share card, résumé, metrics sheet, packet, profile and roster all order by.
extension MetricType {
    /// Whether `sport` (as written in `athlete.yml`) is softball; anything else reads as baseball.
    public static func isSoftball(_ sport: String?) -> Bool {
        sport?.trimmingSpaces.lowercased() == "softball"
    }

    /// The types one position group leads with, most important first.
    public static func leadTypes(_ group: PositionGroup, softball: Bool) -> [MetricType] {
        switch (group, softball) {
        case (.pitchers, false): [.velocity, .era, .strikeouts]
        case (.pitchers, true): [.velocity, .strikeouts, .era]
        case (.catchers, false): [.popTime, .exitVelo, .sixtyTime]
        case (.catchers, true): [.popTime, .exitVelo, .battingAvg]
        case (.infielders, false), (.outfielders, false), (.utility, false): [.exitVelo, .sixtyTime]
        case (.infielders, true), (.outfielders, true), (.utility, true): [.exitVelo, .battingAvg, .sixtyTime]
        }
    }

    /// The lead types of the athlete's positions: the primary position's, then the next
    /// position's that are not already there. Empty when no position is given.
    public static func leadTypes(of profile: AthleteProfile) -> [MetricType] {
        let softball = isSoftball(profile.sport)
        var out: [MetricType] = []
        for group in PositionGroup.leading(of: profile) {
            for t in leadTypes(group, softball: softball) where !out.contains(t) { out.append(t) }
        }
        return out
    }

    /// Every type in the order the athlete's outputs show them: the lead types, then the rest
    /// in the declared order (velocity, exit velocity, 60-yard dash, pop time, batting average,
    /// ERA, strikeouts, other), which is also the whole order when no position is given.
    public static func headlineOrder(of profile: AthleteProfile) -> [MetricType] {
        let leads = leadTypes(of: profile)
        return leads + allCases.filter { !leads.contains($0) }
    }
}
