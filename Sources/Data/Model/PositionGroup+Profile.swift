/// An athlete's positions in the order that leads, and their groups, for the headline marks
/// (`MetricType.leadTypes(of:)`, docs/numbers.md "Headline marks").
extension PositionGroup {
    /// The athlete's positions in the order that leads: `primary_position`, then
    /// `secondary_position`, then the rest of `positions` (duplicates once, blank ones dropped).
    public static func positions(of profile: AthleteProfile) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for p in [profile.primaryPosition, profile.secondaryPosition].compactMap({ $0 }) + profile.positions {
            let key = p.trimmingSpaces.uppercased()
            if key.isEmpty || seen.contains(key) { continue }
            seen.insert(key)
            out.append(p.trimmingSpaces)
        }
        return out
    }

    /// The groups of the athlete's positions in leading order (primary first), each once.
    public static func leading(of profile: AthleteProfile) -> [PositionGroup] {
        var out: [PositionGroup] = []
        for g in positions(of: profile).compactMap(group) where !out.contains(g) { out.append(g) }
        return out
    }
}
