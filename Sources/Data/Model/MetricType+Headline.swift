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
    /// position's that are not already there. Empty when no position is given. A position's
    /// built-in lead types come first, then the `declared` types that name it or its group
    /// (`MetricDeclaration.leads`), in `site.yml`'s order.
    public static func leadTypes(of profile: AthleteProfile, declared: [MetricType] = []) -> [MetricType] {
        let softball = isSoftball(profile.sport)
        let declared = declared.filter { $0.declaration != nil }.sorted(by: displayOrder)
        var out: [MetricType] = []
        var groups: Set<PositionGroup> = []
        for position in PositionGroup.positions(of: profile) {
            if let group = PositionGroup.group(position), groups.insert(group).inserted {
                for t in leadTypes(group, softball: softball) where !out.contains(t) { out.append(t) }
            }
            for t in declared where !out.contains(t) && t.declaration!.isLed(by: position) { out.append(t) }
        }
        return out
    }

    /// Every type in the order the athlete's outputs show them: the lead types, then the rest
    /// in the display order (velocity, exit velocity, 60-yard dash, pop time, batting average,
    /// ERA, strikeouts, the `declared` types, other; `displayOrder`), which is also the whole
    /// order when no position is given.
    public static func headlineOrder(of profile: AthleteProfile, declared: [MetricType] = []) -> [MetricType] {
        let leads = leadTypes(of: profile, declared: declared)
        return leads + ordered(allCases + declared).filter { !leads.contains($0) }
    }

    /// The declared types among `metrics`' (those `site.yml` declares), in `site.yml`'s order.
    public static func declared(in metrics: [PerformanceMetric]) -> [MetricType] {
        var seen: Set<String> = []
        var declared: [MetricType] = []
        for i in metrics.indices where metrics[i].metricType.declaration != nil {
            if seen.insert(metrics[i].metricType.rawValue).inserted { declared.append(metrics[i].metricType) }
        }
        return declared.sorted(by: displayOrder)
    }
}
